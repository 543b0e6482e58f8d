import { riskRank, type RiskLevel } from '@pawrx/contracts/enums';
import { CONDITION_RULES, type ConditionRule } from '../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../knowledge/condition-rules-labels';
import { MORE_CONDITION_RULES } from '../knowledge/condition-rules-more';
import type { ConditionId } from '../knowledge/condition-terms';
import { RECORD_CONDITION_RULES } from '../knowledge/products/all-records';
import type { Route } from '../knowledge/types';
import type { FindingCollector } from './findings';
import { matchesSelector } from './findings';
import type { MedContext } from './medication-context';
import { boundedMemo } from './memo';
import type { MatchedCondition } from './condition-match';
import type { PetContext } from './pet-context';

// Chronic-condition contraindications: each medication against each condition in the pet's
// profile, one finding per (medication, condition), the most serious rule winning.

const RULES_BY_CONDITION = new Map<ConditionId, ConditionIndex>();

/**
 * One condition's rules, and for each key a rule's selector names (a drug, a class, a product or
 * a record) the positions of the rules naming it: a medication is tested only against the rules
 * that name one of its keys, instead of every rule of the condition (hundreds for kidney disease).
 * A selector that names none of them matches nothing, so no rule is missed.
 */
interface ConditionIndex {
  rules: ConditionRule[];
  byKey: Map<string, number[]>;
}

const selectorKeys = (rule: ConditionRule): string[] => [
  ...(rule.match.drugs ?? []).map((d) => `d:${d}`),
  ...(rule.match.classes ?? []).map((c) => `c:${c}`),
  ...(rule.match.products ?? []).map((p) => `p:${p}`),
  ...(rule.match.records ?? []).map((r) => `r:${r}`),
];

for (const rule of [
  ...CONDITION_RULES,
  ...MORE_CONDITION_RULES,
  ...LABEL_CONDITION_RULES,
  ...RECORD_CONDITION_RULES,
]) {
  const index: ConditionIndex = RULES_BY_CONDITION.get(rule.condition) ?? {
    rules: [],
    byKey: new Map(),
  };
  const position = index.rules.push(rule) - 1;
  for (const key of new Set(selectorKeys(rule))) {
    const positions = index.byKey.get(key) ?? [];
    positions.push(position);
    index.byKey.set(key, positions);
  }
  RULES_BY_CONDITION.set(rule.condition, index);
}

/** The keys a medication can be named by in a selector: its ingredients, their classes, its product. */
function medicationKeys(med: MedContext): string[] {
  const keys: string[] = [];
  for (const c of med.components) {
    keys.push(`d:${c.drug.id}`);
    for (const cls of c.classes) keys.push(`c:${cls}`);
  }
  const product = med.name.product;
  if (product) {
    keys.push(`p:${product.name}`);
    if (product.record) keys.push(`r:${product.record.id}`);
  }
  return keys;
}

/**
 * The condition's rules for this species whose selector matches one of the medication's
 * ingredients (or its product), in their listed order, worked out once per (condition, species,
 * ingredients, product): a condition holds dozens of rules and each check re-tests every line.
 */
const matchingMemo = boundedMemo<readonly ConditionRule[]>(4096);
function matchingRules(
  conditionId: ConditionId,
  species: PetContext['species'],
  med: MedContext,
): readonly ConditionRule[] {
  const ingredients = med.components.map((c) => c.drug.id).join('+');
  const product = med.name.product;
  const key = `${conditionId}|${species}|${ingredients}|${product?.name ?? ''}|${product?.record?.id ?? ''}`;
  return matchingMemo(key, () => {
    const index = RULES_BY_CONDITION.get(conditionId);
    if (!index) return [];
    const candidates = new Set<number>();
    for (const k of medicationKeys(med))
      for (const i of index.byKey.get(k) ?? []) candidates.add(i);
    return [...candidates]
      .sort((a, b) => a - b)
      .map((i) => index.rules[i]!)
      .filter((rule) => {
        if (rule.species && !rule.species.includes(species)) return false;
        const excepted = rule.exceptIn?.[species];
        const match = excepted
          ? { ...rule.match, except: [...(rule.match.except ?? []), ...excepted] }
          : rule.match;
        return med.components.some((c) => matchesSelector(match, c, med));
      });
  });
}

function routeAllows(rule: ConditionRule, med: MedContext): boolean {
  if (rule.routes)
    return rule.routes.includes(med.route === 'unknown' ? 'unknown' : (med.route as Route));
  return med.systemic;
}

function riskFor(rule: ConditionRule, pet: PetContext, condition: MatchedCondition): RiskLevel {
  let risk = rule.speciesRisk?.[pet.species] ?? rule.risk;
  if (condition.severe && rule.severeRisk && riskRank(rule.severeRisk) > riskRank(risk)) {
    risk = rule.severeRisk;
  }
  return risk;
}

export function checkConditions(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  for (const condition of pet.conditions) {
    if (!RULES_BY_CONDITION.has(condition.id)) continue;
    for (const med of meds) {
      for (const rule of matchingRules(condition.id, pet.species, med)) {
        if (rule.onlySevere && !condition.severe) continue;
        if (
          rule.sex &&
          pet.pet.sex !== undefined &&
          pet.pet.sex !== 'unknown' &&
          rule.sex !== pet.pet.sex
        )
          continue;
        if (!routeAllows(rule, med)) continue;
        out.addInteraction({
          kind: 'condition',
          medication1: med.display,
          medication2: `${condition.label} (condition)`,
          risk: riskFor(rule, pet, condition),
          text: rule,
          group: `condition:${condition.id}`,
          order: [med.index],
        });
      }
    }
  }
}
