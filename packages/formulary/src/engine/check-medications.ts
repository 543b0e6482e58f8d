import type { MedicationToCheck, QuickCheckResult } from '@pawrx/contracts/interactions';
import { checkAge } from './age';
import { checkAllergies } from './allergy';
import { summarise } from './analysis';
import { checkConditions } from './condition';
import { checkDoses } from './dose';
import { checkDrugDrug } from './drug-drug';
import { checkDuplicates } from './duplicate';
import { FindingCollector } from './findings';
import { checkInsulin } from './insulin-dose';
import { checkMdr1 } from './mdr1';
import { buildContext } from './medication-context';
import { buildPetContext, type PetForCheck } from './pet-context';
import { checkSpeciesToxicity } from './species-toxicity';

export type { PetForCheck } from './pet-context';

// The medication safety check (spec §3 Quick check result): pure, deterministic, no I/O.
// `medications` holds the pet's current medications and the new one (last); every pair is
// checked. Species toxicity runs first so a medication on the toxic list is not also reported
// for its dose.

export function checkMedications(
  pet: PetForCheck,
  medications: readonly MedicationToCheck[],
): QuickCheckResult {
  const petContext = buildPetContext(pet);
  const meds = medications
    .filter((m) => typeof m.name === 'string' && m.name.trim().length > 0)
    .map((m, i) => buildContext(m, i, petContext.species, petContext.weightKg));
  const out = new FindingCollector();
  checkSpeciesToxicity(petContext, meds, out);
  checkDrugDrug(petContext, meds, out);
  checkMdr1(petContext, meds, out);
  checkAllergies(petContext, meds, out);
  checkConditions(petContext, meds, out);
  checkAge(petContext, meds, out);
  checkDuplicates(petContext, meds, out);
  checkDoses(petContext, meds, out);
  checkInsulin(petContext, meds, out);

  const unrecognized: string[] = [];
  for (const med of meds) {
    for (const part of med.name.unknownParts)
      if (!unrecognized.includes(part)) unrecognized.push(part);
  }
  const partial = {
    toxicMedications: out.toxicMedications(),
    drugInteractions: out.drugInteractions(),
    unrecognized,
  };
  return { ...partial, analysis: summarise(pet, meds.length, partial) };
}
