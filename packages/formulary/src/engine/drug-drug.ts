import { CARDIO_RENAL_RULES } from '../knowledge/interaction-rules-cardio';
import { CLASS_COVERAGE_RULES } from '../knowledge/interaction-rules-classes';
import { INTERACTION_RULES, type PairRule, type PairSide } from '../knowledge/interaction-rules';
import { LEDGER_A_PAIR_RULES } from '../knowledge/interaction-rules-ledger-a';
import { LEDGER_B_PAIR_RULES } from '../knowledge/interaction-rules-ledger-b';
import { MONITORING_PAIR_RULES } from '../knowledge/interaction-rules-monitoring';
import { SETTLED_PAIR_RULES } from '../knowledge/interaction-rules-settled';
import { ONC_ENDO_PAIR_RULES } from '../knowledge/interaction-rules-onc-endo';
import { FindingCollector, matchesSelector } from './findings';
import { doseFacts, type Component, type MedContext } from './medication-context';
import type { PetContext } from './pet-context';
import { sameActiveMoiety } from './related';

// Drug–drug interactions between every pair of medications. For each ingredient the rules whose
// side A or side B it matches are worked out once and cached, so a pair costs a few set lookups.

export const PAIR_RULES: readonly PairRule[] = [
  ...INTERACTION_RULES,
  ...CARDIO_RENAL_RULES,
  ...CLASS_COVERAGE_RULES,
  ...LEDGER_A_PAIR_RULES,
  ...LEDGER_B_PAIR_RULES,
  ...MONITORING_PAIR_RULES,
  ...SETTLED_PAIR_RULES,
  ...ONC_ENDO_PAIR_RULES,
];

interface Sides {
  a: readonly number[];
  b: ReadonlySet<number>;
}

const SIDES_CACHE = new Map<string, Sides>();

function sidesFor(component: Component): Sides {
  const cached = SIDES_CACHE.get(component.drug.id);
  if (cached) return cached;
  const a: number[] = [];
  const b = new Set<number>();
  PAIR_RULES.forEach((rule, i) => {
    if (matchesSelector(rule.a, component)) a.push(i);
    if (matchesSelector(rule.b, component)) b.add(i);
  });
  const sides = { a, b };
  SIDES_CACHE.set(component.drug.id, sides);
  return sides;
}

function side(med: MedContext, component: Component, pet: PetContext): PairSide {
  return {
    dose: doseFacts(med, component.drug.id, pet.weightKg),
    heartwormPreventive: med.name.heartwormPreventive,
    route: med.route,
  };
}

function applies(
  rule: PairRule,
  aMed: MedContext,
  aComp: Component,
  bMed: MedContext,
  bComp: Component,
  pet: PetContext,
): boolean {
  if (rule.species && !rule.species.includes(pet.species)) return false;
  if (!rule.anyRoute && (!aMed.systemic || !bMed.systemic)) return false;
  return !rule.when || rule.when(side(aMed, aComp, pet), side(bMed, bComp, pet));
}

function report(
  ruleIndex: number,
  a: [MedContext, Component],
  b: [MedContext, Component],
  names: [string, string, number, number],
  pet: PetContext,
  out: FindingCollector,
): void {
  const rule = PAIR_RULES[ruleIndex]!;
  if (!applies(rule, a[0], a[1], b[0], b[1], pet)) return;
  out.addInteraction({
    kind: 'drug-drug',
    medication1: names[0],
    medication2: names[1],
    risk: rule.risk,
    text: rule,
    group: rule.group ?? rule.id,
    order: [names[2], names[3]],
  });
}

function checkPair(
  first: MedContext,
  second: MedContext,
  pet: PetContext,
  out: FindingCollector,
): void {
  const names: [string, string, number, number] = [
    first.display,
    second.display,
    first.index,
    second.index,
  ];
  for (const x of first.components) {
    const xs = sidesFor(x);
    for (const y of second.components) {
      if (sameActiveMoiety(x.drug, y.drug)) continue;
      const ys = sidesFor(y);
      for (const i of xs.a) if (ys.b.has(i)) report(i, [first, x], [second, y], names, pet, out);
      for (const i of ys.a) if (xs.b.has(i)) report(i, [second, y], [first, x], names, pet, out);
    }
  }
}

/**
 * Ingredients typed together in one field ('carprofen/prednisone', 'Clavamox / prednisone') are
 * checked against each other too; a known product's own ingredients are not (they are
 * formulated to go together).
 */
function checkWithin(med: MedContext, pet: PetContext, out: FindingCollector): void {
  if (med.components.length < 2) return;
  const own = med.name.product?.components;
  if (own && own.length >= med.components.length) return;
  const parts = med.components;
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      const x = parts[i]!;
      const y = parts[j]!;
      if (own?.includes(x.drug.id) && own.includes(y.drug.id)) continue;
      if (sameActiveMoiety(x.drug, y.drug)) continue;
      const names: [string, string, number, number] = [
        `${med.display}: ${x.drug.id}`,
        y.drug.id,
        med.index,
        med.index,
      ];
      const xs = sidesFor(x);
      const ys = sidesFor(y);
      for (const r of xs.a) if (ys.b.has(r)) report(r, [med, x], [med, y], names, pet, out);
      for (const r of ys.a) if (xs.b.has(r)) report(r, [med, y], [med, x], names, pet, out);
    }
  }
}

export function checkDrugDrug(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  for (let i = 0; i < meds.length; i += 1) {
    checkWithin(meds[i]!, pet, out);
    for (let j = i + 1; j < meds.length; j += 1) checkPair(meds[i]!, meds[j]!, pet, out);
  }
}
