import { describe, expect, it } from 'vitest';
import { DRUGS } from '../../engine/drug-index';
import { AGE_LIMITS } from '../../knowledge/age-limits';
import { CONDITION_RULES, type ConditionRule } from '../../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../../knowledge/condition-rules-labels';
import { MORE_CONDITION_RULES } from '../../knowledge/condition-rules-more';
import { CONDITION_TERMS, type ConditionId } from '../../knowledge/condition-terms';
import { RECORD_CONDITION_RULES } from '../../knowledge/products/all-records';
import { SOURCES } from '../../knowledge/sources';
import type { Species } from '../../knowledge/types';
import {
  RX_LABEL_LEDGER,
  RX_LEDGER_DRUGS,
  isGiven,
  ledgerComplete,
  ledgerSectionRead,
  type Enforcement,
  type LedgerSpecies,
} from '.';

// The ledger and the knowledge agree: every statement the ledger marks enforced names a row that
// exists and fires for that drug (by id or class), species and condition; every minimum age in
// the ledger is the age-limits row's, and that row is the stricter label's.

const ROWS = new Map<string, ConditionRule>(
  [
    ...CONDITION_RULES,
    ...MORE_CONDITION_RULES,
    ...LABEL_CONDITION_RULES,
    ...RECORD_CONDITION_RULES,
  ].map((r) => [r.id, r]),
);
const IMPLIES = new Map<ConditionId, readonly ConditionId[]>(
  CONDITION_TERMS.map((t) => [t.id, t.implies ?? []]),
);

function ruleCovers(rule: ConditionRule, drug: string, species: Species, condition: ConditionId) {
  const classes = DRUGS.get(drug)?.classes ?? new Set<string>();
  const byDrug =
    !rule.match.except?.includes(drug) &&
    !rule.exceptIn?.[species]?.includes(drug) &&
    (rule.match.drugs?.includes(drug) === true ||
      rule.match.classes?.some((c) => classes.has(c)) === true);
  const bySpecies = rule.species === undefined || rule.species.includes(species);
  const byCondition =
    rule.condition === condition || (IMPLIES.get(condition) ?? []).includes(rule.condition);
  return { byDrug, bySpecies, byCondition };
}

const entries = Object.entries(RX_LABEL_LEDGER).flatMap(([drug, record]) =>
  (['dog', 'cat'] as const).flatMap((species) => {
    const entry = record[species];
    return isGiven(entry) ? [[drug, species, entry] as const] : [];
  }),
);

function enforced(
  drug: string,
  species: Species,
  condition: ConditionId,
  e: Enforcement,
  where: string,
): void {
  if ('notEnforced' in e) {
    expect(e.notEnforced.length, `${where}: say why it is not enforced`).toBeGreaterThan(20);
    return;
  }
  const rule = ROWS.get(e.rule);
  expect(rule, `${where}: no condition row ${e.rule}`).toBeDefined();
  const covers = ruleCovers(rule!, drug, species, condition);
  expect(
    covers,
    `${where}: ${e.rule} must fire for ${drug} in a ${species} with ${condition}`,
  ).toEqual({
    byDrug: true,
    bySpecies: true,
    byCondition: true,
  });
}

describe('the dog and cat prescription label ledger', () => {
  it('records only drugs of RX_LABEL_DRUGS, citing known sources', () => {
    for (const [drug, record] of Object.entries(RX_LABEL_LEDGER)) {
      expect(RX_LEDGER_DRUGS, drug).toContain(drug);
      for (const species of ['dog', 'cat'] as const) {
        const entry = record[species];
        if ('pending' in entry) continue;
        const cited = isGiven(entry)
          ? [
              ...entry.labels,
              ...entry.minAge.labels.map((l) => l.source),
              entry.pregnancy.source,
              entry.lactation.source,
              entry.breeding.source,
              ...entry.conditions.map((c) => c.source),
            ]
          : [entry.source];
        for (const source of cited) expect(SOURCES, `${drug} ${species}`).toHaveProperty(source);
      }
    }
  });

  it.each(
    entries.map(
      ([drug, species, entry]) => [`${drug} (${species})`, drug, species, entry] as const,
    ),
  )(
    '%s: every enforced statement names a row that fires for it',
    (_name, drug, species, entry: LedgerSpecies) => {
      for (const section of ['pregnancy', 'lactation', 'breeding'] as const) {
        const statement = entry[section];
        if (statement.says === 'may be used (label says safe)') {
          // The label says the drug may be used: no row may fire for it (a false alarm).
          const firing = [...ROWS.values()].filter((rule) => {
            const c = ruleCovers(rule, drug, species, section);
            return c.byDrug && c.bySpecies && c.byCondition;
          });
          expect(
            firing.map((r) => r.id),
            `${drug} ${species} ${section}: the label says it may be used`,
          ).toEqual([]);
          continue;
        }
        if (statement.says === 'none stated' && 'notEnforced' in statement) continue;
        enforced(drug, species, section, statement, `${drug} ${species} ${section}`);
      }
      for (const c of entry.conditions) {
        enforced(drug, species, c.condition, c, `${drug} ${species} ${c.condition}`);
      }
    },
  );

  it.each(
    entries.map(
      ([drug, species, entry]) => [`${drug} (${species})`, drug, species, entry] as const,
    ),
  )(
    '%s: the minimum age is the age-limits row of the stricter label',
    (_name, drug, species, entry: LedgerSpecies) => {
      const { labels, enforced: by } = entry.minAge;
      const months = Math.max(0, ...labels.map((l) => l.months ?? 0));
      const kg = Math.max(0, ...labels.map((l) => l.kg ?? 0));
      if ('none' in by) {
        // A label age must have its row; a weight alone may go unenforced when the engine's weight
        // finding (the smallest size is an overdose) is not what the label says, with the reason.
        expect(months, `${drug} ${species}: a label gives an age, so a row must enforce it`).toBe(
          0,
        );
        expect(by.none.length, `${drug} ${species}: say why no row`).toBeGreaterThan(20);
        return;
      }
      const row = AGE_LIMITS.find((r) => r.id === by.row);
      expect(row, `${drug} ${species}: no age-limits row ${by.row}`).toBeDefined();
      const classes = DRUGS.get(drug)?.classes ?? new Set<string>();
      expect(row!.species, by.row).toContain(species);
      expect(
        row!.match.only?.includes(drug) === true ||
          row!.match.classes?.some((c) => classes.has(c)) === true,
        `${by.row} must match ${drug}`,
      ).toBe(true);
      expect(row!.minMonths ?? 0, `${by.row} months`).toBeCloseTo(months, 2);
      expect(row!.minKg ?? 0, `${by.row} kg`).toBeCloseTo(kg, 2);
    },
  );

  it('counts a drug only when every section of both species is filled', () => {
    expect(ledgerComplete('carprofen')).toBe(true);
    expect(ledgerSectionRead('carprofen', 'minAge')).toBe(true);
    expect(ledgerComplete('not-a-drug')).toBe(false);
    expect(ledgerSectionRead('not-a-drug', 'labels')).toBe(false);
  });
});
