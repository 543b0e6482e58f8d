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

function pairCandidate(first: MedContext, second: MedContext): Candidate | null {
  if (first.systemic !== second.systemic) return null;
  if (!first.systemic && first.route !== second.route) return null;
  let best: Candidate | null = null;
  for (const x of first.components) {
    if (NOT_MEDICINES.has(x.drug.kind ?? 'drug')) continue;
    const xMask = classMask(x);
    for (const y of second.components) {
      if (sameActiveMoiety(x.drug, y.drug)) {
        const ingredient = x.drug.id === y.drug.id ? x.drug.id : `${x.drug.id} / ${y.drug.id}`;
        const risk = sameDrugRisk(x);
        if (risk) best = better(best, { risk, text: SAME_DRUG_TEXT(ingredient) });
      } else {
        best = better(best, firstRule(xMask & classMask(y)));
      }
    }
  }
  return best;
}

export function checkDuplicates(
  _pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
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
