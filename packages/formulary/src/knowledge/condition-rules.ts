import type { ConditionId } from './condition-terms';
import type { RiskLevel, Route, RuleText, Selector, Species } from './types';

// Chronic-condition contraindications (product labels; Plumb's; ISFM/AAFP NSAID guidelines;
// FDA CVM isoxazoline fact sheet). Systemic forms only unless `routes` says otherwise.

export interface ConditionRule extends RuleText {
  id: string;
  condition: ConditionId;
  match: Selector;
  risk: RiskLevel;
  speciesRisk?: Partial<Record<Species, RiskLevel>>;
  /** Risk when the condition is marked advanced (e.g. IRIS stage 3–4 kidney disease). */
  severeRisk?: RiskLevel;
  /**
   * Only when the condition is marked advanced: a label that warns about "very severe" or
   * end-stage disease says nothing about the everyday form, and a caution there is a false alarm.
   */
  onlySevere?: boolean;
  /**
   * Drug ids the row leaves out for one species, where that species' label says the drug may be
   * used (Baytril for dogs: "may be used safely in pregnant and lactating animals").
   */
  exceptIn?: Partial<Record<Species, readonly string[]>>;
  /** Only these routes (e.g. eye drops on a corneal ulcer); default: systemic forms. */
  routes?: readonly Route[];
  /**
   * Only pets of these species (a horse label's warning about stallions); default: every species.
   */
  species?: readonly Species[];
  /** Only for this sex when the profile gives one (a label about breeding males). */
  sex?: 'male' | 'female';
}

const NSAID: Selector = { classes: ['nsaid'] };
const STEROID: Selector = { classes: ['corticosteroid'] };

