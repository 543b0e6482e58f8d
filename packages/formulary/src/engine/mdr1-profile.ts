import type { Mdr1Status, Species } from '@pawrx/contracts/enums';
import {
  BREED_ABBREVIATIONS,
  BREED_MISSPELLINGS,
  BREED_STEMS,
  BREED_WORDS_KEPT,
} from '../knowledge/breed-blends';
import { boundedDistance, maxEditsFor } from './fuzzy';
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

/** Words of the MDR1 breed names long enough to correct a misspelling towards. */
const BREED_VOCABULARY: readonly string[] = [
  ...new Set(PREPARED.flatMap((p) => p.phrase.split(' ')).filter((w) => w.length >= 5)),
];

/**
 * 'australian shepard' → 'australian shepherd', 'border colie' → 'border collie', 'germen
 * shepherd' → 'german shepherd': each word of five letters or more that is not a breed word is
 * replaced by the one breed word within the misspelling distance (same first letter), if any.
 */
export function respellBreedText(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => {
      const known = BREED_MISSPELLINGS[word];
      if (known) return known;
      if (word.length < 5 || BREED_WORDS_KEPT.has(word) || BREED_VOCABULARY.includes(word))
        return word;
      const limit = maxEditsFor(word.length);
      let best: string | null = null;
      let bestDistance = limit + 1;
      let tied = false;
      for (const candidate of BREED_VOCABULARY) {
        if (candidate.charCodeAt(0) !== word.charCodeAt(0)) continue;
        const d = boundedDistance(word, candidate, limit);
        if (d > limit) continue;
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          tied = false;
        } else if (d === bestDistance) tied = true;
      }
      return best !== null && !tied ? best : word;
    })
    .join(' ');
}

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

/** Highest MDR1 allele frequency (percent) among the breeds named, or null if none is listed. */
export function breedFrequency(breed: string): number | null {
  let text = ` ${expandBreedText(respellBreedText(normaliseText(breed)))} `;
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
