import { describe, expect, it } from 'vitest';
import { labConditions } from '@pawrx/contracts/lab-conditions';
import { matchConditions } from './condition-match';

// The lab-derived condition entries must read, to the engine's own terms, as exactly the
// condition they stand for (and nothing else), or the Quick Check would miss or misname them.
describe('lab-derived conditions', () => {
  const r = (test: string, value: number, unit: string) => ({
    test,
    value,
    unit,
    low: null,
    high: null,
  });
  const cases: Array<[string, number, string, string]> = [
    ['Creatinine', 2.8, 'mg/dL', 'kidney'],
    ['SDMA', 20, 'µg/dL', 'kidney'],
    ['ALT', 300, 'U/L', 'liver'],
    ['ALP', 400, 'U/L', 'liver'],
    ['Glucose', 400, 'mg/dL', 'diabetes'],
    ['Platelets', 50, 'K/uL', 'bleeding-disorder'],
    ['Total T4', 80, 'nmol/L', 'hyperthyroidism'],
  ];
  it.each(cases)('%s %s %s reads as %s', (test, value, unit, id) => {
    const [condition] = labConditions(
      [{ date: '2026-11-02', results: [r(test, value, unit)] }],
      'dog',
      '2026-11-20',
    );
    expect(condition).toBeDefined();
    const matched = matchConditions([condition!.text]);
    expect(matched.map((m) => m.id)).toEqual([id]);
    expect(matched[0]!.label).toBe(condition!.text);
  });
});
