import { SIGNS_BY_CLASS, SIGNS_BY_KIND } from '@pawrx/formulary/knowledge/analysis/watch-signs';
import type { ClassId } from '@pawrx/formulary/knowledge/classes';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { resolveCached } from './resolve-cached';
import type { AnalysisPet } from '../analysis-provider';
import type { Finding } from './finding-mentions';

// What the owner should watch for, from the drug classes given and the kinds of findings, and
// when to call the vet. The signs are a formulary table (knowledge/analysis/watch-signs.ts).

function classesOf(medications: readonly MedicationToCheck[]): Set<ClassId> {
  const classes = new Set<ClassId>();
  for (const m of medications) for (const c of resolveCached(m.name).classes) classes.add(c);
  return classes;
}

export function watchParagraph(
  pet: AnalysisPet,
  medications: readonly MedicationToCheck[],
  findings: readonly Finding[],
): string {
  const classes = classesOf(medications);
  const signs = new Set<string>();
  for (const f of findings) {
    const watch = SIGNS_BY_KIND[f.item.kind];
    if (watch) signs.add(watch.sign);
  }
  for (const [cls, watch] of SIGNS_BY_CLASS) if (classes.has(cls)) signs.add(watch.sign);
  const watch =
    signs.size > 0
      ? `What to watch for: ${[...signs].join('; ')}.`
      : 'What to watch for: any change in appetite, energy, stools, thirst or behaviour after starting a new medication.';
  const urgent = findings.some(
    (f) => f.type === 'toxic' || f.item.riskLevel === 'High' || f.item.riskLevel === 'Critical',
  );
  const call = urgent
    ? `Call your vet before giving the flagged medication, and the same day if ${pet.name} shows any of these signs.`
    : `Call your vet the same day if ${pet.name} shows any of these signs.`;
  return `${watch} ${call} Go to an emergency clinic straight away, or call the ASPCA Animal Poison Control Center ((888) 426-4435), if ${pet.name} collapses, has a seizure, struggles to breathe or has swallowed something toxic.`;
}
