import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { buildContext, doseFacts } from './medication-context';
import { nameStrength } from './name-strength';
import { resolveName } from './resolve-name';
import { check } from './test-support';

// How owners write what they gave or what the pet got into: an ingredient the label says is
// absent, a product diluted before use, grams of a cream, and an accidental lick or mouthful.

const ids = (name: string): string[] => resolveName(name).drugs.map((d) => d.id);

describe('an ingredient the name says is absent', () => {
  it.each([
    ['Gabapentin 50 mg/mL (compounded, xylitol-free)', ['gabapentin']],
    ['Gabapentin liquid xylitol free', ['gabapentin']],
    ['Gabapentin solution, free of xylitol', ['gabapentin']],
    ['Gabapentin solution without xylitol', ['gabapentin']],
    ['Peanut butter, no xylitol', []],
  ])('%s → %j', (name, expected) => {
    expect(ids(name)).toEqual(expected);
  });

  it('still finds an ingredient the name says is there', () => {
    expect(ids('Gabapentin 250mg/5ml oral solution (contains xylitol)')).toEqual([
      'gabapentin',
      'xylitol',
    ]);
  });

  it('does not warn a guinea pig owner about xylitol in a xylitol-free liquid', () => {
    const r = check({ species: 'guinea-pig', kg: 1 }, [
      'Gabapentin 50 mg/mL (compounded, xylitol-free)|0.2 mL|Twice daily',
    ]);
    expect(r.drugInteractions.filter((i) => /xylitol/i.test(i.description))).toEqual([]);
  });
});

describe('a product diluted before use', () => {
  it.each([
    ['Metacam 1.5 mg/mL diluted 1:10 with water (0.15 mg/mL)', 0.15],
    ['Metacam 1.5 mg/mL diluted 1:10', 0.15],
    ['Metacam 1.5 mg/mL diluted 1 in 5 with water', 0.3],
    ['Metacam 1.5 mg/mL', 1.5],
  ])('%s → %s mg/mL', (name, perMl) => {
    expect(nameStrength(name).perMlMg).toBeCloseTo(perMl, 6);
  });

  it('assumes no strength when the dilution is not given', () => {
    expect(nameStrength('Metacam 1.5 mg/mL diluted with water')).toMatchObject({
      perMlMg: null,
      unknownDilution: true,
    });
    const r = check({ species: 'small-rodent', kg: 0.03 }, [
      'Metacam 1.5 mg/mL diluted with water|0.4 mL|Once daily',
    ]);
    expect(r.drugInteractions.filter((i) => i.kind === 'dose')).toEqual([]);
  });

  it('divides the usual strength when only the ratio is written, and still flags an overdose', () => {
    const mouse = { species: 'small-rodent' as const, kg: 0.03 };
    const right = check(mouse, ['Metacam diluted 1:10 with water|0.4 mL|Once daily']);
    expect(right.drugInteractions.filter((i) => i.kind === 'dose')).toEqual([]);
    const tenfold = check(mouse, ['Metacam diluted 1:10 with water|4 mL|Once daily']);
    const dose = tenfold.drugInteractions.find((i) => i.kind === 'dose');
    expect(dose?.description).toContain('0.15 mg/mL');
  });

  it('no longer reads the record strength for a diluted product (Metacam in a mouse)', () => {
    const r = check({ species: 'small-rodent', kg: 0.03 }, [
      'Metacam 1.5 mg/mL diluted 1:10 with water (0.15 mg/mL)|0.4 mL|Once daily for 3 days',
    ]);
    expect(r.drugInteractions.filter((i) => i.kind === 'dose')).toEqual([]);
    expect(r.unrecognized).toEqual([]);
  });
});

describe('grams of a cream or gel with a percentage strength', () => {
  const perDose = (name: string, dosage: string, kg: number): number | null => {
    const med = buildContext({ name, dosage, frequency: 'Once' }, 0, 'dog', kg);
    return doseFacts(med, med.components[0]!.drug.id, kg).perDoseMgKg;
  };
  it('reads 1 g of a 1% gel as 10 mg of the drug', () => {
    expect(perDose('Voltaren gel (diclofenac 1%)', 'licked about 1 g', 10)).toBeCloseTo(1, 6);
  });
  it('reads a 28 g tube of 1% cream as 280 mg', () => {
    expect(perDose('Hydrocortisone cream 1%', 'a 28 g tube', 10)).toBeCloseTo(28, 6);
  });
  it('leaves grams of a drug with no percentage as the drug', () => {
    expect(perDose('Metronidazole', '1 g', 10)).toBeCloseTo(100, 6);
  });
});

