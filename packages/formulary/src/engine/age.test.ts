import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from './check-medications';
import { ageLabel, isGiantBreed } from './age';
import { medOf, petOf } from './test-support';

function ageFinding(
  species: Species,
  ageYears: number | null,
  kg: number,
  med: string,
  breed?: string,
): RiskLevel | null {
  const pet = { ...petOf({ species, kg, breed }), ageYears };
  const r = checkMedications(pet, [medOf(med)]);
  return r.drugInteractions.find((i) => i.kind === 'age')?.riskLevel ?? null;
}

const months = (m: number): number => m / 12;
const weeks = (w: number): number => w / 52;

describe('label minimum ages and weights', () => {
  it.each<[string, Species, number | null, number, string, string | undefined, RiskLevel | null]>([
    [
      'Apoquel under 12 months',
      'dog',
      months(6),
      12,
      'Apoquel|5.4 mg|Twice daily',
      undefined,
      'High',
    ],
    ['Apoquel in an adult', 'dog', 3, 30, 'Apoquel|16 mg|Twice daily', undefined, null],
    ['Apoquel at 13 months', 'dog', months(13), 20, 'Apoquel|16 mg|Once daily', undefined, null],
    [
      'Baytril in a growing pup',
      'dog',
      months(5),
      15,
      'Baytril|68 mg|Once daily',
      undefined,
      'High',
    ],
    [
      'Baytril, giant breed at 15 months',
      'dog',
      months(15),
      50,
      'Baytril|136 mg|Once daily',
      'Great Dane',
      'High',
    ],
    [
      'Baytril, beagle at 15 months',
      'dog',
      months(15),
      11,
      'Baytril|68 mg|Once daily',
      'Beagle',
      null,
    ],
    [
      'Baytril Otic in a pup (ear, not systemic)',
      'dog',
      months(4),
      10,
      'Baytril Otic|5 drops in ear|Twice daily',
      undefined,
      null,
    ],
    [
      'marbofloxacin in a 9-month Bernese',
      'dog',
      months(9),
      35,
      'Marbofloxacin|100 mg|Once daily',
      'Bernese Mountain Dog',
      'High',
    ],
    [
      'enrofloxacin in a 6-week kitten',
      'cat',
      weeks(6),
      0.6,
      'Baytril|3 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'ProHeart 12 at 8 months',
      'dog',
      months(8),
      25,
      'ProHeart 12|injection|Yearly',
      undefined,
      'High',
    ],
    ['ProHeart 12 in an adult', 'dog', 2, 25, 'ProHeart 12|injection|Yearly', undefined, null],
    [
      'ProHeart 6 at 4 months',
      'dog',
      months(4),
      8,
      'ProHeart 6|injection|Every 6 months',
      undefined,
      'High',
    ],
    [
      'ProHeart 6 at 7 months',
      'dog',
      months(7),
      15,
      'ProHeart 6|injection|Every 6 months',
      undefined,
      null,
    ],
    ['Simparica at 3 months', 'dog', months(3), 5, 'Simparica|1 chew|Monthly', undefined, 'High'],
    [
      'Simparica Trio at 10 weeks',
      'dog',
      weeks(10),
      3,
      'Simparica Trio|1 chew|Monthly',
      undefined,
      null,
    ],
    ['NexGard at 6 weeks', 'dog', weeks(6), 1.5, 'NexGard|1 chew|Monthly', undefined, 'Medium'],
    ['NexGard below 4 lb', 'dog', months(5), 1.4, 'NexGard|1 chew|Monthly', undefined, 'Medium'],
    [
      'Bravecto 12-week chew at 4 months',
      'dog',
      months(4),
      8,
      'Bravecto|1 chew|Every 12 weeks',
      undefined,
      'Medium',
    ],
    [
      'Bravecto 1-Month at 10 weeks',
      'dog',
      weeks(10),
      3,
      'Bravecto 1-Month|1 chew|Monthly',
      undefined,
      null,
    ],
    [
      'Revolution on a 5-week kitten',
      'cat',
      weeks(5),
      0.5,
      'Revolution|1 tube|Monthly',
      undefined,
      'Medium',
    ],
    [
      'Capstar on a 3-week kitten',
      'cat',
      weeks(3),
      0.5,
      'Capstar|1 tablet|Once',
      undefined,
      'Medium',
    ],
    ['no age recorded', 'dog', null, 25, 'Baytril|136 mg|Once daily', undefined, null],
    // Combination parasiticides, NSAIDs and JAK inhibitors with a labelled starting age
    [
      'Revolution Plus at 6 weeks',
      'cat',
      weeks(6),
      1,
      'Revolution Plus|1 tube|Monthly',
      undefined,
      'Medium',
    ],
    [
      'Revolution Plus at 10 weeks',
      'cat',
      weeks(10),
      1.4,
      'Revolution Plus|1 tube|Monthly',
      undefined,
      null,
    ],
    ['Trifexis at 7 weeks', 'dog', weeks(7), 2, 'Trifexis|1 tablet|Monthly', undefined, 'Medium'],
    [
      'Quest gel on a 3-month foal',
      'horse',
      months(3),
      100,
      'Quest gel|1 syringe|Once',
      undefined,
      'High',
    ],
    ['Quest gel on an adult horse', 'horse', 5, 500, 'Quest gel|1 syringe|Once', undefined, null],
    [
      'Trifexis at 10 weeks, 4 kg',
      'dog',
      weeks(10),
      4,
      'Trifexis|1 tablet|Monthly',
      undefined,
      null,
    ],
    [
      'Heartgard Plus at 5 weeks',
      'dog',
      weeks(5),
      4,
      'Heartgard Plus|1 chew|Monthly',
      undefined,
      'Medium',
    ],
    [
      'Heartgard Plus at 9 weeks',
      'dog',
      weeks(9),
      8,
      'Heartgard Plus|1 chew|Monthly',
      undefined,
      null,
    ],
    [
      'NexGard Plus at 6 weeks',
      'dog',
      weeks(6),
      3,
      'NexGard Plus|1 chew|Monthly',
      undefined,
      'Medium',
    ],
    [
      'Advantage Multi on an 8-week kitten',
      'cat',
      weeks(8),
      0.8,
      'Advantage Multi for cats|1 tube|Monthly',
      undefined,
      'Medium',
    ],
    [
      'Seresto on a 6-week puppy',
      'dog',
      weeks(6),
      3,
      'Seresto|1 collar|Every 8 months',
      undefined,
      'High', // the Seresto label: not for puppies under 7 weeks
    ],
    [
      'Bravecto on a 4-month kitten',
      'cat',
      months(4),
      1.5,
      'Bravecto for cats|1 tube|Every 12 weeks',
      undefined,
      'Medium',
    ],
    [
      'Galliprant at 7 months',
      'dog',
      months(7),
      15,
      'Galliprant|20 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Galliprant in an adult', 'dog', 2, 25, 'Galliprant|60 mg|Once daily', undefined, null],
    [
      'Metacam in a 5-month puppy',
      'dog',
      months(5),
      10,
      'Metacam|1 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'Metacam in a 5-month kitten (other label)',
      'cat',
      months(5),
      2.5,
      'Metacam|0.1 mg|Once daily',
      undefined,
      null,
    ],
    [
      'Onsior on a 3-month kitten',
      'cat',
      months(3),
      1.5,
      'Onsior|6 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Onsior on an adult cat', 'cat', 3, 4, 'Onsior|6 mg|Once daily', undefined, null],
    [
      'Zenrelia at 9 months',
      'dog',
      months(9),
      20,
      'Zenrelia|15 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'Reconcile in a 4-month pup',
      'dog',
      months(4),
      8,
      'Reconcile|8 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'Reconcile in a 3 kg adult dog',
      'dog',
      3,
      3,
      'Fluoxetine|4 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Reconcile in an adult dog', 'dog', 4, 20, 'Reconcile|32 mg|Once daily', undefined, null],
    [
      'Convenia in a 6-week kitten',
      'cat',
      weeks(6),
      0.8,
      'Convenia|6 mg|Once',
      undefined,
      'Medium',
    ],
    ['Convenia in a 10-week pup', 'dog', weeks(10), 4, 'Convenia|32 mg|Once', undefined, null],
    [
      'Atopica in a 4-month pup',
      'dog',
      months(4),
      10,
      'Atopica|50 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Atopica in an adult cat', 'cat', 5, 4, 'Atopica|28 mg|Once daily', undefined, null],
    [
      'Trocoxil in a 4 kg adult dog',
      'dog',
      3,
      4,
      'Trocoxil|6 mg|Once monthly',
      undefined,
      'Medium',
    ],
    [
      'Cimalgex in an 8-week pup',
      'dog',
      weeks(8),
      5,
      'Cimalgex|8 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'Previcox in a 2.5 kg adult dog',
      'dog',
      2,
      2.5,
      'Firocoxib|12 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Previcox in an adult dog', 'dog', 6, 25, 'Previcox|227 mg|Once daily', undefined, null],
    ['Bonqat in a 3-month kitten', 'cat', months(3), 1.8, 'Bonqat|10 mg|Once', undefined, 'Medium'],
    [
      'Deramaxx in a 3-month pup',
      'dog',
      months(3),
      8,
      'Deramaxx|12 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Cerenia in a 6-week pup', 'dog', weeks(6), 3, 'Cerenia|6 mg|Once daily', undefined, 'Medium'],
    ['Cerenia in a 12-week pup', 'dog', weeks(12), 6, 'Cerenia|12 mg|Once daily', undefined, null],
    // Label ledger (decision 042): the carprofen and cat meloxicam labels' own minimum ages.
    ['Rimadyl in a 4-week pup', 'dog', weeks(4), 2, 'Rimadyl|4 mg|Once daily', undefined, 'Medium'],
    ['Rimadyl in an 8-week pup', 'dog', weeks(8), 4, 'Rimadyl|8 mg|Once daily', undefined, null],
    [
      'Metacam in a 4-week kitten',
      'cat',
      weeks(4),
      0.6,
      'Metacam|0.03 mg|Once daily',
      undefined,
      'Medium',
    ],
    [
      'Metacam in an 8-week kitten',
      'cat',
      weeks(8),
      1,
      'Metacam|0.05 mg|Once daily',
      undefined,
      null,
    ],
    [
      'Semintra in a 4-month kitten',
      'cat',
      months(4),
      2,
      'Semintra|2 mg|Once daily',
      undefined,
      'Medium',
    ],
    ['Semintra in a 7-month cat', 'cat', months(7), 3, 'Semintra|3 mg|Once daily', undefined, null],
  ])('%s', (_label, species, age, kg, med, breed, expected) => {
    expect(ageFinding(species, age, kg, med, breed)).toBe(expected);
  });

  it('names the age and the label minimum', () => {
    const pet = { ...petOf({ species: 'dog', kg: 12 }), ageYears: months(6) };
    const finding = checkMedications(pet, [medOf('Apoquel|5.4 mg|Twice daily')])
      .drugInteractions[0];
    expect(finding?.medication2).toBe('age 6 months (puppy)');
    expect(finding?.description).toContain('the label minimum is 12 months');
  });
});

describe('age helpers', () => {
  it('words ages as an owner would', () => {
    expect(ageLabel(weeks(6) * 12)).toBe('6 weeks');
    expect(ageLabel(5)).toBe('5 months');
    expect(ageLabel(36)).toBe('3 years');
  });
  it('recognises giant breeds and their crosses', () => {
    expect(isGiantBreed('Great Dane x Lab', null)).toBe(true);
    expect(isGiantBreed('Bernedoodle', null)).toBe(true);
    expect(isGiantBreed('Beagle', 12)).toBe(false);
    expect(isGiantBreed('Mixed breed', 50)).toBe(true);
  });
});
