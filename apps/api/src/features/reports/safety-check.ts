import { mdr1StatusSchema, speciesSchema } from '@pawrx/contracts/enums';
import { checkMedications, type PetForCheck } from '@pawrx/formulary/engine/check-medications';
import type { ReportMedication, ReportPet, ReportSafety } from './medical-report.types';
import { ageInYears, weightInKg } from './report-format';

/** The pet as the formulary's engine reads it: weight in kg (lbs when no unit), age in years. */
export function toPetForCheck(pet: ReportPet, now: Date): PetForCheck {
  return {
    name: pet.name,
    species: speciesSchema.catch('other').parse(pet.species),
    breed: pet.breed,
    weightKg: weightInKg(pet),
    ageYears: ageInYears(pet, now),
    allergies: pet.allergies,
    conditions: pet.chronicConditions,
    mdr1: mdr1StatusSchema.catch('untested').parse(pet.mdr1Status),
  };
}

/**
 * What the formulary's safety engine (the Quick Check) finds among the current medications:
 * the one place the report calls it. An engine failure costs the section, not the report.
 */
export function checkCurrentMedications(
  pet: ReportPet,
  current: ReportMedication[],
  now: Date,
): ReportSafety {
  if (current.length === 0) return { status: 'no-medications' };
  try {
    const result = checkMedications(
      toPetForCheck(pet, now),
      current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
    );
    return { status: 'checked', result };
  } catch {
    return { status: 'unavailable', reason: 'the safety engine failed on these medications.' };
  }
}