describe('an accidental one-off exposure below the published toxic dose', () => {
  const red = (kg: number, med: string) => {
    const r = check({ species: 'dog', kg }, [med]);
    return {
      toxic: r.toxicMedications.length > 0,
      caution: r.drugInteractions.find((i) => i.kind === 'species-toxicity'),
    };
  };
  it('is a caution with the published dose, when the pet got into it', () => {
    const below = red(30, 'Advil 200 mg|ate 2 tablets|Once'); // 13 mg/kg, under 25 mg/kg
    expect(below.toxic).toBe(false);
    expect(below.caution?.riskLevel).toBe('Medium');
    expect(below.caution?.description).toContain('25 mg/kg');
  });
  it('stays on the toxic list at or above the published dose', () => {
    expect(red(10, 'Advil 200 mg|ate 2 tablets|Once').toxic).toBe(true); // 40 mg/kg
  });
  it('stays on the toxic list when it was given on purpose', () => {
    expect(red(30, 'Advil 200 mg|2 tablets|Once').toxic).toBe(true);
    expect(red(30, 'Advil 200 mg|ate 2 tablets|Twice daily').toxic).toBe(true);
  });
  it('stays on the toxic list where pets were harmed below the published dose (5-FU)', () => {
    // VPIS: dogs died after about 2.5 mg/kg of 5-fluorouracil, under the 8.6 mg/kg published.
    expect(red(20, 'Efudex 5% Cream|licked about 1 mL|Once').toxic).toBe(true);
  });
  it('stays on the toxic list when the amount is unknown', () => {
    expect(red(30, 'Advil|ate some|Once').toxic).toBe(true);
  });
});

describe('brands read from their labels', () => {
  it.each([
    // Vomend 5 mg/ml (Dechra) is metoclopramide, not maropitant (NOAH Compendium SPC).
    ['Vomend 5 mg/ml injection', ['metoclopramide']],
    ['Metomotyl 2.5 mg/ml', ['metoclopramide']],
    ['Prevomax', ['maropitant']],
    // Fortekor Plus holds pimobendan as well as benazepril (EMA EPAR); plain Fortekor only benazepril.
    ['Fortekor Plus 5 mg/10 mg', ['pimobendan', 'benazepril']],
    ['Fortekor 5', ['benazepril']],
  ])('%s → %j', (name, expected) => {
    expect(ids(name)).toEqual(expected);
  });
});

// An ointment or cream put in the ear or the eye is read as an ear or eye product.
describe('an ointment where the dose says ear or eye', () => {
  it.each<[string, string, Verdict]>([
    [
      'otitis media with ruptured eardrum',
      'Otomax ointment (gentamicin/betamethasone/clotrimazole)|4 drops in the affected ear|Twice daily',
      'dangerous',
    ],
    ['corneal ulcer', 'Neo-Poly-Dex ointment|in the eye|Twice daily', 'dangerous'],
    ['corneal ulcer', 'Terramycin ointment|a strip in the eye|Twice daily', 'safe'],
  ])('%s: %s → %s', (condition, med, expected) => {
    expect(verdict(check({ species: 'dog', conditions: [condition] }, [med]))).toBe(expected);
  });
});

// '2.5 tablets (5 mg)': the amount in brackets after a count is the total the owner worked out.
describe('a total written in brackets after the count', () => {
  it.each<[string, Verdict]>([
    ['Leukeran 2 mg|2.5 tablets (5 mg)|Once every 2 weeks', 'safe'],
    ['Leukeran 2 mg|2.5 tablets|Once every 2 weeks', 'safe'],
    ['Leukeran|2 tablets 5 mg|Once every 2 weeks', 'caution'],
  ])('%s → %s', (med, expected) => {
    expect(verdict(check({ species: 'cat', kg: 4 }, [med]))).toBe(expected);
  });
});
