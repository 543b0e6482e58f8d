import type { Mdr1Status, Species } from '@pawrx/contracts/enums';
import { matchConditions, type MatchedCondition } from './condition-match';
import { parseAllergies, type ParsedAllergy } from './allergy-match';
import { mdr1Profile, type Mdr1Profile } from './mdr1-profile';

/** What the engine needs to know about the pet (the API converts lbs → kg and age → years). */
export interface PetForCheck {
  name?: string;
  species: Species;
  breed: string;
  weightKg: number | null;
  ageYears: number | null;
  allergies: string[];
  conditions: string[];
  mdr1: Mdr1Status;
}

export interface PetContext {
  pet: PetForCheck;
  species: Species;
  weightKg: number | null;
  conditions: readonly MatchedCondition[];
  allergies: readonly ParsedAllergy[];
  mdr1: Mdr1Profile;
}

export function buildPetContext(pet: PetForCheck): PetContext {
  const weight =
    pet.weightKg !== null && Number.isFinite(pet.weightKg) && pet.weightKg > 0
      ? pet.weightKg
      : null;
  return {
    pet,
    species: pet.species,
    weightKg: weight,
    conditions: matchConditions(pet.conditions ?? []),
    allergies: parseAllergies(pet.allergies ?? []),
    mdr1: mdr1Profile(pet),
  };
}
