import type { FindingKind } from '@pawrx/contracts/interactions';
import type { ClassId } from '../classes';
import type { SourceId } from '../sources';

// What an owner should watch for after starting a medicine, by drug class and by kind of finding:
// the "what to watch for" paragraph of the built-in AI analysis. Signs from the adverse-effect
// sections of Plumb's monographs and the Merck Veterinary Manual, in plain words.

export interface WatchSign {
  sign: string;
  source: SourceId;
}

/** In the order the paragraph lists them; classes sharing a sign list it once. */
export const SIGNS_BY_CLASS: ReadonlyArray<readonly [ClassId, WatchSign]> = [
  [
    'nsaid',
    {
      sign: 'vomiting, diarrhoea, black or tarry stools, not eating, or drinking and urinating more (NSAID side effects on the stomach, kidneys and liver)',
      source: 'fda-nsaid',
    },
  ],
  [
    'corticosteroid',
    {
      sign: 'more thirst, urination, appetite or panting than usual (steroid effects)',
      source: 'plumbs',
    },
  ],
  [
    'serotonergic',
    {
      sign: 'agitation, trembling, fast breathing, a high temperature or dilated pupils (signs of serotonin syndrome)',
      source: 'serotonin-syndrome',
    },
  ],
  [
    'macrocyclic-lactone',
    {
      sign: 'wobbliness, dilated pupils, drooling or confusion (drug reaching the brain)',
      source: 'wsu-mdr1-drugs',
    },
  ],
  ['opioid', { sign: 'heavy sedation or slow, shallow breathing', source: 'plumbs' }],
  [
    'antiepileptic',
    { sign: 'unusual sleepiness or wobbliness, or seizures coming back', source: 'plumbs' },
  ],
  ['benzodiazepine', { sign: 'heavy sedation or wobbliness', source: 'plumbs' }],
  [
    'insulin',
    {
      sign: 'weakness, trembling, wobbliness or collapse (low blood sugar)',
      source: 'label-vetsulin',
    },
  ],
  [
    'loop-diuretic',
    {
      sign: 'weakness, not eating, or sudden changes in thirst (fluid and salt balance)',
      source: 'acvim-mmvd',
    },
  ],
  [
    'ace-inhibitor',
    {
      sign: 'weakness, not eating, or sudden changes in thirst (fluid and salt balance)',
      source: 'acvim-mmvd',
    },
  ],
  [
    'aminoglycoside',
    {
      sign: 'changes in how much urine is passed, head tilt or loss of balance',
      source: 'plumbs',
    },
  ],
  [
    'fluoroquinolone',
    { sign: 'changes in vision (especially in cats) or seizures', source: 'label-baytril' },
  ],
  [
    // Doxycycline tablets left in a cat's gullet cause strictures: a water or food swallow after
    // each dose prevents it (German et al. 2005).
    'tetracycline',
    {
      sign: 'gagging, drooling, bringing food back up or trouble swallowing (a tablet stuck in the gullet; follow each tablet with a little water or food, above all in cats)',
      source: 'german-2005-doxycycline-cats',
    },
  ],
  [
    'nitroimidazole',
    {
      sign: 'wobbliness, a head tilt, flicking eyes or seizures (metronidazole nerve side effects)',
      source: 'vetneurology-metronidazole',
    },
  ],
  [
    'antithyroid',
    {
      sign: 'not eating, vomiting, itchy face or unusual bruising',
      source: 'label-felimazole',
    },
  ],
  ['beta-blocker', { sign: 'weakness, fainting or breathing difficulty', source: 'plumbs' }],
];

export const SIGNS_BY_KIND: Partial<Record<FindingKind, WatchSign>> = {
  allergy: {
    sign: 'hives, facial swelling, itching, vomiting or difficulty breathing (allergic reaction)',
    source: 'merck-toxicology',
  },
  'species-toxicity': {
    sign: 'vomiting, drooling, weakness, collapse or seizures (poisoning)',
    source: 'merck-toxicology',
  },
};
