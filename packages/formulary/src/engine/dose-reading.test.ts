import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS } from '../knowledge/all-entries';
import { STANDARD_STRENGTHS } from '../knowledge/strengths';
import { DOSE_RANGES } from '../knowledge/dose-ranges';
import { readQuantity } from './dose-quantity';
import { readDose } from './dose-reading';
import { DRUGS } from './drug-index';
import { nameStrength } from './name-strength';
import { check } from './test-support';

describe('reading what the owner gives', () => {
  it.each([
    ['1 tablet', 'count', 1],
    ['half a tab', 'count', 0.5],
    ['1/2 tab', 'count', 0.5],
    ['½ tablet', 'count', 0.5],
    ['1 1/2 tablets', 'count', 1.5],
    ['one and a half tablets', 'count', 1.5],
    ['a quarter of a tablet', 'count', 0.25],
    ['Two chews', 'count', 2],
    ['10 mL', 'volume', 10],
    ['0,5 ml', 'volume', 0.5],
    ['1 tsp', 'volume', 5],
    ['3 drops', 'drops', 3],
    ['1 pump', 'pumps', 1],
    ['4 units', 'units', 4],
    ['4u', 'units', 4],
    ['2', 'bare', 2],
  ])('%s', (text, kind, value) => {
    expect(readQuantity(text)).toMatchObject({ kind, value });
  });

  it('leaves amounts in mg to the mg parser', () => {
    expect(readQuantity('10 mg')).toBeNull();
    expect(readQuantity('')).toBeNull();
  });
});

describe('strength in the name', () => {
  it.each([
    ['Rimadyl 100mg chewable', { perUnitMg: 100 }],
    ['Metacam 1.5 mg/mL oral suspension', { perMlMg: 1.5 }],
    ['Amoxicillin 250mg/5ml', { perMlMg: 50 }],
    ['Prednisolone 15 mg per 5 mL', { perMlMg: 3 }],
    ['Ivomec 1%', { perMlMg: 10 }],
    ['Thyro-Tabs 800 mcg', { perUnitMg: 0.8 }],
    ['Metacam 0,5 mg/ml', { perMlMg: 0.5 }],
    ['Humulin N U-100', { unitsPerMl: 100 }],
    ['Vetsulin 40 IU/mL', { unitsPerMl: 40 }],
    ['Rimadyl', { perUnitMg: null, perMlMg: null }],
  ])('%s', (name, expected) => {
    expect(nameStrength(name)).toMatchObject(expected);
  });

  it('treats "250mg/5ml" as one product, not two drugs', () => {
    const r = check({ species: 'dog', kg: 25 }, ['Amoxicillin 250mg/5ml|10 mL|Twice daily']);
    expect(r.unrecognized).toEqual([]);
  });
});

