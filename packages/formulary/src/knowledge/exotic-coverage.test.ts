import { describe, expect, it } from 'vitest';
import { check } from '../engine/test-support';
import { resolveName } from '../engine/resolve-name';
import { EXOTIC_COVERAGE_DOSE_RANGES } from './dose-ranges-exotic-coverage';
import { DOSE_RANGES } from './dose-ranges';
import { SOURCES } from './sources';
import { LOCAL_ROUTES } from './types';

// The exotic coverage pass (dose-ranges-exotic-coverage.ts): every row is the first for its
// species and drug (so it is the one the check uses), names a registered source, and a dose at
// its published top stays silent while three times it is flagged. Spot-ons are not dose-checked
// (the engine judges only systemic doses), so for them the top dose must simply raise nothing.

const mg = (value: number): string => `${Number(value.toPrecision(4))} mg`;

type ExoticSpecies = (typeof EXOTIC_COVERAGE_DOSE_RANGES)[number]['species'][number];

const doseFindings = (species: ExoticSpecies, med: string, kg = 1) =>
  check({ species, kg }, [med]).drugInteractions.filter((i) => i.kind === 'dose');

const isLocal = (drug: string): boolean => {
  const name = resolveName(drug);
  const route = name.namedRoute ?? name.defaultRoute;
  return route !== undefined && route !== null && LOCAL_ROUTES.has(route);
};

const CASES = EXOTIC_COVERAGE_DOSE_RANGES.flatMap((row) =>
  row.maxPerDose === undefined ? [] : row.species.map((species) => ({ row, species })),
);

describe('exotic coverage rows', () => {
  it('are each the first row for their species and drug, with a registered source', () => {
    for (const row of EXOTIC_COVERAGE_DOSE_RANGES) {
      expect(Object.keys(SOURCES), row.drug).toContain(row.source);
      expect(row.usual.length, row.drug).toBeGreaterThan(5);
      for (const species of row.species) {
        const first = DOSE_RANGES.find((r) => r.drug === row.drug && r.species.includes(species));
        expect(first, `${row.drug} in a ${species}`).toBe(row);
      }
    }
  });

  it.each(CASES.map(({ row, species }) => [row.drug, species, row] as const))(
    '%s in a %s: the published top dose is silent, three times it is flagged (systemic drugs)',
    (drug, species, row) => {
      // A daily maximum below the single-dose one would make 'Once daily' the wrong test.
      const frequency =
        row.maxPerDay === undefined || row.maxPerDay >= row.maxPerDose! ? 'Once daily' : 'Once';
      expect(doseFindings(species, `${drug}|${mg(row.maxPerDose!)}|${frequency}`)).toEqual([]);
      if (isLocal(drug)) return;
      expect(
        doseFindings(species, `${drug}|${mg(row.maxPerDose! * 3)}|Once`).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe('species and product boundaries', () => {
  it('keeps a 2 kg rabbit’s midazolam sedation dose silent and flags three times it', () => {
    expect(doseFindings('rabbit', 'Midazolam|4 mg|Once', 2)).toEqual([]);
    expect(doseFindings('rabbit', 'Midazolam|12 mg|Once', 2).length).toBeGreaterThan(0);
  });

  it('judges a lizard’s ketoconazole course per day', () => {
    expect(doseFindings('lizard', 'Ketoconazole|15 mg|Twice daily')).toEqual([]);
    expect(doseFindings('lizard', 'Ketoconazole|45 mg|Twice daily').length).toBeGreaterThan(0);
  });

  it('leaves the Advantage rabbit tube and a guinea pig’s selamectin spot-on safe', () => {
    expect(resolveName('Advantage 40').drugs.map((d) => d.id)).toContain('imidacloprid');
    expect(resolveName('Revolution').drugs.map((d) => d.id)).toContain('selamectin');
    expect(
      check({ species: 'rabbit', kg: 1.2 }, ['Advantage 40|1 tube|Once']).drugInteractions,
    ).toEqual([]);
    expect(
      check({ species: 'guinea-pig', kg: 1 }, ['Revolution|15 mg|Once']).drugInteractions,
    ).toEqual([]);
  });
});

describe('tramadol in chinchillas', () => {
  const pet = (breed: string) => ({ species: 'small-rodent' as const, kg: 0.5, breed });
  const rule = (breed: string, dose: string) =>
    check(pet(breed), [`Tramadol|${dose}|Twice daily`]).drugInteractions.filter(
      (i) => i.kind === 'species-toxicity',
    );

  it('is a caution for a chinchilla from 20 mg/kg, the dose that cut food intake', () => {
    expect(rule('chinchilla', '10 mg').length).toBeGreaterThan(0);
    expect(rule('chinchilla', '5 mg')).toEqual([]);
  });

  it('does not fire for a rat given the same dose', () => {
    expect(rule('rat', '10 mg')).toEqual([]);
  });
});
