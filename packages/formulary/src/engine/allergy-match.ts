import {
  ALLERGY_GROUPS,
  ALLERGY_NOISE_WORDS,
  UNNAMED_ANTIBIOTICS,
  type AllergyGroup,
} from '../knowledge/allergy-groups';
import type { DrugEntry } from '../knowledge/types';
import { DRUGS } from './drug-index';
import { affirmedText } from './negation';
import { containsPhrase, normaliseText, tidyTyped } from './normalise-text';
import { resolveName } from './resolve-name';

// A pet's stored allergies → what they mean for drugs. 'penicillin', 'Penicillins', 'allergic to
// sulfa drugs' name a class; 'amoxicillin', 'Rimadyl' name a drug (its own class group is then
// implied, e.g. amoxicillin → penicillins). Foods and environmental allergies match nothing.

export interface ParsedAllergy {
  /** Shown as the other party: 'penicillin allergy'. */
  label: string;
  /** Class groups named directly ('penicillins'). */
  groups: readonly AllergyGroup[];
  /** Drugs named directly ('amoxicillin', 'Rimadyl' → carprofen). */
  drugs: readonly DrugEntry[];
  /** Class groups implied by a named drug (amoxicillin → penicillins). */
  impliedGroups: readonly AllergyGroup[];
}

const GROUP_PHRASES = ALLERGY_GROUPS.map((g) => ({
  group: g,
  phrases: g.phrases.map(normaliseText),
}));

function stripNoise(text: string): string {
  return text
    .split(' ')
    .filter((w) => !ALLERGY_NOISE_WORDS.has(w))
    .join(' ');
}

export function groupsForDrug(drug: DrugEntry): AllergyGroup[] {
  const classes = DRUGS.get(drug.id)?.classes;
  if (!classes) return [];
  return ALLERGY_GROUPS.filter(
    (g) => g.id !== 'beta-lactams' && g.classes.some((c) => classes.has(c)),
  );
}

/** Words that leave an allergy entry unspecific ('all antibiotics', 'some antibiotics'). */
const VAGUE_WORDS: ReadonlySet<string> = new Set(['all', 'any', 'most', 'some', 'many', 'several']);

export function parseAllergy(raw: string): ParsedAllergy | null {
  // 'not allergic to penicillin', 'none', 'sulfa - ruled out' name no allergy.
  const affirmed = affirmedText(raw);
  const text = stripNoise(affirmed);
  const groups = GROUP_PHRASES.filter((g) => g.phrases.some((p) => containsPhrase(text, p))).map(
    (g) => g.group,
  );
  // 'antibiotics', 'all antibiotics': no drug or class named, so every antibiotic is a maybe.
  const unnamed = text.split(' ').every((w) => w === '' || VAGUE_WORDS.has(w));
  if (unnamed && /\bantibiotics?\b/u.test(affirmed)) groups.push(UNNAMED_ANTIBIOTICS);
  if (text.length === 0 && groups.length === 0) return null;
  const drugs: DrugEntry[] = [];
  if (groups.length === 0) {
    for (const drug of resolveName(text).drugs) {
      if (drug.kind === undefined || drug.kind === 'drug' || drug.kind === 'supplement')
        drugs.push(drug);
    }
  }
  if (groups.length === 0 && drugs.length === 0) return null;
  const impliedGroups = drugs.flatMap(groupsForDrug);
  const typed = tidyTyped(raw);
  const label = /allerg/iu.test(typed) ? typed : `${typed} allergy`;
  return { label, groups, drugs, impliedGroups };
}

export function parseAllergies(allergies: readonly string[]): ParsedAllergy[] {
  const out: ParsedAllergy[] = [];
  for (const raw of allergies) {
    const parsed = parseAllergy(raw);
    if (parsed) out.push(parsed);
  }
  return out;
}
