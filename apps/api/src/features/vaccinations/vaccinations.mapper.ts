import type { Vaccination } from '@pawrx/contracts/vaccinations';
import type { VaccinationRow } from './vaccinations.repository';

/** The one place a vaccination row becomes the wire vaccination (spec §3). */
export function toVaccination(row: VaccinationRow): Vaccination {
  return {
    _id: row.id,
    petId: row.petId,
    vaccine: row.vaccine,
    date: row.date,
    nextDue: row.nextDue,
    veterinarian: row.veterinarian,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
