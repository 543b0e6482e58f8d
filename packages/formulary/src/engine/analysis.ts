import type { QuickCheckResult } from '@pawrx/contracts/interactions';
import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import { effectiveSpecies, type PetForCheck } from './pet-context';

// The short plain-English summary shown under the results.

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export function summarise(
  pet: PetForCheck,
  checked: number,
  result: Omit<QuickCheckResult, 'analysis'>,
): string {
  const noun = SPECIES_NOUNS[effectiveSpecies(pet)];
  const who = pet.name ? `${pet.name} (${noun})` : `this ${noun}`;
  const parts: string[] = [];
  const toxic = result.toxicMedications;
  const interactions = result.drugInteractions;
  // Names that were not recognised were not checked: they are not counted as checked.
  const recognised = Math.max(0, checked - result.unrecognized.length);
  if (toxic.length === 0 && interactions.length === 0) {
    if (recognised > 0)
      parts.push(
        `No known problems were found among the ${plural(recognised, 'medication', 'medications')} checked for ${who}.`,
      );
  } else {
    const found: string[] = [];
    if (toxic.length > 0)
      found.push(
        plural(toxic.length, 'item unsafe for the species', 'items unsafe for the species'),
      );
    if (interactions.length > 0) found.push(plural(interactions.length, 'issue', 'issues'));
    parts.push(
      `Checked ${plural(checked, 'medication', 'medications')} for ${who}: found ${found.join(' and ')}.`,
    );
    const top = toxic[0]
      ? `${toxic[0].medication} is not safe for a ${noun}`
      : interactions[0]
        ? `${interactions[0].riskLevel} risk: ${interactions[0].medication1} with ${interactions[0].medication2}`
        : '';
    if (top) parts.push(`Most serious: ${top}.`);
  }
  if (result.unrecognized.length > 0) {
    parts.push(
      `Not recognised, so not checked: ${result.unrecognized.join(', ')}. Ask your vet or pharmacist about ${result.unrecognized.length === 1 ? 'it' : 'them'}.`,
    );
  }
  return parts.join(' ');
}
