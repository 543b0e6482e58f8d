import type { Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { check } from '../engine/test-support';
import { resolveName } from '../engine/resolve-name';
import { EXOTIC_MORE_DOSE_RANGES } from './dose-ranges-exotic-more';
import { SAFE_EXPOSURES } from './safe-exposures';

// The exotic, supplement and human-topical pass: each new exotic dose row stays silent at its
// top dose and is flagged at three times it; each recorded-safe supplement or cream stays safe
// for its species; the imidazoline eye drops and nose sprays are toxic to every species; the
// bird pair fires only in birds; alpha-lipoic acid poisons a dog only from the published dose.

const mg = (value: number): string => `${Number(value.toPrecision(4))} mg`;

const DOSED = EXOTIC_MORE_DOSE_RANGES.flatMap((row) =>
  row.maxPerDose === undefined ? [] : row.species.map((species) => ({ row, species })),
);

describe('exotic rows (dose-ranges-exotic-more.ts)', () => {
  it.each(DOSED.map(({ row, species }) => [row.drug, species, row] as const))(
    '%s in a %s: the top dose is silent, three times it is flagged',
    (drug, species, row) => {
      const at = (dose: number) => {
        const result = check({ species, kg: 1 }, [`${drug}|${mg(dose)}|Once`]);
        return result.drugInteractions.filter((i) => i.kind === 'dose').length;
      };
      expect(at(row.maxPerDose!)).toBe(0);
      expect(at(row.maxPerDose! * 3)).toBeGreaterThan(0);
    },
  );

  it('gives every row a source and a usual dose, and a reason when not used', () => {
    for (const row of EXOTIC_MORE_DOSE_RANGES) {
      expect(row.usual.length, row.drug).toBeGreaterThan(5);
      if (row.notUsed) expect(row.notUsed.endsWith('.'), row.drug).toBe(true);
    }
  });
});

describe('recorded-safe supplements and creams', () => {
  const cases = SAFE_EXPOSURES.flatMap((row) =>
    row.species.map((species) => [row.example, species, row.drug] as const),
  );
  it.each(cases)('%s for a %s raises nothing', (example, species, drug) => {
    expect(resolveName(example).drugs.map((d) => d.id)).toContain(drug);
    const result = check({ species }, [example]);
    expect(verdict(result)).toBe('safe');
  });
});

describe('imidazoline decongestants and ear drops', () => {
  const toxicFor: Species[] = ['dog', 'cat', 'bird', 'rabbit'];
  it.each(['Clear Eyes', 'Naphazoline 0.1% eye drops', 'Otrivin nasal spray', 'Visine Original'])(
    '%s is on the toxic list of every species',
    (name) => {
      for (const species of toxicFor)
        expect(verdict(check({ species }, [name])), species).toBe('dangerous');
    },
  );

  it('reads Ciprodex as the ciprofloxacin-dexamethasone ear drop, not an antidepressant', () => {
    const ids = resolveName('Ciprodex').drugs.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['ciprofloxacin', 'dexamethasone']));
    expect(ids).not.toContain('escitalopram');
    expect(verdict(check({ species: 'dog' }, ['Ciprodex']))).toBe('safe');
  });
});

describe('bird amoxicillin/clavulanate with allopurinol', () => {
  const pair = (species: Species) =>
    check({ species }, ['Allopurinol', 'Amoxicillin-clavulanate']).drugInteractions.filter(
      (i) => i.kind === 'drug-drug',
    );
  it('is reported for a bird and not for a dog', () => {
    expect(pair('bird').length).toBeGreaterThan(0);
    expect(pair('dog')).toEqual([]);
  });
});

describe('alpha-lipoic acid in dogs', () => {
  it('is toxic from 100 mg/kg and not at 30 mg/kg', () => {
    const at = (dose: string) => check({ species: 'dog', kg: 20 }, [`Alpha lipoic acid|${dose}`]);
    expect(at('2000 mg').toxicMedications.length).toBeGreaterThan(0);
    expect(at('600 mg').toxicMedications).toEqual([]);
  });
});

describe('pyrethrins and permethrin in reptiles', () => {
  it('are a caution for snakes, lizards and tortoises and not for a dog', () => {
    for (const species of ['snake', 'lizard', 'tortoise'] as const) {
      expect(verdict(check({ species }, ['Permethrin spray'])), species).toBe('caution');
    }
    expect(verdict(check({ species: 'dog' }, ['Permethrin spray']))).toBe('safe');
  });
});

describe('supplement doses in dogs', () => {
  it('leaves CBD at the studied doses silent and flags far more', () => {
    const at = (dose: string) =>
      check({ species: 'dog', kg: 20 }, [`CBD oil|${dose}|Twice daily`]).drugInteractions.filter(
        (i) => i.kind === 'dose',
      );
    expect(at('40 mg')).toEqual([]);
    expect(at('800 mg').length).toBeGreaterThan(0);
  });
});
