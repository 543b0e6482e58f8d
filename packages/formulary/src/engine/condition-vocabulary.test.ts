import { describe, expect, it } from 'vitest';
import { CONDITION_IDS } from '../knowledge/condition-terms';
import { matchConditions } from './condition-match';
import { CONDITION_VOCABULARY } from './condition-vocabulary.table';

// The condition vocabulary audited against what owners and vets write (the table and its
// readings are in condition-vocabulary.table.ts): each wording maps to the ids it means, with
// '!' where it marks advanced disease, and to nothing when negated, resolved or unrelated.

const read = (text: string): string[] =>
  matchConditions([text])
    .map((m) => `${m.id}${m.severe ? '!' : ''}`)
    .sort();

// Raise with the table; it guards against a table emptied by mistake.
const AT_LEAST = 300;

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
