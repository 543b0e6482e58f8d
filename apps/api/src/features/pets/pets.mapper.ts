import type { AgeUnit, Mdr1Status, Sex, Species, WeightUnit } from '@pawrx/contracts/enums';
import type { Pet, PetSummary } from '@pawrx/contracts/pets';
import { toAppointment } from '../appointments/appointments.mapper';
import { toVaccination } from '../vaccinations/vaccinations.mapper';
import type { AppointmentRow } from '../appointments/appointments.repository';
import type { VaccinationRow } from '../vaccinations/vaccinations.repository';
import type { PetInfoRow } from './pets.repository';

/**
 * The one place a pet row becomes the wire pet of spec §3. `gender`, `insurance` and the
 * top-level `allergies`/`conditions` are read from the same columns the edit form writes.
 */
export function toPetSummary(
  row: PetInfoRow,
  vaccinations: VaccinationRow[],
  photoUrl: string | null,
): PetSummary {
  const sex = row.sex as Sex;
  return {
    _id: row.id,
    name: row.name,
    species: row.species as Species,
    breed: row.breed,
    sex,
    gender: sex,
    age: row.age,
    ageUnit: row.ageUnit as AgeUnit | null,
    weight: row.weight,
    weightUnit: row.weightUnit as WeightUnit | null,
    neutered: row.neutered,
    birthDate: row.birthDate,
    microchipId: row.microchipId,
    photo: photoUrl,
    insuranceInfo: { provider: row.insuranceProvider },
    insurance: row.insuranceProvider,
    medicalHistory: {
      allergies: [...row.allergies],
      chronicConditions: [...row.chronicConditions],
      vaccinations: vaccinations.map(toVaccination),
    },
    allergies: [...row.allergies],
    conditions: [...row.chronicConditions],
    mdr1Status: row.mdr1Status as Mdr1Status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPet(
  row: PetInfoRow,
  vaccinations: VaccinationRow[],
  appointments: AppointmentRow[],
  photoUrl: string | null,
): Pet {
  return {
    ...toPetSummary(row, vaccinations, photoUrl),
    appointments: appointments.map(toAppointment),
  };
}
