import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { medOf, petOf, type PetSpec } from '../engine/test-support';

// Rows read in the third products pass of issue 22: each fires where its label (or reference)
// says, and stays silent on the safe near-miss beside it (another breed, the labelled age).

function finding(
  spec: PetSpec & { ageYears?: number },
  med: string,
  kind: 'age' | 'species-toxicity',
): RiskLevel | null {
  const pet = { ...petOf(spec), ageYears: spec.ageYears ?? 6 };
  const r = checkMedications(pet, [medOf(med)]);
  if (kind === 'species-toxicity' && r.toxicMedications.length > 0)
    return r.toxicMedications[0]!.severity;
  return r.drugInteractions.find((i) => i.kind === kind)?.riskLevel ?? null;
}

const weeks = (w: number): number => w / 52;

describe('veterinary cancer drug label rows', () => {
  it.each<[string, PetSpec, string, RiskLevel | null]>([
    [
      'Tanovea in a Westie',
      { species: 'dog', kg: 9, breed: 'West Highland White Terrier' },
      'Tanovea-CA1|9 mg|Every 3 weeks',
      'High',
    ],
    [
      'Tanovea in a Westie cross',
      { species: 'dog', kg: 9, breed: 'Westie mix' },
      'Tanovea|9 mg|Every 3 weeks',
      'High',
    ],
    [
      'Tanovea in a Labrador',
      { species: 'dog', kg: 30, breed: 'Labrador Retriever' },
      'Tanovea-CA1|30 mg|Every 3 weeks',
      null,
    ],
    [
      'Tanovea in a Scottish Terrier',
      { species: 'dog', kg: 9, breed: 'Scottish Terrier' },
      'Tanovea-CA1|9 mg|Every 3 weeks',
      null,
    ],
  ])('%s', (_name, spec, med, risk) => {
    expect(finding(spec, med, 'species-toxicity')).toBe(risk);
  });

  it.each<[string, number, string, RiskLevel | null]>([
    ['Stelfonta in a 2-year-old dog', 2, 'Stelfonta|2 mL|Once', 'Medium'],
    ['Stelfonta in a 3-year-old dog', 3, 'Stelfonta|2 mL|Once', 'Medium'],
    ['Stelfonta in a 4-year-old dog', 4, 'Stelfonta|2 mL|Once', null],
    ['Stelfonta in a 9-year-old dog', 9, 'Stelfonta|2 mL|Once', null],
  ])('%s', (_name, ageYears, med, risk) => {
    expect(finding({ species: 'dog', kg: 25, ageYears }, med, 'age')).toBe(risk);
  });
});

describe('brands these labels name', () => {
  // HyperCard is diltiazem 10 mg tablets for cats (spc-hypercard): typed by brand it reaches the
  // label's rows, such as its 12-month minimum age.
  it.each<[string, number, RiskLevel | null]>([
    ['HyperCard in a 9-month cat', 0.75, 'High'],
    ['HyperCard in a 2-year-old cat', 2, null],
  ])('%s', (_name, ageYears, risk) => {
    expect(
      finding({ species: 'cat', kg: 4, ageYears }, 'HyperCard|10 mg|Three times daily', 'age'),
    ).toBe(risk);
  });
});

describe('generic fipronil spot-on brands (dog formulations)', () => {
  it.each<[string, PetSpec, string, RiskLevel | null]>([
    // Fipratix holds permethrin: on a cat the permethrin rows fire; on a dog nothing does.
    ['Fipratix on a cat', { species: 'cat', kg: 4 }, 'Fipratix|1 pipette|Monthly', 'Critical'],
    ['Fipratix on a 3 kg dog', { species: 'dog', kg: 3 }, 'Fipratix|1 pipette|Monthly', null],
    [
      'Fipratix on a rabbit',
      { species: 'rabbit', kg: 2 },
      'Fipratix|1 pipette|Monthly',
      'Critical',
    ],
    // Dog pipettes on a cat overdose it (Medium); the bare brand is sold for cats too: silent.
    [
      'Fiprotec for dogs on a cat',
      { species: 'cat', kg: 4 },
      'Fiprotec for dogs|1 pipette|Monthly',
      'Medium',
    ],
    [
      'Fiprotec (bare brand) on a cat',
      { species: 'cat', kg: 4 },
      'Fiprotec|1 pipette|Monthly',
      null,
    ],
    [
      'Fiprotec for dogs on a dog',
      { species: 'dog', kg: 8 },
      'Fiprotec for dogs|1 pipette|Monthly',
      null,
    ],
    [
      'Fiprotec for dogs on a rabbit',
      { species: 'rabbit', kg: 2 },
      'Fiprotec for dogs|1 pipette|Monthly',
      'Critical',
    ],
    [
      'Fypryst Combo for Dogs on a cat',
      { species: 'cat', kg: 4 },
      'Fypryst Combo for Dogs|1 pipette|Monthly',
      'Medium',
    ],
    [
      'Fypryst Combo (bare brand) on a cat',
      { species: 'cat', kg: 4 },
      'Fypryst Combo|1 pipette|Monthly',
      null,
    ],
    [
      'Fiprospot for dogs on a cat',
      { species: 'cat', kg: 4 },
      'Fiprospot for dogs|1 pipette|Monthly',
      'Medium',
    ],
  ])('%s', (_name, spec, med, risk) => {
    expect(finding(spec, med, 'species-toxicity')).toBe(risk);
  });

  it.each<[string, number, number, string, RiskLevel | null]>([
    [
      'Fiprotec for dogs on a 5-week puppy',
      weeks(5),
      2.5,
      'Fiprotec for dogs|1 pipette|Once',
      'High',
    ],
    [
      'Fiprotec for dogs on a 12-week puppy',
      weeks(12),
      4,
      'Fiprotec for dogs|1 pipette|Once',
      null,
    ],
    [
      'Fiprospot for dogs on a 6-week puppy',
      weeks(6),
      2.5,
      'Fiprospot for dogs|1 pipette|Once',
      'High',
    ],
    [
      'Fiprospot for dogs on a 12-week puppy',
      weeks(12),
      4,
      'Fiprospot for dogs|1 pipette|Once',
      null,
    ],
    [
      'Fypryst Combo for Dogs on a 6-week puppy',
      weeks(6),
      2.5,
      'Fypryst Combo for Dogs|1 pipette|Once',
      'High',
    ],
    [
      'Fypryst Combo for Dogs on a 4-month puppy',
      weeks(17),
      6,
      'Fypryst Combo for Dogs|1 pipette|Once',
      null,
    ],
  ])('%s', (_name, ageYears, kg, med, risk) => {
    expect(finding({ species: 'dog', kg, ageYears }, med, 'age')).toBe(risk);
  });
});

describe('Effipro Duo (fipronil with pyriproxyfen) for cats', () => {
  it.each<[string, PetSpec, string, RiskLevel | null]>([
    ['on a cat', { species: 'cat', kg: 4 }, 'Effipro Duo for Cats|1 pipette|Monthly', null],
    [
      'on a rabbit',
      { species: 'rabbit', kg: 2 },
      'Effipro Duo for Cats|1 pipette|Monthly',
      'Critical',
    ],
  ])('%s', (_name, spec, med, risk) => {
    expect(finding(spec, med, 'species-toxicity')).toBe(risk);
  });
});
