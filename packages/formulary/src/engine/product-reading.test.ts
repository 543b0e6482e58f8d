import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../knowledge/products/product-record';
import { readProductAmount, readProductDose } from './product-reading';

// Doses read from a product record's amounts: counts, volumes, whole packages, weight bands and
// syringe marks, each giving mg per ingredient. The records here are made up for the test; the
// real ones live in knowledge/products.

const base = { markets: ['US'], audience: 'human-otc', route: 'oral', source: 'plumbs' } as const;

const caplet: ProductRecord = {
  ...base,
  id: 'pm-caplet',
  name: 'Test PM',
  unit: 'caplet',
  actives: [
    { drug: 'acetaminophen', mg: 500 },
    { drug: 'diphenhydramine', mg: 25 },
  ],
};
const syrup: ProductRecord = {
  ...base,
  id: 'night-syrup',
  name: 'Test Night Syrup',
  unit: 'mL',
  actives: [
    { drug: 'acetaminophen', mg: 650 / 30 },
    { drug: 'dextromethorphan', mg: 1 },
  ],
  inactives: [{ drug: 'xylitol', mg: 100 }],
};
const banded: ProductRecord = {
  ...base,
  audience: 'veterinary',
  id: 'chew',
  name: 'Test Chew',
  unit: 'chew',
  bands: [
    { kg: [2, 4.5], actives: [{ drug: 'afoxolaner', mg: 11.3 }], names: ['orange'] },
    { kg: [4.6, 10], actives: [{ drug: 'afoxolaner', mg: 28.3 }] },
    { kg: [10.1, 25], actives: [{ drug: 'afoxolaner', mg: 68 }] },
  ],
};
const spotOn: ProductRecord = {
  ...base,
  audience: 'veterinary',
  id: 'spot',
  name: 'Test Spot On',
  unit: 'pipette',
  route: 'topical',
  actives: [{ drug: 'permethrin', mg: 1000 }],
};
const paste: ProductRecord = {
  ...base,
  audience: 'equine',
  id: 'paste',
  name: 'Test Paste',
  unit: 'syringe',
  actives: [{ drug: 'ivermectin', mg: 114 }],
  syringe: { treatsKg: 567 },
};

const mg = (r: ReturnType<typeof readProductDose>, drug: string): number | undefined =>
  r?.perIngredient?.get(drug);

describe('readProductDose', () => {
  it('multiplies a count by every ingredient', () => {
    const r = readProductDose(caplet, 'Test PM', '2 caplets', 10, 'dog');
    expect(mg(r, 'acetaminophen')).toBe(1000);
    expect(mg(r, 'diphenhydramine')).toBe(50);
    expect(r?.working).toContain('2 caplets of Test PM');
  });

  it('reads half a caplet and a bare small number as a count', () => {
    expect(
      mg(readProductDose(caplet, 'Test PM', 'half a caplet', 10, 'dog'), 'acetaminophen'),
    ).toBe(250);
    expect(mg(readProductDose(caplet, 'Test PM', '1', 10, 'dog'), 'acetaminophen')).toBe(500);
  });

  it('reads mL, teaspoons and drops of a liquid, inactive ingredients included', () => {
    const r = readProductDose(syrup, 'Test Night Syrup', '30 mL', 10, 'dog');
    expect(mg(r, 'acetaminophen')).toBeCloseTo(650);
    expect(mg(r, 'xylitol')).toBe(3000);
    expect(mg(readProductDose(syrup, 'x', '1 tsp', 10, 'dog'), 'dextromethorphan')).toBe(5);
    expect(mg(readProductDose(syrup, 'x', '20 drops', 10, 'dog'), 'dextromethorphan')).toBe(1);
  });

  it('does not read a count of a liquid or a volume of a caplet', () => {
    expect(readProductDose(syrup, 'x', '2 tablets', 10, 'dog')).toBeNull();
    expect(readProductDose(caplet, 'x', '5 mL', 10, 'dog')).toBeNull();
  });

  it('reads a whole package', () => {
    expect(mg(readProductDose(spotOn, 'x', 'the whole pipette', 4, 'cat'), 'permethrin')).toBe(
      1000,
    );
    expect(mg(readProductDose(spotOn, 'x', '1 tube', 4, 'cat'), 'permethrin')).toBe(1000);
    expect(mg(readProductDose(paste, 'x', 'a whole syringe', 20, 'dog'), 'ivermectin')).toBe(114);
  });

  it('reads a syringe dialled to a body weight as that share of the syringe', () => {
    const r = readProductDose(paste, 'x', 'dialled to the 250 lb mark', 113, 'horse');
    expect(mg(r, 'ivermectin')).toBeCloseTo(114 * (250 / 2.2046 / 567), 3);
  });

  it('picks the band the name gives, by word, strength or weight range', () => {
    expect(mg(readProductDose(banded, 'Test Chew orange', '1 chew', 20, 'dog'), 'afoxolaner')).toBe(
      11.3,
    );
    expect(mg(readProductDose(banded, 'Test Chew 68 mg', '1 chew', 3, 'dog'), 'afoxolaner')).toBe(
      68,
    );
    expect(
      mg(readProductDose(banded, 'Test Chew for dogs 10.1-25 kg', '1', 3, 'dog'), 'afoxolaner'),
    ).toBe(68);
    expect(
      mg(readProductDose(banded, 'Test Chew 22.1-55 lbs', '1 chew', 3, 'dog'), 'afoxolaner'),
    ).toBe(68);
  });

  it("otherwise takes the band labelled for the pet's weight, or the smallest as a lower bound", () => {
    const fits = readProductDose(banded, 'Test Chew', '1 chew', 8, 'dog');
    expect(mg(fits, 'afoxolaner')).toBe(28.3);
    expect(fits?.lowerBound).toBe(false);
    const unknown = readProductDose(banded, 'Test Chew', '1 chew', null, 'dog');
    expect(mg(unknown, 'afoxolaner')).toBe(11.3);
    expect(unknown?.lowerBound).toBe(true);
  });
});

describe('readProductAmount', () => {
  it("reads a typed weight that is a multiple of the main active's amount", () => {
    const r = readProductAmount(caplet, 'Test PM', 1000, 10, 'dog');
    expect(r?.perIngredient?.get('diphenhydramine')).toBe(50);
  });

  it('leaves other weights as written', () => {
    expect(readProductAmount(caplet, 'Test PM', 300, 10, 'dog')).toBeNull();
    expect(readProductAmount(caplet, 'Test PM', 50_000, 10, 'dog')).toBeNull();
  });
});