export const CONDITION_RULES: readonly ConditionRule[] = [
  // Kidney
  {
    id: 'nsaid-kidney',
    condition: 'kidney',
    match: NSAID,
    risk: 'Medium',
    speciesRisk: { cat: 'High' },
    severeRisk: 'High',
    description:
      'NSAIDs reduce blood flow to the kidneys and can tip existing kidney disease into kidney failure; cats with kidney disease are especially vulnerable.',
    recommendation:
      'Use only if your vet decides the benefit outweighs the risk, at the lowest dose, with kidney values and hydration monitored.',
    source: 'isfm-nsaid-cats',
  },
  {
    id: 'nephrotoxic-kidney',
    condition: 'kidney',
    match: { classes: ['aminoglycoside'], drugs: ['amphotericin b', 'cisplatin'] },
    risk: 'High',
    description:
      'This drug is directly toxic to the kidneys and can worsen existing kidney disease.',
    recommendation: 'Ask your vet about a kidney-sparing alternative or close monitoring.',
    source: 'plumbs',
  },
  {
    id: 'tetracycline-kidney',
    condition: 'kidney',
    match: { drugs: ['tetracycline', 'oxytetracycline', 'chlortetracycline'] },
    risk: 'Medium',
    description:
      'Older tetracyclines build up in kidney disease and can worsen it (doxycycline is the usual alternative).',
    recommendation: 'Ask your vet whether doxycycline would suit instead.',
    source: 'plumbs',
  },
  {
    id: 'antithyroid-kidney',
    condition: 'kidney',
    match: { classes: ['antithyroid'] },
    risk: 'Low',
    description:
      'Treating hyperthyroidism lowers blood flow to the kidneys and can unmask or worsen kidney disease.',
    recommendation:
      'Your vet will recheck kidney values a few weeks after starting or changing the dose.',
    source: 'label-felimazole',
  },
  {
    id: 'trilostane-kidney-liver',
    condition: 'kidney',
    match: { drugs: ['trilostane'] },
    risk: 'Medium',
    description: 'The trilostane label advises caution in dogs with kidney disease.',
    recommendation: 'Your vet will monitor kidney values and electrolytes.',
    source: 'label-vetoryl',
  },
  // Liver
  {
    id: 'nsaid-liver',
    condition: 'liver',
    match: NSAID,
    risk: 'Medium',
    description:
      'NSAIDs are cleared by the liver and can, rarely, injure it; labels advise caution in liver disease.',
    recommendation: 'Use only with your vet’s agreement and liver values monitored.',
    source: 'label-rimadyl',
  },
  {
    id: 'antithyroid-liver',
    condition: 'liver',
    match: { classes: ['antithyroid'] },
    risk: 'High',
    description:
      'Methimazole (and carbimazole, which becomes methimazole) is not for pets with primary liver disease and can itself injure the liver.',
    recommendation:
      'Ask your vet about other hyperthyroid treatments (radioiodine, iodine-restricted diet).',
    source: 'label-felimazole',
  },
  {
    id: 'barbiturate-liver',
    condition: 'liver',
    match: { classes: ['barbiturate'] },
    risk: 'High',
    description:
      'Phenobarbital is processed by the liver, can damage it with long use, and is contraindicated in significant liver dysfunction.',
    recommendation: 'Ask your vet about levetiracetam or potassium bromide instead.',
    source: 'plumbs',
  },
  {
    id: 'hepatotoxic-liver',
    condition: 'liver',
    match: {
      drugs: [
        'ketoconazole',
        'itraconazole',
        'voriconazole',
        'azathioprine',
        'trilostane',
        'acetaminophen',
      ],
    },
    risk: 'Medium',
    description:
      'This drug can injure the liver or is cleared by it; liver disease raises the risk.',
    recommendation: 'Your vet may choose another drug or monitor liver values.',
    source: 'plumbs',
  },
  {
    id: 'lomustine-liver',
    condition: 'liver',
    match: { drugs: ['lomustine', 'acetaminophen'] },
    risk: 'High',
    description: 'This drug is directly toxic to the liver and is best avoided in liver disease.',
    recommendation: 'Ask your vet for an alternative, or liver values checked before each dose.',
    source: 'plumbs',
  },
  {
    id: 'liver-dose-reduction',
    condition: 'liver',
    match: { drugs: ['maropitant', 'metronidazole'] },
    risk: 'Low',
    description:
      'This drug is cleared by the liver; in liver disease it lasts longer and the dose is often reduced.',
    recommendation: 'Mention the liver disease so your vet can adjust the dose.',
    source: 'label-cerenia',
  },
  // Gut
  {
    id: 'nsaid-ulcer',
    condition: 'gi-ulcer',
    match: NSAID,
    risk: 'High',
    description:
      'NSAIDs block the prostaglandins that protect the stomach lining; with an existing ulcer they can cause bleeding or perforation.',
    recommendation: 'Do not give an NSAID while an ulcer is present unless your vet directs it.',
    source: 'fda-nsaid',
  },
  {
    id: 'steroid-ulcer',
    condition: 'gi-ulcer',
    match: STEROID,
    risk: 'Medium',
    description: 'Corticosteroids slow healing of the stomach lining and can worsen an ulcer.',
    recommendation: 'Ask your vet whether a gut protectant is needed.',
    source: 'plumbs',
  },
  {
    id: 'nsaid-ibd',
    condition: 'ibd',
    match: NSAID,
    risk: 'Medium',
    description:
      'NSAIDs can irritate an already inflamed gut and cause vomiting, diarrhoea or bleeding.',
    recommendation: 'Watch for vomiting, diarrhoea or black stools and tell your vet.',
    source: 'fda-nsaid',
  },
  {
    id: 'prokinetic-obstruction',
    condition: 'gi-obstruction',
    match: { drugs: ['metoclopramide', 'cisapride', 'bethanechol'] },
    risk: 'High',
    description: 'Drugs that push the gut contents along must not be used when the gut is blocked.',
    recommendation: 'Do not give until your vet rules out a blockage.',
    source: 'plumbs',
  },
];

// Hormonal, heart, breathing, nervous system and other conditions are in condition-rules-more.ts.
