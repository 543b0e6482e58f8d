import { riskRank } from '@pawrx/contracts/enums';
import type { AnalysisInput, CheckMedicationsFn } from './analysis-provider';
import { allFindings, mentions } from './built-in/finding-mentions';
import { resolveCached } from './built-in/resolve-cached';

// A model's suggested alternatives, screened by the safety engine: a suggestion naming a medicine
// that is toxic for the species, or that raises a High or Critical finding with the pet's other
// medications or profile, is dropped. Text naming no known medicine is kept as advice.

export function screenAlternatives(
  alternatives: readonly string[],
  input: AnalysisInput,
  check: CheckMedicationsFn,
): string[] {
  const others = input.medications.slice(0, -1);
  return alternatives.filter((text) => {
    const generics = resolveCached(text).generics;
    if (generics.length === 0) return true;
    const trial = [...others, { name: generics.join(' + '), dosage: '', frequency: '' }];
    return !allFindings(check(input.pet, trial)).some(
      (f) =>
        mentions(f, generics) &&
        (f.type === 'toxic' || riskRank(f.item.riskLevel) >= riskRank('High')),
    );
  });
}
