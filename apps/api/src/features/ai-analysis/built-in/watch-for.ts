import type { ClassId } from '@pawrx/formulary/knowledge/classes';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { resolveCached } from './resolve-cached';
import type { AnalysisPet } from '../analysis-provider';
import type { Finding } from './finding-mentions';

// What the owner should watch for, from the drug classes given and the kinds of findings, and
// when to call the vet. Signs from the Merck Veterinary Manual and Plumb's adverse-effect notes.

const SIGNS_BY_CLASS: ReadonlyArray<[ClassId, string]> = [
  [
    'nsaid',
    'vomiting, diarrhoea, black or tarry stools, not eating, or drinking and urinating more (NSAID side effects on the stomach, kidneys and liver)',
  ],
  ['corticosteroid', 'more thirst, urination, appetite or panting than usual (steroid effects)'],
  [
    'serotonergic',
    'agitation, trembling, fast breathing, a high temperature or dilated pupils (signs of serotonin syndrome)',
  ],
  [
    'macrocyclic-lactone',
    'wobbliness, dilated pupils, drooling or confusion (drug reaching the brain)',
  ],
  ['opioid', 'heavy sedation or slow, shallow breathing'],
  ['antiepileptic', 'unusual sleepiness or wobbliness, or seizures coming back'],
  ['benzodiazepine', 'heavy sedation or wobbliness'],
  ['insulin', 'weakness, trembling, wobbliness or collapse (low blood sugar)'],
  ['loop-diuretic', 'weakness, not eating, or sudden changes in thirst (fluid and salt balance)'],
  ['ace-inhibitor', 'weakness, not eating, or sudden changes in thirst (fluid and salt balance)'],
  ['aminoglycoside', 'changes in how much urine is passed, head tilt or loss of balance'],
  ['fluoroquinolone', 'changes in vision (especially in cats) or seizures'],
  ['antithyroid', 'not eating, vomiting, itchy face or unusual bruising'],
  ['beta-blocker', 'weakness, fainting or breathing difficulty'],
];

const SIGNS_BY_KIND: Partial<Record<Finding['item']['kind'], string>> = {
  allergy: 'hives, facial swelling, itching, vomiting or difficulty breathing (allergic reaction)',
  'species-toxicity': 'vomiting, drooling, weakness, collapse or seizures (poisoning)',
};

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
    const sign = SIGNS_BY_KIND[f.item.kind];
    if (sign) signs.add(sign);
  }
  for (const [cls, sign] of SIGNS_BY_CLASS) if (classes.has(cls)) signs.add(sign);
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
