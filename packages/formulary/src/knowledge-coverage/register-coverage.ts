import { limitApplies } from '../engine/age';
import { buildContext } from '../engine/medication-context';
import { normaliseText } from '../engine/normalise-text';
import { AGE_LIMITS } from '../knowledge/age-limits';
import { RECORD_AGE_LIMITS } from '../knowledge/products/all-records';
import type { RegisterEntry, RegisterSpecies } from './ema-register';

// Decision 045: a register entry counts when, for every target species it names, the name resolves
// to catalogue ingredients and a label minimum (an age-limits row, or the age of a product record's
// label) applies to it in that species. A label that states a minimum weight and no age (Cytopoint)
// counts by its weight. The check goes through the engine's own matching (buildContext and
// limitApplies), so what counts is what the Quick Check would say for a puppy or kitten.

const LIMITS = [...AGE_LIMITS, ...RECORD_AGE_LIMITS];

export function labelMinimumKnown(name: string, species: RegisterSpecies): boolean {
  const med = buildContext({ name, dosage: '', frequency: '' }, 0, species, null);
  if (med.components.length === 0) return false;
  const typed = normaliseText(name);
  return LIMITS.some(
    (limit) =>
      limit.species.includes(species) &&
      (limit.minMonths !== undefined || limit.minKg !== undefined) &&
      limitApplies(limit, med, typed),
  );
}

export const registerEntryCovered = (entry: RegisterEntry): boolean =>
  entry.species.every((species) => labelMinimumKnown(entry.name, species));
