import { riskRank, type RiskLevel } from '@pawrx/contracts/enums';
import type { AllergyGroup } from '../knowledge/allergy-groups';
import type { RuleText } from '../knowledge/types';
import type { FindingCollector } from './findings';
import { matchesSelector } from './findings';
import type { Component, MedContext } from './medication-context';
import type { ParsedAllergy } from './allergy-match';
import type { PetContext } from './pet-context';
import { sameActiveMoiety } from './related';

// Allergy cross-reactivity: each medication against each stored allergy, keeping the most serious
// match: the same drug (or its prodrug/active form) is Critical, a member of a named class is the
// group's class risk, another member of an allergic drug's class is the sibling risk, and related
// classes (penicillin → cephalosporin) the cross risk.

interface Hit {
  risk: RiskLevel;
  text: RuleText;
}

const keep = (a: Hit | null, b: Hit | null): Hit | null =>
  !a ? b : !b ? a : riskRank(b.risk) > riskRank(a.risk) ? b : a;

function groupHit(
  group: AllergyGroup,
  component: Component,
  named: boolean,
  what: string,
): Hit | null {
  const drug = component.drug.id;
  if (group.classes.some((c) => component.classes.has(c))) {
    const own = group.classText;
    if (own) {
      return {
        risk: named ? group.classRisk : group.siblingRisk,
        text: {
          description: own.description.replace('{drug}', drug),
          recommendation: own.recommendation,
          source: group.source,
        },
      };
    }
    return {
      risk: named ? group.classRisk : group.siblingRisk,
      text: {
        description: `${drug} belongs to the same drug family as the ${what} this pet is allergic to; allergic reactions usually extend to the whole family.`,
        recommendation:
          'Do not give it without your vet confirming it is safe; ask for an antibiotic or medicine from an unrelated family.',
        source: group.source,
      },
    };
  }
  let best: Hit | null = null;
  for (const cross of group.cross ?? []) {
    if (!matchesSelector(cross.match, component)) continue;
    best = keep(best, {
      risk: cross.risk,
      text: {
        description: `${drug} is related to the ${what} this pet is allergic to; cross-reactions are less common but possible.`,
        recommendation:
          'Ask your vet before giving it; if used, watch closely for hives, facial swelling, vomiting or breathing trouble.',
        source: group.source,
      },
    });
  }
  return best;
}

function allergyHit(allergy: ParsedAllergy, component: Component): Hit | null {
  let best: Hit | null = null;
  for (const drug of allergy.drugs) {
    if (sameActiveMoiety(drug, component.drug)) {
      const same = drug.id === component.drug.id;
      best = keep(best, {
        risk: 'Critical',
        text: {
          description: same
            ? `This pet has a recorded allergy to ${drug.id}; giving it again can cause a more severe reaction.`
            : `${component.drug.id} is converted to (or from) ${drug.id}, to which this pet is allergic; it is effectively the same drug.`,
          recommendation:
            'Do not give it. Tell your vet about the allergy and ask for an alternative.',
          source: 'plumbs',
        },
      });
    }
  }
  for (const group of allergy.groups) best = keep(best, groupHit(group, component, true, group.id));
  for (const group of allergy.impliedGroups) {
    const named = allergy.drugs.map((d) => d.id).join(', ');
    best = keep(best, groupHit(group, component, false, named));
  }
  return best;
}

export function checkAllergies(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  if (pet.allergies.length === 0) return;
  for (const med of meds) {
    for (const allergy of pet.allergies) {
      let best: Hit | null = null;
      for (const component of med.components) best = keep(best, allergyHit(allergy, component));
      if (!best) continue;
      out.addInteraction({
        kind: 'allergy',
        medication1: med.display,
        medication2: allergy.label,
        risk: best.risk,
        text: best.text,
        group: 'allergy',
        order: [med.index],
      });
    }
  }
}
