import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from '../engine/test-support';

// The cat rows of dose-ranges-products-2.ts: silent at the source's doses, flagged well above.

function catDose(kg: number, med: string): RiskLevel | null {
  const r = check({ species: 'cat', kg }, [med]);
  return r.drugInteractions.find((i) => i.kind === 'dose')?.riskLevel ?? null;
}

describe('cat dose rows (issue 22 supplements and topical ingredients)', () => {
  it.each<[string, number, string, RiskLevel | null]>([
    ['CBD at 4 mg/kg', 4, 'CBD oil|16 mg|Once daily', null],
    ['CBD at the highest tolerated single dose', 4, 'CBD oil|120 mg|Once daily', null],
    ['CBD far above it', 4, 'CBD oil|400 mg|Once daily', 'High'],
    ['gentamicin at 8 mg/kg', 4, 'Gentamicin injection|32 mg|Once daily', null],
    [
      'gentamicin at the dog dose of 15 mg/kg',
      4,
      'Gentamicin injection|60 mg|Once daily',
      'Medium',
    ],
    ['fentanyl at 5 micrograms/kg', 4, 'Fentanyl injection|0.02 mg IV|Once', null],
    ['fentanyl at 50 micrograms/kg', 4, 'Fentanyl injection|0.2 mg IV|Once', 'High'],
    // Yohimbine in cats (Maddison's reversal table: 0.1-0.2 mg/kg after xylazine, 0.5 mg/kg after medetomidine).
    ['yohimbine at 0.2 mg/kg', 4, 'Yohimbine injection|0.8 mg IV|Once', null],
    ['yohimbine at 0.5 mg/kg', 4, 'Yohimbine injection|2 mg IV|Once', null],
    ['yohimbine at 1.5 mg/kg', 4, 'Yohimbine injection|6 mg IV|Once', 'High'],
  ])('%s', (_name, kg, med, risk) => {
    expect(catDose(kg, med)).toBe(risk);
  });
});
