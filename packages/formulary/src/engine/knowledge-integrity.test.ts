import { describe, expect, it } from 'vitest';
import { ALLERGY_GROUPS } from '../knowledge/allergy-groups';
import { ALL_DRUGS, ALL_PRODUCTS } from '../knowledge/all-entries';
import { CLASSES, type ClassId } from '../knowledge/classes';
import { CONDITION_RULES } from '../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../knowledge/condition-rules-labels';
import { CONDITION_TERMS } from '../knowledge/condition-terms';
import { MORE_CONDITION_RULES } from '../knowledge/condition-rules-more';
import { DOSE_RANGES } from '../knowledge/dose-ranges';
import { CLASS_DUPLICATE_RULES } from '../knowledge/duplicate-rules';
import { MDR1_RULES, ML_THRESHOLDS } from '../knowledge/mdr1';
import { SOURCES } from '../knowledge/sources';
import { SPECIES_DRUG_RULES } from '../knowledge/species-toxicity-rules';
import { TOXIN_RULES } from '../knowledge/toxin-rules';
import type { Selector } from '../knowledge/types';
import { DRUGS, INDEX_CLASHES, NAME_INDEX } from './drug-index';
import { PAIR_RULES } from './drug-drug';

// The tables must hang together: every id a rule names exists, every class has known parents,
// every source resolves, and no name points at two different ingredients.

const productNames = new Set(ALL_PRODUCTS.map((p) => p.name));

function unknownIn(selector: Selector): string[] {
  const missing: string[] = [];
  for (const id of [...(selector.drugs ?? []), ...(selector.except ?? [])])
    if (!DRUGS.has(id)) missing.push(id);
  for (const c of selector.classes ?? []) if (!(c in CLASSES)) missing.push(`class ${c}`);
  for (const p of selector.products ?? []) if (!productNames.has(p)) missing.push(`product ${p}`);
  return missing;
}

