import type { Mdr1Status, RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { breedFrequency, mdr1Profile } from './mdr1-profile';
import { check } from './test-support';

function mdr1Risk(
  breed: string,
  med: string,
  opts: { kg?: number; mdr1?: Mdr1Status; species?: Species } = {},
): RiskLevel | null {
  const r = check(
    { species: opts.species ?? 'dog', breed, kg: opts.kg ?? 20, mdr1: opts.mdr1 ?? 'untested' },
    ['Famotidine|10 mg|Twice daily', med],
  );
  const found = r.drugInteractions.filter((i) => i.kind === 'mdr1');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.riskLevel ?? null;
}

describe('MDR1 breed risk', () => {
  it.each([
    ['Rough Collie', 70],
    ['Smooth Collie', 70],
    ['collie', 70],
    ['Border Collie', 2],
    ['Bearded Collie', 0],
    ['Australian Shepherd', 50],
    ['Miniature Australian Shepherd', 50],
    ['Mini Aussie', 50],
    ['Shetland Sheepdog', 15],
    ['Sheltie', 15],
    ['Long-haired Whippet', 65],
    ['Whippet (long haired)', 65],
    ['Whippet', null],
    ['Silken Windhound', 30],
    ['McNab', 30],
    ['English Shepherd', 15],
    ['German Shepherd Dog', 10],
    ['Old English Sheepdog', 5],
    ['White Swiss Shepherd', 14],
    // Merged names and misspellings owners type
    ['Mini American Shepherd', 50],
    ['Australian Shepard', 50],
    ['Austrailian Shepard mix', 50],
    ['German Shepard', 10],
    ['Border colie', 2],
    ['Colie', 70],
    ['Shelty', 15],
    ['Koolie', null],
    ['Golden Retriever', null],
    ['Border Collie x Australian Shepherd mix', 50],
    ['Herding mix', 10],
    ['Labrador Retriever', null],
    ['Mixed breed', null],
  ])('%s → %s%%', (breed, frequency) => {
    expect(breedFrequency(breed)).toBe(frequency);
  });

  it.each<[Species, string, Mdr1Status, string | null, string]>([
    ['dog', 'Rough Collie', 'untested', 'breed-high', 'MDR1: Rough Collie, untested'],
    ['dog', 'Sheltie', 'untested', 'breed-moderate', 'MDR1: Sheltie, untested'],
    ['dog', 'Border Collie', 'untested', 'breed-low', 'MDR1: Border Collie, untested'],
    ['dog', 'Labrador Retriever', 'untested', null, 'MDR1: Labrador Retriever, untested'],
    [
      'dog',
      'Labrador Retriever',
      'mutant/mutant',
      'homozygous',
      'MDR1: Labrador Retriever, mutant/mutant',
    ],
    ['dog', 'Collie', 'mutant/normal', 'carrier', 'MDR1: Collie, mutant/normal (carrier)'],
    ['dog', 'Collie', 'normal/normal', null, 'MDR1: Collie, normal/normal'],
    ['cat', 'Domestic Shorthair', 'untested', 'cat-untested', 'MDR1: Domestic Shorthair, untested'],
    ['rabbit', 'Lop', 'untested', null, 'MDR1: Lop, untested'],
  ])('%s %s %s → tier %s', (species, breed, mdr1, tier, label) => {
    expect(mdr1Profile({ species, breed, mdr1 })).toEqual({ tier, label });
  });
});

describe('MDR1 problem drugs and doses', () => {
  it.each<
    [string, string, { kg?: number; mdr1?: Mdr1Status; species?: Species }, RiskLevel | null]
  >([
    // Ivermectin: preventive (6 mcg/kg) vs intermediate vs mange doses (boundaries at 0.05 and 0.1 mg/kg)
    ['Collie', 'Ivermectin|0.12 mg|Monthly', {}, null],
    ['Collie', 'Ivermectin|0.98 mg|Once daily', {}, null],
    ['Collie', 'Ivermectin|1 mg|Once daily', {}, 'Medium'],
    ['Collie', 'Ivermectin|1.98 mg|Once daily', {}, 'Medium'],
    ['Collie', 'Ivermectin|2 mg|Once daily', {}, 'High'],
    ['Collie', 'Ivermectin|0.3 mg/kg|Once daily', {}, 'High'],
    ['Collie', 'Ivermectin|0.3 mg/kg|Once daily', { mdr1: 'mutant/mutant' }, 'Critical'],
    ['Collie', 'Ivermectin|0.3 mg/kg|Once daily', { mdr1: 'mutant/normal' }, 'High'],
    ['Collie', 'Ivermectin|0.3 mg/kg|Once daily', { mdr1: 'normal/normal' }, null],
    ['Labrador Retriever', 'Ivermectin|0.3 mg/kg|Once daily', {}, null],
    [
      'Labrador Retriever',
      'Ivermectin|0.3 mg/kg|Once daily',
      { mdr1: 'mutant/mutant' },
      'Critical',
    ],
    ['Collie', 'Ivermectin||Once daily', {}, 'Medium'],
    ['Collie', 'Ivermectin||Monthly', {}, null],
    ['Border Collie', 'Ivermectin||Once daily', {}, 'Low'],
    ['Collie', 'Heartgard Plus||', {}, null],
    ['Collie', 'Ivermectin/pyrantel||', {}, null],
    ['Collie', 'Heartgard|272 mcg|Monthly', { kg: 27 }, null],
    // Moxidectin
    ['Australian Shepherd', 'Simparica Trio|1 chewable (48 mg sarolaner)|Monthly', {}, null],
    ['Australian Shepherd', 'Advantage Multi|1 tube|Monthly', {}, null],
    ['Australian Shepherd', 'ProHeart 6|0.17 mg/kg SC|Every 6 months', {}, null],
    ['Australian Shepherd', 'Moxidectin (oral)|8 mg (0.4 mg/kg)|Once daily', {}, 'High'],
    // The Quest Gel record gives 20 mg/mL: 1 mL is 1 mg/kg for a 20 kg dog, far above a safe MDR1 dose.
    ['Australian Shepherd', 'Quest gel|1 mL|Once', {}, 'High'],
    // Milbemycin: monthly preventive vs daily demodicosis dose
    ['Collie', 'Interceptor|10 mg (0.5 mg/kg)|Monthly', {}, null],
    ['Collie', 'Milbemycin oxime|20 mg (1 mg/kg)|Once daily', {}, 'Medium'],
    ['Collie', 'Milbemycin oxime|20 mg (1 mg/kg)|Once daily', { mdr1: 'mutant/mutant' }, 'High'],
    ['Border Collie', 'Milbemycin oxime|20 mg (1 mg/kg)|Once daily', {}, 'Low'],
    // Selamectin and other problem drugs
    ['Collie', 'Revolution|1 tube|Monthly', {}, null],
    ['Silken Windhound', 'Loperamide|2 mg|Every 8 hours', {}, 'High'],
    ['Old English Sheepdog', 'Imodium|2 mg|Every 8 hours', {}, 'High'],
    ['Labrador Retriever', 'Loperamide|2 mg|Every 8 hours', {}, null],
    ['Shetland Sheepdog', 'Acepromazine|10 mg|Once', {}, 'Low'],
    ['Shetland Sheepdog', 'Acepromazine|10 mg|Once', { mdr1: 'mutant/mutant' }, 'Medium'],
    ['German Shepherd', 'Butorphanol|10 mg|Every 8 hours', {}, 'Low'],
    ['McNab', 'Vincristine|0.5 mg|Weekly', {}, 'High'],
    ['Australian Shepherd', 'Doxorubicin|30 mg|Every 3 weeks', {}, 'High'],
    ['Australian Shepherd', 'Profender|1 tablet|Once', {}, 'High'],
    ['Collie', 'Gabapentin|300 mg|Twice daily', {}, null],
    // Cats: only genotype-driven, or Low for an untested cat on a high dose
    ['Domestic Shorthair', 'Ivermectin|1.35 mg|Once daily', { species: 'cat', kg: 4.5 }, 'Low'],
    [
      'Domestic Shorthair',
      'Ivermectin|1.35 mg|Once daily',
      { species: 'cat', kg: 4.5, mdr1: 'mutant/mutant' },
      'Critical',
    ],
    ['Domestic Shorthair', 'Loperamide|0.5 mg|Twice daily', { species: 'cat', kg: 4.5 }, null],
    ['Domestic Shorthair', 'Profender|1 tube|Once', { species: 'cat', kg: 4.5 }, null],
  ])('%s + %s %j → %s', (breed, med, opts, risk) => {
    expect(mdr1Risk(breed, med, opts)).toBe(risk);
  });

  it('names the breed and test status as the other party', () => {
    const r = check({ species: 'dog', breed: 'Rough Collie', kg: 27 }, [
      'Loperamide|2 mg|Twice daily',
    ]);
    expect(r.drugInteractions[0]).toMatchObject({
      medication1: 'Loperamide',
      medication2: 'MDR1: Rough Collie, untested',
      kind: 'mdr1',
      source: { publisher: 'WSU VCPL', title: 'Problem drugs for MDR1 dogs' },
    });
  });
});
