import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { checkMedications } from './check-medications';
import { effectiveSpecies } from './pet-context';
import { medOf, petOf } from './test-support';

// Farm animals kept as pets ('Other' with the animal in the breed text) and the farm-store
// medicines whose labels name the species they kill (species-rules-livestock.ts); the route said
// in words; the horse's intravenous xylazine dose; altrenogest's label. Each danger has a safe
// sibling: the labelled species, route, weight or dose.

function judge(
  breed: string,
  kg: number,
  med: string,
  more: { species?: 'other' | 'horse'; conditions?: string[]; sex?: 'male' | 'female' } = {},
): Verdict {
  const pet = {
    ...petOf({ species: more.species ?? 'other', breed, kg, conditions: more.conditions }),
    sex: more.sex,
    neutered: more.sex === 'male' ? true : undefined,
  };
  return verdict(checkMedications(pet, [medOf(med)]));
}

describe('tilmicosin injection is for cattle and sheep only', () => {
  it.each<[string, number, string, Verdict]>([
    ['Boer goat', 45, 'Micotil 300 (tilmicosin 300 mg/mL)|1.5 mL under the skin|Once', 'dangerous'],
    ['Pot-bellied pig', 60, 'Micotil|2 mL into the muscle|Once', 'dangerous'],
    ['Alpaca', 60, 'Micotil 300|2 mL SC|Once', 'dangerous'],
    ['Angora goat', 30, 'Micotil|1 mL|Once', 'dangerous'],
    // Cattle and sheep at the labelled dose under the skin: no finding.
    ['Holstein calf', 200, 'Micotil|10 mL under the skin|Once', 'safe'],
    ['Suffolk ewe (sheep)', 60, 'Micotil 300|2 mL under the skin|Once', 'safe'],
    // Into a vein, fatal in cattle; a lamb under 15 kg.
    ['Holstein heifer (cattle)', 450, 'Micotil 300|15 mL into the jugular vein|Once', 'dangerous'],
    ['Suffolk lamb (sheep)', 12, 'Micotil 300|0.4 mL under the skin|Once', 'dangerous'],
    ['Suffolk lamb (sheep)', 20, 'Micotil 300|0.7 mL under the skin|Once', 'safe'],
    // The oral premix is labelled for pigs: only injections are refused.
    ['Pot-bellied pig', 60, 'Pulmotil|in the feed|Once daily', 'safe'],
  ])('%s, %s kg: %s → %s', (breed, kg, med, expected) => {
    expect(judge(breed, kg, med)).toBe(expected);
  });

  it('keeps the horse row', () => {
    expect(
      judge('Quarter Horse', 500, 'Micotil|10 mL under the skin|Once', { species: 'horse' }),
    ).toBe('dangerous');
  });
});

describe('xylazine: cattle take a tenth of the horse dose; a horse the lower dose into a vein', () => {
  it.each<[string, number, string, Verdict]>([
    ['Holstein cow (cattle)', 600, 'Xylazine 100 mg/mL|6.6 mL IV|Once', 'dangerous'],
    ['Jersey cow', 400, 'Xylazine 20 mg/mL|10 mL IM|Once', 'caution'],
    ['Jersey cow', 400, 'Xylazine 20 mg/mL|4 mL IM|Once', 'safe'],
    ['Jersey cow', 400, 'Xylazine 20 mg/mL|2 mL IV|Once', 'safe'],
  ])('%s, %s kg: %s → %s', (breed, kg, med, expected) => {
    expect(judge(breed, kg, med)).toBe(expected);
  });

  it.each<[string, Verdict]>([
    ['Xylazine 100 mg/mL|11 mL IV|Once', 'dangerous'],
    ['Xylazine 100 mg/mL|11 mL IM|Once', 'safe'],
    ['Xylazine 100 mg/mL|5.5 mL IV|Once', 'safe'],
  ])('a 500 kg horse, %s → %s', (med, expected) => {
    expect(judge('Quarter Horse', 500, med, { species: 'horse' })).toBe(expected);
  });
});

describe('altrenogest: mares only, never with a uterine infection', () => {
  const regumate = 'Regu-Mate (altrenogest 2.2 mg/mL)|12 mL|Once daily';
  it('a gelding (profile sex male) is a caution, a mare is not', () => {
    expect(judge('Warmblood', 600, regumate, { species: 'horse', sex: 'male' })).toBe('caution');
    expect(judge('Warmblood', 600, regumate, { species: 'horse', sex: 'female' })).toBe('safe');
    expect(
      judge('Warmblood gelding', 600, regumate, { species: 'horse', conditions: ['gelding'] }),
    ).toBe('caution');
  });
  it('endometritis is dangerous; a pregnancy kept with altrenogest is not', () => {
    const mare = { species: 'horse' as const, sex: 'female' as const };
    expect(
      judge('Arabian mare', 450, regumate, { ...mare, conditions: ['chronic endometritis'] }),
    ).toBe('dangerous');
    expect(
      judge('Arabian mare', 450, regumate, { ...mare, conditions: ['pregnant, 60 days'] }),
    ).toBe('safe');
  });
});

