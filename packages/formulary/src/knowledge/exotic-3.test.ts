import { describe, expect, it } from 'vitest';
import { check } from '../engine/test-support';
import { EXOTIC_3_DOSE_RANGES } from './dose-ranges-exotic-3';
import { DOSE_RANGES } from './dose-ranges';
import { SOURCES } from './sources';
import { LOCAL_ROUTES, type Species } from './types';
import { resolveName } from '../engine/resolve-name';

// The third exotic coverage pass (dose-ranges-exotic-3.ts): each row is the one the check uses for
// its species and drug, names a registered source, and a dose at its published top stays silent
// while three times it is flagged; the bird imidacloprid row puts a swallowed poisoning dose on the
// toxic list and leaves a spot-on alone.

// Spot-ons and other local products are not dose-checked, so for them only silence is held.
const isLocal = (drug: string): boolean => {
  const name = resolveName(drug);
  const route = name.namedRoute ?? name.defaultRoute;
  return route !== undefined && route !== null && LOCAL_ROUTES.has(route);
};

const doseFindings = (species: Species, med: string, kg = 1) =>
  check({ species, kg }, [med]).drugInteractions.filter((i) => i.kind === 'dose');

describe('exotic coverage rows, third pass', () => {
  it('are each the first row for their species and drug, with a registered source', () => {
    for (const row of EXOTIC_3_DOSE_RANGES) {
      expect(Object.keys(SOURCES), row.drug).toContain(row.source);
      for (const species of row.species) {
        const first = DOSE_RANGES.find((r) => r.drug === row.drug && r.species.includes(species));
        expect(first, `${row.drug} in a ${species}`).toBe(row);
      }
    }
  });

  it.each(
    EXOTIC_3_DOSE_RANGES.flatMap((row) =>
      row.maxPerDose === undefined
        ? []
        : row.species.map((species) => [row.drug, species, row] as const),
    ),
  )(
    '%s in a %s: the top dose at its frequency is silent, three times it is flagged',
    (drug, species, row) => {
      const perDay = Math.round(row.maxPerDay! / row.maxPerDose!);
      const frequency = perDay >= 2 ? 'Twice daily' : 'Once daily';
      expect(doseFindings(species, `${drug}|${row.maxPerDose} mg|${frequency}`)).toEqual([]);
      if (isLocal(drug)) return;
      expect(
        doseFindings(species, `${drug}|${row.maxPerDose! * 3} mg|Once`).length,
      ).toBeGreaterThan(0);
    },
  );

  it('puts swallowed imidacloprid at the poisoning dose on a bird’s toxic list, not below it', () => {
    const toxic = (med: string) => check({ species: 'bird', kg: 0.1 }, [med]).toxicMedications;
    expect(toxic('Imidacloprid by mouth|2.5 mg|Once').length).toBeGreaterThan(0);
    expect(toxic('Imidacloprid by mouth|1 mg|Once')).toEqual([]);
    expect(toxic('Imidacloprid|2.5 mg|Once')).toEqual([]);
  });

  it('leaves a lizard’s or snake’s fipronil spray without a dose finding', () => {
    expect(doseFindings('lizard', 'Frontline Spray|6 sprays|Once')).toEqual([]);
    expect(doseFindings('snake', 'Frontline Spray|6 sprays|Once')).toEqual([]);
  });
});
