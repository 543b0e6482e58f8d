import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { CONDITION_SHORTHAND } from '../knowledge/condition-abbreviations';
import { CONDITION_MISSPELLINGS } from '../knowledge/condition-misspellings';
import { CONDITION_IDS, CONDITION_TERMS } from '../knowledge/condition-terms';
import { matchConditions } from './condition-match';
import { CONDITION_VOCABULARY } from './condition-vocabulary.table';
import { check } from './test-support';

// The condition vocabulary audited against what owners and vets write (the table and its
// readings are in condition-vocabulary.table.ts): each wording maps to the ids it means, with
// '!' where it marks advanced disease, and to nothing when negated, resolved or unrelated.

const read = (text: string): string[] =>
  matchConditions([text])
    .map((m) => `${m.id}${m.severe ? '!' : ''}`)
    .sort();

// Raise with the table; it guards against a table emptied by mistake.
const AT_LEAST = 640;

describe(`the condition vocabulary (${CONDITION_VOCABULARY.length} wordings)`, () => {
  it(`holds at least ${AT_LEAST} wordings, each listed once, naming only known ids`, () => {
    expect(CONDITION_VOCABULARY.length).toBeGreaterThanOrEqual(AT_LEAST);
    const wordings = CONDITION_VOCABULARY.map(([w]) => w.toLowerCase());
    expect(wordings.filter((w, i) => wordings.indexOf(w) !== i)).toEqual([]);
    const known = new Set<string>(CONDITION_IDS);
    const named = CONDITION_VOCABULARY.flatMap(([, ids]) => ids.map((id) => id.replace('!', '')));
    expect(named.filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(CONDITION_VOCABULARY)('%s → %j', (wording, ids) => {
    expect(read(wording)).toEqual([...ids].sort());
  });
});

const KG: Partial<Record<Species, number>> = { dog: 20, cat: 4.5, horse: 500 };

/** The condition ids the Quick Check reports for one medicine and one stored condition. */
function reported(species: Species, condition: string, med: string): string[] {
  const r = check({ species, kg: KG[species] ?? 5, conditions: [condition] }, [`${med}||`]);
  return r.drugInteractions.filter((i) => i.kind === 'condition').map((i) => i.description);
}

// Each wording the audit taught the vocabulary reaches a label row, and its look-alike stays
// silent with the same medicine.
describe('the audited wordings reach the label rows', () => {
  it.each([
    ['dog', 'ITP', 'carprofen', 'IMHA'],
    ['dog', 'DM', 'prednisolone', 'DM carrier'],
    ['dog', 'DM', 'prednisolone', 'DM (degenerative myelopathy)'],
    ['horse', 'HYPP', 'potassium chloride', 'HYPP N/N'],
    ['cat', 'FeLV+', 'griseofulvin', 'FeLV vaccinated'],
    ['dog', 'parvo', 'Apoquel', 'parvo vaccine'],
    ['dog', 'MCT', 'Apoquel', 'MCT oil'],
    ['dog', 'insulinoma', 'Apoquel', 'lipoma'],
    ['dog', 'fits', 'amantadine', 'coughing fits'],
    ['dog', 'chronic bronchitis', 'propranolol', 'brachycephalic airway disease'],
    ['cat', 'stud', 'Onsior', 'stud tail'],
    ['cat', 'stomach ulcer', 'meloxicam', 'eosinophilic ulcer'],
    ['dog', 'arrhythmia', 'trazodone', 'sinus arrhythmia'],
    ['dog', 'irregular heartbeat', 'trazodone', 'heart problems ruled out'],
    ['cat', 'recently bred', 'Onsior', 'retired stud'],
  ] as const)('%s: %s with %s is reported, %s is not', (species, firing, med, nearMiss) => {
    expect(reported(species, firing, med).length).toBeGreaterThan(0);
    expect(reported(species, nearMiss, med)).toEqual([]);
  });
});

// A phrase that cannot match when written alone (swallowed by a negation word or by its own
// term's unless or veto, as 'not drinking' was) is dead vocabulary.
describe('every listed phrase, written alone, reaches its own condition', () => {
  const listed: (readonly [string, string])[] = [
    ...CONDITION_TERMS.flatMap((t) => t.phrases.map((p) => [t.id, p] as const)),
    ...Object.entries(CONDITION_SHORTHAND).flatMap(([id, s]) =>
      (s?.phrases ?? []).map((p) => [id, p] as const),
    ),
    ...Object.entries(CONDITION_MISSPELLINGS).flatMap(([id, ps]) =>
      (ps ?? []).map((p) => [id, p] as const),
    ),
  ];
  it(`${listed.length} phrases`, () => {
    const dead = listed.filter(([id, p]) => !matchConditions([p]).some((m) => m.id === id));
    expect(dead).toEqual([]);
  });
});
