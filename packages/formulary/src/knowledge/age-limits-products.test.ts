import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { medOf, petOf } from '../engine/test-support';

// The label minimums read in the issue 22 products pass: each fires below its label's age or
// weight, stays silent above it, and never fires for a product without the ingredient.

function ageRisk(
  species: Species,
  ageYears: number | null,
  kg: number,
  med: string,
): RiskLevel | null {
  const pet = { ...petOf({ species, kg }), ageYears };
  const r = checkMedications(pet, [medOf(med)]);
  return r.drugInteractions.find((i) => i.kind === 'age')?.riskLevel ?? null;
}

const months = (m: number): number => m / 12;
const weeks = (w: number): number => w / 52;

describe('product label minimums (issue 22 products pass)', () => {
  it.each<[string, Species, number | null, number, string, RiskLevel | null]>([
    [
      'Fortekor Plus at 3 months',
      'dog',
      months(3),
      6,
      'Fortekor Plus|1.25 mg/2.5 mg|Twice daily',
      'Medium',
    ],
    [
      'Fortekor Plus under 2.5 kg',
      'dog',
      2,
      2.2,
      'Fortekor Plus|1.25 mg/2.5 mg|Twice daily',
      'Medium',
    ],
    ['Fortekor Plus in an adult', 'dog', 9, 12, 'Fortekor Plus|5 mg/10 mg|Twice daily', null],
    // Benazepril alone is not the combination: the Fortekor Plus row stays silent.
    [
      'Fortekor (benazepril alone) at 3 months',
      'dog',
      months(3),
      6,
      'Fortekor|5 mg|Once daily',
      null,
    ],
    ['Ypozane under 3 kg', 'dog', 8, 2.5, 'Ypozane|1.875 mg|Once daily', 'Medium'],
    ['Ypozane at 3 kg and over', 'dog', 8, 7, 'Ypozane|1.875 mg|Once daily', null],
    ['Felpreva at 8 weeks', 'cat', weeks(8), 1.2, 'Felpreva small', 'Medium'],
    ['Felpreva under 1 kg', 'cat', 1, 0.9, 'Felpreva small', 'Medium'],
    ['Felpreva at 12 weeks and 1.5 kg', 'cat', weeks(12), 1.5, 'Felpreva small', null],
    // Profender (emodepside and praziquantel, no tigolaner) keeps its own 8-week label.
    ['Profender at 9 weeks', 'cat', weeks(9), 1.2, 'Profender for Cats small', null],
    // Cortavance SPC: under 7 months only after a benefit-risk assessment (Low); Cortaderm is the
    // EMA generic of the same spray. Plain hydrocortisone cream has no such line and stays silent.
    ['Cortavance at 5 months', 'dog', months(5), 8, 'Cortavance|2 pumps|Once daily', 'Low'],
    ['Cortaderm at 5 months', 'dog', months(5), 8, 'Cortaderm|2 pumps|Once daily', 'Low'],
    ['Cortavance at 8 months', 'dog', months(8), 12, 'Cortavance|2 pumps|Once daily', null],
    [
      'Hydrocortisone 1% cream at 5 months',
      'dog',
      months(5),
      8,
      'Hydrocortisone 1% cream|thin layer|Twice daily',
      null,
    ],
  ])('%s', (_name, species, age, kg, med, risk) => {
    expect(ageRisk(species, age, kg, med)).toBe(risk);
  });
});

describe('fipronil in ferrets (Frontline Combo cat and ferret SPC)', () => {
  it.each<[string, number | null, string, RiskLevel | null]>([
    ['Frontline Combo on a 3-month ferret', 3 / 12, 'Frontline Combo for Cats', 'High'],
    ['Frontline Combo on an adult ferret', 2, 'Frontline Combo for Cats', null],
    ['a ferret of unknown age', null, 'Frontline Combo for Cats', null],
    // Selamectin is not a phenylpyrazole: the fipronil row stays silent.
    ['Revolution on a 3-month ferret', 3 / 12, 'Revolution for cats', null],
  ])('%s', (_name, age, med, risk) => {
    expect(ageRisk('ferret', age, 1, med)).toBe(risk);
  });

  it('says nothing about an adult ferret given one pipette', () => {
    const pet = { ...petOf({ species: 'ferret', kg: 1 }), ageYears: 2 };
    const r = checkMedications(pet, [medOf('Frontline Combo for Cats|1 pipette|Once monthly')]);
    expect(r.drugInteractions).toEqual([]);
  });
});
