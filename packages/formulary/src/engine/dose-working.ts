import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import type { Species } from '@pawrx/contracts/enums';
import type { RuleText } from '../knowledge/types';
import { fmt } from './dose-reading';
import type { MedContext } from './medication-context';

// The sentence a finding adds when it rests on a dose: the mg per dose, the mg/kg for this pet,
// how the mg were worked out and what was assumed ('Worked out: 1 tablet × 100 mg = 100 mg per
// dose, 10 mg/kg for a 10 kg dog (assumed 100 mg per tablet from the name).').

export function doseWorking(
  med: MedContext,
  weightKg: number | null,
  species: Species,
  drug?: string,
): string | null {
  const mg =
    (drug !== undefined ? med.reading?.perIngredient?.get(drug) : undefined) ?? med.dose.amountMg;
  if (mg === null) return null;
  const reading = med.reading;
  const ofDrug = drug !== undefined && reading?.perIngredient?.has(drug) ? ` of ${drug}` : '';
  const amount = reading ? reading.working : `${fmt(mg)} mg`;
  const perKg =
    weightKg !== null && weightKg > 0
      ? `, ${reading?.lowerBound ? 'at least ' : ''}${fmt(mg / weightKg)} mg/kg${ofDrug} for a ${fmt(weightKg)} kg ${SPECIES_NOUNS[species]}`
      : '';
  const assumed = reading?.assumption ? ` (${reading.assumption})` : '';
  return `Worked out: ${amount} per dose${perKg}${assumed}.`;
}

/**
 * A dose-gated rule's text with the working added when the dose behind it was worked out from a
 * count or volume (so the owner sees what the engine assumed).
 */
export function withDoseWorking<T extends RuleText>(
  text: T,
  med: MedContext,
  weightKg: number | null,
  species: Species,
  drug?: string,
): T {
  if (!med.reading) return text;
  const working = doseWorking(med, weightKg, species, drug);
  return working ? { ...text, description: `${text.description} ${working}` } : text;
}