describe("an 'Other' pet's breed text", () => {
  it.each<[string, string]>([
    ['Angora goat', 'other'],
    ['Angora', 'rabbit'],
    ['Skinny pig', 'guinea-pig'],
    ['Pot-bellied pig', 'other'],
  ])('%s → %s', (breed, species) => {
    expect(effectiveSpecies({ species: 'other', breed })).toBe(species);
  });
});

// Selenium for horses: the NRC's upper safe intake is 20 mg a day for a 500 kg horse.
describe('selenium supplements for a horse', () => {
  it.each<[string, Verdict]>([
    ['Selenium powder (60 mg selenium per scoop)|1 scoop|Once daily', 'dangerous'],
    ['Selenium powder (1 mg selenium per scoop)|2 scoops|Once daily', 'safe'],
    ['Selenium|5 mg|Once daily', 'safe'],
  ])('%s → %s', (med, expected) => {
    expect(judge('Quarter Horse', 500, med, { species: 'horse' })).toBe(expected);
  });
});

// Lincosamides in ruminants (clindamycin SPCs): the swine-labelled injection in a pig stays silent.
describe('lincomycin and clindamycin in cattle, sheep and goats', () => {
  it.each<[string, number, string, Verdict]>([
    ['Boer goat', 45, 'Lincocin (lincomycin 100 mg/mL) injection|5 mL IM|Once daily', 'dangerous'],
    [
      'Holstein calf',
      80,
      'Lincocin (lincomycin 100 mg/mL) injection|8 mL IM|Once daily',
      'dangerous',
    ],
    ['Pot-bellied pig', 60, 'Lincocin (lincomycin 100 mg/mL) injection|6 mL IM|Once daily', 'safe'],
  ])('%s, %s kg: %s → %s', (breed, kg, med, expected) => {
    expect(judge(breed, kg, med)).toBe(expected);
  });
});

// Eprinomectin and MDR1 (WSU PRIME): mutant cats react at the label dose; a cattle pour-on is a
// mange-level dose for a mutant dog.
describe('eprinomectin in MDR1-mutant cats and dogs', () => {
  const pet = (species: 'cat' | 'dog', kg: number, genotype: string) => ({
    ...petOf({
      species,
      kg,
      breed: species === 'dog' ? 'Australian Shepherd' : 'Domestic Shorthair',
    }),
    conditions: [genotype],
  });
  it.each<['cat' | 'dog', number, string, string, Verdict]>([
    ['cat', 4.2, 'MDR1 mutant/mutant', 'Broadline|1 applicator|Once monthly', 'dangerous'],
    ['cat', 4.2, 'MDR1 mutant/normal', 'Broadline|1 applicator|Once monthly', 'dangerous'],
    ['cat', 4.2, 'MDR1 normal/normal', 'Broadline|1 applicator|Once monthly', 'safe'],
    [
      'dog',
      22,
      'MDR1 mutant/normal',
      'Eprinex Pour-On for cattle|5 mL on the back|Once',
      'dangerous',
    ],
    ['dog', 22, 'MDR1 normal/normal', 'Eprinex Pour-On for cattle|5 mL on the back|Once', 'safe'],
  ])('%s %s kg, %s: %s → %s', (species, kg, genotype, med, expected) => {
    expect(verdict(checkMedications(pet(species, kg, genotype), [medOf(med)]))).toBe(expected);
  });
});

// Horse labels read after round 5 (not blind): Ventipulmin near term and with oxytocin, Prascend
// in pregnancy and with domperidone, Dormosedan Gel with another sedative (the injection is not).
describe('horse labels: clenbuterol, pergolide and detomidine gel', () => {
  const mare = (conditions: string[]) => ({
    ...petOf({ species: 'horse', kg: 500, conditions }),
    sex: 'female' as const,
    neutered: false,
  });
  const horseCheck = (conditions: string[], meds: string[]): Verdict =>
    verdict(checkMedications(mare(conditions), meds.map(medOf)));
  it.each<[string[], string[], Verdict]>([
    [
      ['pregnant (5 months)'],
      ['Ventipulmin Syrup (clenbuterol 72.5 mcg/mL)|5.5 mL|Twice daily'],
      'caution',
    ],
    [
      ['pregnant, near term'],
      ['Ventipulmin Syrup (clenbuterol 72.5 mcg/mL)|5.5 mL|Twice daily'],
      'dangerous',
    ],
    [[], ['Oxytocin|20 IU IM|Once', 'Clenbuterol|0.4 mg IV|Once'], 'caution'],
    [['PPID', 'pregnant (6 months)'], ['Prascend (pergolide 1 mg)|1 tablet|Once daily'], 'caution'],
    [
      ['PPID'],
      ['Prascend 1 mg|1 tablet|Once daily', 'Equidone (domperidone)|500 mg|Once daily'],
      'caution',
    ],
    [
      [],
      [
        'Acepromazine 10 mg/mL|2 mL IM|Once',
        'Dormosedan Gel (detomidine)|2.7 mL under the tongue|Once',
      ],
      'caution',
    ],
    [[], ['Butorphanol|10 mg IV|Once', 'Dormosedan|1.5 mL IV|Once'], 'safe'],
  ])('%j: %j → %s', (conditions, meds, expected) => {
    expect(horseCheck(conditions, meds)).toBe(expected);
  });
});
