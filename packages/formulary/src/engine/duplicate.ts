import { riskRank, type RiskLevel } from '@pawrx/contracts/enums';
import {
  CLASS_DUPLICATE_RULES,
  SAME_DRUG_RISK,
  SAME_DRUG_TEXT,
} from '../knowledge/duplicate-rules';
import type { RuleText } from '../knowledge/types';
import type { FindingCollector } from './findings';
import type { Component, MedContext } from './medication-context';
import type { PetContext } from './pet-context';
import { sameActiveMoiety } from './related';

// Duplicate therapy: one finding per pair of medications (the most serious), either the same
// active ingredient twice (Metacam + meloxicam, Heartgard Plus + Tri-Heart Plus, prednisone +
// prednisolone) or two members of a class that should not be doubled (two NSAIDs, an H2 blocker
// and a PPI). Eye/ear/skin forms only count against the same route.

function sameDrugRisk(component: Component): RiskLevel | null {
  for (const row of SAME_DRUG_RISK) {
    if (row.classes.some((c) => component.classes.has(c))) return row.risk;
  }
  return 'Medium';
}

const NOT_MEDICINES = new Set(['food', 'plant', 'household']);

interface Candidate {
  risk: RiskLevel;
  text: RuleText;
}

/** Bit i set when the ingredient is in class rule i (rules are listed most serious first). */
const CLASS_MASKS = new Map<string, number>();
function classMask(component: Component): number {
  const cached = CLASS_MASKS.get(component.drug.id);
  if (cached !== undefined) return cached;
  let mask = 0;
  CLASS_DUPLICATE_RULES.forEach((rule, i) => {
    if (rule.classes.some((c) => component.classes.has(c))) mask |= 1 << i;
  });
  CLASS_MASKS.set(component.drug.id, mask);
  return mask;
}

function firstRule(mask: number): Candidate | null {
  if (mask === 0) return null;
  const rule = CLASS_DUPLICATE_RULES[31 - Math.clz32(mask & -mask)]!;
  return { risk: rule.risk, text: rule };
}

function better(current: Candidate | null, next: Candidate | null): Candidate | null {
  if (!next) return current;
  return current && riskRank(current.risk) >= riskRank(next.risk) ? current : next;
}

function componentCandidate(x: Component, y: Component): Candidate | null {
  if (NOT_MEDICINES.has(x.drug.kind ?? 'drug')) return null;
  if (sameActiveMoiety(x.drug, y.drug)) {
    const ingredient = x.drug.id === y.drug.id ? x.drug.id : `${x.drug.id} / ${y.drug.id}`;
    const risk = sameDrugRisk(x);
    return risk ? { risk, text: SAME_DRUG_TEXT(ingredient) } : null;
  }
  return firstRule(classMask(x) & classMask(y));
}

function pairCandidate(first: MedContext, second: MedContext): Candidate | null {
  if (first.systemic !== second.systemic) return null;
  if (!first.systemic && first.route !== second.route) return null;
  let best: Candidate | null = null;
  for (const x of first.components) {
    for (const y of second.components) best = better(best, componentCandidate(x, y));
  }
  return best;
}

/**
 * Two medicines typed in one field ('Rimadyl / Metacam'): their ingredients double up just as
 * two entries would. A known product's own ingredients are left alone.
 */
function withinCandidate(med: MedContext): [Component, Component, Candidate] | null {
  const own = med.name.product?.components;
  if (med.components.length < 2 || (own && own.length >= med.components.length)) return null;
  let best: [Component, Component, Candidate] | null = null;
  const parts = med.components;
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      const x = parts[i]!;
      const y = parts[j]!;
      if (own?.includes(x.drug.id) && own.includes(y.drug.id)) continue;
      const c = componentCandidate(x, y);
      if (c && (!best || riskRank(c.risk) > riskRank(best[2].risk))) best = [x, y, c];
    }
  }
  return best;
}

export function checkDuplicates(
  _pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  for (const med of meds) {
    const within = withinCandidate(med);
    if (!within) continue;
    const [x, y, candidate] = within;
    out.addInteraction({
      kind: 'duplicate',
      medication1: `${med.display}: ${x.drug.id}`,
      medication2: y.drug.id,
      risk: candidate.risk,
      text: candidate.text,
      group: 'duplicate',
      order: [med.index, med.index],
    });
  }
  for (let i = 0; i < meds.length; i += 1) {
    for (let j = i + 1; j < meds.length; j += 1) {
      const first = meds[i]!;
      const second = meds[j]!;
      const candidate = pairCandidate(first, second);
      if (!candidate) continue;
      out.addInteraction({
        kind: 'duplicate',
        medication1: first.display,
        medication2: second.display,
        risk: candidate.risk,
        text: candidate.text,
        group: 'duplicate',
        order: [first.index, second.index],
      });
    }
  }
}
