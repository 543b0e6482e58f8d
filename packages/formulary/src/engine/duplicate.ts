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

function sameDrugRisk(component: Component): RiskLevel {
  for (const row of SAME_DRUG_RISK) {
    if (row.classes.some((c) => component.classes.has(c))) return row.risk;
  }
  if (component.classes.has('corticosteroid')) return 'Medium';
  return 'Medium';
}

const NOT_MEDICINES = new Set(['food', 'plant', 'household']);

interface Candidate {
  risk: RiskLevel;
  text: RuleText;
}

function better(current: Candidate | null, next: Candidate): Candidate {
  return current && riskRank(current.risk) >= riskRank(next.risk) ? current : next;
}

function pairCandidate(first: MedContext, second: MedContext): Candidate | null {
  if (first.systemic !== second.systemic) return null;
  if (!first.systemic && first.route !== second.route) return null;
  let best: Candidate | null = null;
  for (const x of first.components) {
    if (NOT_MEDICINES.has(x.drug.kind ?? 'drug')) continue;
    for (const y of second.components) {
      if (sameActiveMoiety(x.drug, y.drug)) {
        const ingredient = x.drug.id === y.drug.id ? x.drug.id : `${x.drug.id} / ${y.drug.id}`;
        best = better(best, { risk: sameDrugRisk(x), text: SAME_DRUG_TEXT(ingredient) });
        continue;
      }
      for (const rule of CLASS_DUPLICATE_RULES) {
        const inX = rule.classes.some((c) => x.classes.has(c));
        const inY = rule.classes.some((c) => y.classes.has(c));
        if (inX && inY) best = better(best, { risk: rule.risk, text: rule });
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
