import type { Mdr1Status, Species } from '@pawrx/contracts/enums';
import { BREED_ABBREVIATIONS, BREED_STEMS } from '../knowledge/breed-blends';
import { MDR1_BREEDS, tierForFrequency, type Mdr1Tier } from '../knowledge/mdr1';
import { containsPhrase, normaliseText, tidyTyped } from './normalise-text';

// The pet's MDR1 risk: its genotype when tested (normal/normal means no MDR1 findings at all),
// otherwise its breed (the highest-frequency herding breed named anywhere in the breed text, so
// 'Border Collie x Australian Shepherd mix' counts as an Australian Shepherd cross); cats
// untested carry a small background risk.

export interface Mdr1Profile {
  tier: Mdr1Tier | null;
  /** The other party of an MDR1 finding, e.g. 'MDR1: Rough Collie, untested'. */
  label: string;
}

const PREPARED = MDR1_BREEDS.flatMap((breed) =>
  breed.phrases.map((phrase) => ({
    phrase: normaliseText(phrase),
    requires: (breed.requires ?? []).map(normaliseText),
    frequency: breed.frequency,
  })),
).sort((a, b) => b.phrase.length - a.phrase.length);

/** Highest MDR1 allele frequency (percent) among the breeds named, or null if none is listed. */
/** 'aussiedoodle' → 'aussiedoodle australian shepherd'; 'bc mix' → 'bc mix border collie'. */
export function expandBreedText(normalised: string): string {
  const extra: string[] = [];
  for (const word of normalised.split(' ')) {
    const abbreviation = BREED_ABBREVIATIONS[word];
    if (abbreviation) extra.push(abbreviation);
    const stem = BREED_STEMS.find(([s]) => word.startsWith(s));
    if (stem) extra.push(stem[1]);
  }
  return extra.length > 0 ? `${normalised} ${extra.join(' ')}` : normalised;
}

export function breedFrequency(breed: string): number | null {
  let text = ` ${expandBreedText(normaliseText(breed))} `;
  let best: number | null = null;
  for (const entry of PREPARED) {
    const needle = ` ${entry.phrase} `;
    if (!text.includes(needle)) continue;
    if (!entry.requires.every((r) => containsPhrase(text.trim(), r))) continue;
    best = best === null ? entry.frequency : Math.max(best, entry.frequency);
    text = text.split(needle).join(' ');
  }
  return best;
}

function statusLabel(status: Mdr1Status): string {
  return status === 'mutant/normal' ? 'mutant/normal (carrier)' : status;
}

export function mdr1Profile(pet: {
  species: Species;
  breed: string;
  mdr1: Mdr1Status;
}): Mdr1Profile {
  const breed = tidyTyped(pet.breed ?? '') || pet.species;
  const label = `MDR1: ${breed}, ${statusLabel(pet.mdr1)}`;
  if (pet.mdr1 === 'normal/normal') return { tier: null, label };
  if (pet.mdr1 === 'mutant/mutant') return { tier: 'homozygous', label };
  if (pet.mdr1 === 'mutant/normal') return { tier: 'carrier', label };
  if (pet.species === 'cat') return { tier: 'cat-untested', label };
  if (pet.species !== 'dog') return { tier: null, label };
  const frequency = breedFrequency(pet.breed ?? '');
  return { tier: frequency === null ? null : tierForFrequency(frequency), label };
}
