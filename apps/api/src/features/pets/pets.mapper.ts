import type { Appointment } from '@pawrx/contracts/appointments';
import type { AgeUnit, Mdr1Status, Sex, Species, WeightUnit } from '@pawrx/contracts/enums';
import type { PetRole } from '@pawrx/contracts/pet-access';
import type { Pet, PetSummary } from '@pawrx/contracts/pets';
import type { Vaccination } from '@pawrx/contracts/vaccinations';
import type { PetInfoRow } from './pets.repository';

/** The caller's role on the pet and whose it is. */
export interface PetAccessInfo {
  role: PetRole;
  ownerName: string;
  /** The owner's zone, in which the pet's doses are planned. */
  ownerTimeZone: string;
}

/**
 * The one place a pet row becomes the wire pet of spec §3. `gender`, `insurance` and the
 * top-level `allergies`/`conditions` are read from the same columns the edit form writes. Its
 * vaccinations and appointments come already mapped, from their own features' services.
 */
export function toPetSummary(
  row: PetInfoRow,
  vaccinations: Vaccination[],
  photoUrl: string | null,
  access: PetAccessInfo,
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
      vaccinations,
    },
    allergies: [...row.allergies],
    conditions: [...row.chronicConditions],
    mdr1Status: row.mdr1Status as Mdr1Status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role: access.role,
    ownerName: access.ownerName,
    ownerTimeZone: access.ownerTimeZone,
  };
}

export function toPet(
  row: PetInfoRow,
  vaccinations: Vaccination[],
  appointments: Appointment[],
  photoUrl: string | null,
  access: PetAccessInfo,
): Pet {
  return { ...toPetSummary(row, vaccinations, photoUrl, access), appointments };
}
