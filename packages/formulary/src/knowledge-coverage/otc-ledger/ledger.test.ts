import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { DRUGS } from '../../engine/drug-index';
import { DOSE_RANGES } from '../../knowledge/dose-ranges';
import { PRODUCT_RECORDS, RECORD_SPECIES_RULES } from '../../knowledge/products/all-records';
import { recordActives } from '../../knowledge/products/compile';
import { SOURCES } from '../../knowledge/sources';
import { HUMAN_RX_EXPOSURE_RULES } from '../../knowledge/species-rules-human-rx';
import { MORE_SPECIES_RULES } from '../../knowledge/species-rules-more';
import { SPECIES_DRUG_RULES } from '../../knowledge/species-toxicity-rules';
import { TOXIN_RULES } from '../../knowledge/toxin-rules';
import type { SpeciesRule } from '../../knowledge/types';
import { OTC_THRESHOLD_LEDGER, humanProductIngredients, isRead } from './index';
import { INACTIVE_LEDGER, INACTIVE_THRESHOLDS } from './inactives';

// Every ingredient of a human product record has a ledger record, and every reading's enforcing
// row exists in the knowledge and says what the ledger says it does for that drug and species.

const SPECIES_RULES = [
  ...SPECIES_DRUG_RULES,
  ...MORE_SPECIES_RULES,
  ...RECORD_SPECIES_RULES,
  ...HUMAN_RX_EXPOSURE_RULES,
];

function namesDrug(rule: SpeciesRule, drug: string, species: Species): boolean {
  const classes = DRUGS.get(drug)?.classes;
  return (
    rule.species.includes(species) &&
    !rule.match.except?.includes(drug) &&
    (rule.match.drugs?.includes(drug) === true ||
      rule.match.classes?.some((c) => classes?.has(c)) === true)
  );
}

const systemicRow = (drug: string, species: Species) =>
  DOSE_RANGES.find((r) => r.drug === drug && r.species.includes(species) && !r.routes);

const readings = Object.entries(OTC_THRESHOLD_LEDGER).flatMap(([drug, record]) =>
  (['dog', 'cat'] as const).flatMap((species) => {
    const entry = record[species];
    return isRead(entry) ? [[`${drug} × ${species}`, drug, species, entry] as const] : [];
  }),
);

describe('OTC threshold ledger', () => {
  it('has a record for every human product ingredient and no other', () => {
    const ingredients = humanProductIngredients();
    expect(ingredients.filter((d) => !OTC_THRESHOLD_LEDGER[d])).toEqual([]);
    expect(Object.keys(OTC_THRESHOLD_LEDGER).filter((d) => !ingredients.includes(d))).toEqual([]);
  });

  it.each(readings)(
    '%s: source registered, figures ordered, each enforcing row real',
    (_, drug, species, entry) => {
      expect(SOURCES[entry.source], entry.source).toBeDefined();
      if (entry.mildMgKg !== undefined && entry.seriousMgKg !== undefined)
        expect(entry.mildMgKg).toBeLessThanOrEqual(entry.seriousMgKg);
      expect(entry.enforcedBy.length).toBeGreaterThan(0);
      for (const by of entry.enforcedBy) {
        if ('toxicRow' in by) {
          const row = DOSE_RANGES.find(
            (r) => r.drug === drug && r.species.includes(species) && r.toxicMgKg !== undefined,
          );
          expect(row?.toxicMgKg, `${drug} ${species} toxicMgKg`).toBe(by.toxicRow);
        } else if ('doseMaximum' in by) {
          expect(systemicRow(drug, species)?.maxPerDose, `${drug} ${species} maxPerDose`).toBe(
            by.doseMaximum,
          );
        } else if ('speciesRule' in by) {
          const rule = SPECIES_RULES.find((r) => r.id === by.speciesRule);
          expect(rule, by.speciesRule).toBeDefined();
          expect(namesDrug(rule!, drug, species), `${by.speciesRule} names ${drug}`).toBe(true);
        } else if ('toxinRule' in by) {
          expect(TOXIN_RULES.some((r) => namesDrug(r, drug, species))).toBe(true);
        } else {
          expect(by.notEnforced.length).toBeGreaterThan(10);
        }
      }
    },
  );
});

describe('OTC inactive-ingredient ledger', () => {
  const withInactives = PRODUCT_RECORDS.filter((r) => (r.inactives ?? []).length > 0);

  it('lists every human product record with a harmful inactive ingredient, and only those', () => {
    const listed = INACTIVE_LEDGER.map((e) => `${e.product}|${e.ingredient}`).sort();
    const recorded = withInactives
      .filter((r) => r.audience === 'human-otc' || r.audience === 'human-rx')
      .flatMap((r) => (r.inactives ?? []).map((a) => `${r.id}|${a.drug}`))
      .sort();
    expect(listed).toEqual(recorded);
  });

  it('gives each amount the record holds, or says why none is recorded', () => {
    for (const entry of INACTIVE_LEDGER) {
      const record = PRODUCT_RECORDS.find((r) => r.id === entry.product)!;
      const mg = record.inactives?.find((a) => a.drug === entry.ingredient)?.mg;
      if ('mgPerUnit' in entry.amount) expect(mg).toBe(entry.amount.mgPerUnit);
      else expect(mg, entry.product).toBeUndefined();
    }
  });

  it('ties each inactive threshold reading to a toxin row for the species', () => {
    for (const [ingredient, record] of Object.entries(INACTIVE_THRESHOLDS)) {
      if ('pending' in record) continue;
      for (const species of ['dog', 'cat'] as const) {
        const entry = record[species];
        if (!isRead(entry)) continue;
        expect(SOURCES[entry.source]).toBeDefined();
        expect(TOXIN_RULES.some((r) => namesDrug(r, ingredient, species))).toBe(true);
      }
    }
  });
});

describe('OTC ledger claims about products', () => {
  it('every codeine product recorded also holds acetaminophen or ibuprofen (the cat reading)', () => {
    const withCodeine = PRODUCT_RECORDS.filter((r) => recordActives(r).includes('codeine'));
    expect(withCodeine.length).toBeGreaterThan(0);
    for (const r of withCodeine) {
      expect(
        recordActives(r).some((d) => d === 'acetaminophen' || d === 'ibuprofen'),
        r.id,
      ).toBe(true);
    }
  });
});