describe('knowledge tables', () => {
  it('know several hundred drugs, products and toxins', () => {
    expect(ALL_DRUGS.length + ALL_PRODUCTS.length).toBeGreaterThanOrEqual(600);
    expect(ALL_DRUGS.filter((d) => (d.kind ?? 'drug') === 'drug').length).toBeGreaterThanOrEqual(
      400,
    );
    expect(NAME_INDEX.size).toBeGreaterThanOrEqual(2000);
  });

  it('index every name to one ingredient or product', () => {
    expect(INDEX_CLASHES).toEqual([]);
  });

  it('give every drug at least one class and one purpose', () => {
    for (const drug of ALL_DRUGS) {
      expect(drug.classes.length, drug.id).toBeGreaterThan(0);
      expect(drug.purposes.length, drug.id).toBeGreaterThan(0);
    }
  });

  it('declare class parents that exist', () => {
    for (const [id, def] of Object.entries(CLASSES)) {
      const parents = (def as { parents?: readonly string[] }).parents ?? [];
      for (const parent of parents) expect(parent in CLASSES, `${id} → ${parent}`).toBe(true);
    }
  });

  it('name only known drugs in related (prodrug/metabolite) links', () => {
    for (const drug of ALL_DRUGS)
      for (const id of drug.related ?? []) expect(DRUGS.has(id), `${drug.id} → ${id}`).toBe(true);
  });

  it('give every condition a severe-only row names the words for advanced disease', () => {
    const withSevere = new Set(CONDITION_TERMS.filter((t) => t.severe?.length).map((t) => t.id));
    const unreachable = [...CONDITION_RULES, ...MORE_CONDITION_RULES, ...LABEL_CONDITION_RULES]
      .filter((r) => r.onlySevere && !withSevere.has(r.condition))
      .map((r) => r.id);
    expect(unreachable).toEqual([]);
  });

  it('refer only to known drugs, classes and products in every rule', () => {
    const selectors: Array<[string, Selector]> = [
      ...PAIR_RULES.flatMap(
        (r) =>
          [
            [r.id, r.a],
            [r.id, r.b],
          ] as Array<[string, Selector]>,
      ),
      ...[...SPECIES_DRUG_RULES, ...TOXIN_RULES].map((r) => [r.id, r.match] as [string, Selector]),
      ...[...CONDITION_RULES, ...MORE_CONDITION_RULES, ...LABEL_CONDITION_RULES].map(
        (r) => [r.id, r.match] as [string, Selector],
      ),
      ...ALLERGY_GROUPS.flatMap((g) =>
        (g.cross ?? []).map((c) => [g.id, c.match] as [string, Selector]),
      ),
    ];
    for (const [id, selector] of selectors) expect(unknownIn(selector), id).toEqual([]);
    for (const rule of MDR1_RULES)
      for (const d of rule.drugs) expect(DRUGS.has(d), rule.id).toBe(true);
    for (const id of Object.keys(ML_THRESHOLDS)) expect(DRUGS.has(id), id).toBe(true);
    for (const g of ALLERGY_GROUPS)
      for (const c of g.classes) expect(c in CLASSES, g.id).toBe(true);
    for (const r of CLASS_DUPLICATE_RULES)
      for (const c of r.classes) expect(c in CLASSES, r.id).toBe(true);
  });

  it('key every dose range to a known drug or product', () => {
    for (const range of DOSE_RANGES) {
      expect(DRUGS.has(range.drug) || productNames.has(range.drug), range.drug).toBe(true);
      // A maximum, a toxic dose, 'not used', or a dose in units that are not mg (insulin, mL).
      const limits = [range.maxPerDose, range.maxPerDay, range.maxSingle, range.toxicMgKg];
      for (const limit of limits) if (limit !== undefined) expect(limit > 0, range.drug).toBe(true);
      const saysSomething =
        limits.some((l) => l !== undefined) ||
        range.notUsed !== undefined ||
        range.dosedIn !== undefined;
      expect(saysSomething, range.drug).toBe(true);
      if (range.notUsed) expect(range.notUsed.trim().endsWith('.'), range.drug).toBe(true);
      if (range.toxicSigns) expect(range.toxicSigns.trim().endsWith('.'), range.drug).toBe(true);
    }
  });

  it('cite a known source with a publisher and title for every rule', () => {
    const ids = [
      ...PAIR_RULES,
      ...SPECIES_DRUG_RULES,
      ...TOXIN_RULES,
      ...CONDITION_RULES,
      ...MORE_CONDITION_RULES,
      ...LABEL_CONDITION_RULES,
      ...MDR1_RULES,
      ...CLASS_DUPLICATE_RULES,
      ...DOSE_RANGES,
      ...ALLERGY_GROUPS,
    ].map((r) => r.source);
    for (const id of ids) {
      expect(SOURCES[id], id).toBeDefined();
      expect(SOURCES[id].publisher.length).toBeGreaterThan(0);
      expect(SOURCES[id].title.length).toBeGreaterThan(0);
    }
  });

  it('give every rule a description and recommendation in plain sentences', () => {
    for (const r of [
      ...PAIR_RULES,
      ...SPECIES_DRUG_RULES,
      ...TOXIN_RULES,
      ...CONDITION_RULES,
      ...MORE_CONDITION_RULES,
      ...LABEL_CONDITION_RULES,
      ...MDR1_RULES,
      ...CLASS_DUPLICATE_RULES,
    ]) {
      expect(r.description.trim().endsWith('.'), r.description).toBe(true);
      expect(r.recommendation.trim().length, r.description).toBeGreaterThan(10);
    }
  });

  it('keep duplicate class rules within the 31-bit mask, most serious first', () => {
    expect(CLASS_DUPLICATE_RULES.length).toBeLessThanOrEqual(31);
    const order = ['Critical', 'High', 'Medium', 'Low'];
    const ranks = CLASS_DUPLICATE_RULES.map((r) => order.indexOf(r.risk));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('catch every NSAID with every systemic corticosteroid', () => {
    const nsaids = ALL_DRUGS.filter((d) => DRUGS.get(d.id)!.classes.has('nsaid' as ClassId));
    const steroids = ALL_DRUGS.filter((d) =>
      DRUGS.get(d.id)!.classes.has('corticosteroid' as ClassId),
    );
    expect(nsaids.length).toBeGreaterThanOrEqual(20);
    expect(steroids.length).toBeGreaterThanOrEqual(12);
    const rule = PAIR_RULES.find((r) => r.id === 'nsaid-corticosteroid')!;
    expect(rule.a.classes).toEqual(['nsaid']);
    expect(rule.b.classes).toEqual(['corticosteroid']);
  });
});
