import { describe, expect, it } from 'vitest';
import { loadOwnCases } from './eval-cases';
import { judgeCase } from './judge-case';

// Our own realistic cases (packages/formulary/eval-cases/*.json) must all pass, and ids must be
// unique so a failure names one case.

const files = loadOwnCases();
const all = [...files.values()].flat();

describe('own Quick Check eval cases', () => {
  it('have unique ids', () => {
    const ids = all.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const [file, cases] of files) {
    describe(file, () => {
      it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
        const outcome = judgeCase(c);
        expect(outcome.reasons).toEqual([]);
      });
    });
  }
});