describe('mg from a count or a volume', () => {
  const base = { route: 'oral' as const, species: 'dog' as const };
  it('uses the strength in the name and says so', () => {
    const r = readDose({
      ...base,
      typedName: 'Rimadyl 100mg',
      dosage: '1 tablet',
      key: 'carprofen',
    });
    expect(r).toMatchObject({ mg: 100, lowerBound: false });
    expect(r?.assumption).toContain('assumed 100 mg per tablet from the name');
  });
  it('falls back to the smallest tablet sold, as a lower bound', () => {
    const r = readDose({ ...base, typedName: 'Rimadyl', dosage: '2 tablets', key: 'carprofen' });
    expect(r).toMatchObject({ mg: 50, lowerBound: true });
    expect(r?.working).toContain('at least 50 mg');
  });
  it('assumes the species’ usual suspension (meloxicam: 1.5 mg/mL dogs, 0.5 mg/mL cats)', () => {
    const dog = readDose({ ...base, typedName: 'Metacam', dosage: '2 mL', key: 'meloxicam' });
    const cat = readDose({
      ...base,
      species: 'cat',
      typedName: 'Metacam',
      dosage: '2 mL',
      key: 'meloxicam',
    });
    expect(dog?.mg).toBeCloseTo(3);
    expect(cat?.mg).toBeCloseTo(1);
    expect(cat?.assumption).toContain('0.5 mg/mL');
  });
  it('turns drops into mL (the Metacam dropper: 2 drops per kg = 0.1 mg/kg)', () => {
    const r = readDose({ ...base, typedName: 'Metacam', dosage: '4 drops', key: 'meloxicam' });
    expect(r?.mg).toBeCloseTo(0.2);
  });
  it('reads a lone small number as tablets and a lone number equal to the strength as mg', () => {
    expect(
      readDose({ ...base, typedName: 'Carprofen 75 mg', dosage: '1', key: 'carprofen' })?.mg,
    ).toBe(75);
    expect(
      readDose({ ...base, typedName: 'Carprofen 75 mg', dosage: '75', key: 'carprofen' })?.mg,
    ).toBe(75);
  });
  it('reads a lone number that could be a tablet weight as mg, saying so, and guesses no further', () => {
    const read = (typedName: string, dosage: string, key: string) =>
      readDose({ ...base, typedName, dosage, key });
    expect(read('Carprofen', '75', 'carprofen')).toMatchObject({
      mg: 75,
      assumption: 'read "75" as 75 mg, since no unit was written',
    });
    // Beyond 20 of the smallest tablet, or below one, the number is not a weight of this drug.
    expect(read('Carprofen', '600', 'carprofen')).toBeNull();
    expect(read('Soloxine', '200', 'levothyroxine')).toBeNull();
    // Beside a liquid it may be mL.
    expect(read('Meloxicam oral suspension', '5', 'meloxicam')).toBeNull();
  });
  it('turns international units into mg only where the unit is defined (vitamin D3)', () => {
    expect(
      readDose({ ...base, typedName: 'Vitamin D3', dosage: '50,000 IU', key: 'vitamin d3' })?.mg,
    ).toBeCloseTo(1.25);
    expect(
      readDose({ ...base, typedName: 'Vitamin E', dosage: '400 IU', key: 'vitamin e' }),
    ).toBeNull();
  });
  it('says nothing when the form does not fit the strength', () => {
    expect(
      readDose({ ...base, typedName: 'Metacam 1.5 mg/mL', dosage: '1 tablet', key: 'meloxicam' }),
    ).toBeNull();
    expect(
      readDose({ ...base, typedName: 'Fish oil', dosage: '1 capsule', key: 'fish oil' }),
    ).toBeNull();
  });
});

describe('dose findings built on a worked-out dose', () => {
  it('show the mg, the mg/kg and the assumption', () => {
    const r = check({ species: 'dog', kg: 10 }, ['Rimadyl 100mg chewable|1 tablet|Twice daily']);
    const finding = r.drugInteractions.find((i) => i.kind === 'dose');
    expect(finding?.riskLevel).toBe('High');
    expect(finding?.description).toContain('100 mg per dose');
    expect(finding?.description).toContain('10 mg/kg for a 10 kg dog');
    expect(finding?.description).toContain('assumed 100 mg per tablet from the name');
  });
  it('show the working on an MDR1 finding that rests on the dose', () => {
    const r = check({ species: 'dog', kg: 20, breed: 'Border Collie' }, [
      'Ivomec 1%|1 mL|Once daily',
    ]);
    const mdr1 = r.drugInteractions.find((i) => i.kind === 'mdr1');
    expect(mdr1?.description).toContain('1 mL × 10 mg/mL = 10 mg per dose, 0.5 mg/kg');
  });
});

describe('standard strengths table', () => {
  const products = new Set(ALL_PRODUCTS.map((p) => p.name));
  it.each(STANDARD_STRENGTHS.map((s) => [`${s.drug} ${s.form} ${s.mg}`, s] as const))(
    '%s names a known ingredient with a positive strength',
    (_label, row) => {
      expect(DRUGS.has(row.drug) || products.has(row.drug)).toBe(true);
      expect(row.mg).toBeGreaterThan(0);
    },
  );
  it('covers the drugs with a dose range that owners give as tablets', () => {
    const ranged = new Set(DOSE_RANGES.map((r) => r.drug));
    const covered = STANDARD_STRENGTHS.filter((s) => ranged.has(s.drug));
    expect(covered.length).toBeGreaterThan(90);
  });
});
