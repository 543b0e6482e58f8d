import type { DoseFacts, RiskLevel, Route, RuleText, Selector, Species } from './types';

// Drug–drug interactions, at class level with drug-level exceptions. A rule matches an ordered
// pair of ingredients from two different medications (either way round). Rules of one `group`
// report once per pair (the highest risk wins). Local forms (eye, ear, skin, inhaled, collar)
// are skipped unless `anyRoute` is set. Pairs vets give together every day have no rule at all:
// NSAID + gabapentin, NSAID + opioid (incl. tramadol), antibiotic + maropitant, oclacitinib +
// cephalexin or parasiticides, famotidine + most drugs.

export interface PairSide {
  dose: DoseFacts;
  heartwormPreventive: boolean;
  /** How it is given: 'transmucosal' for a gel under the tongue. */
  route: Route;
}

export interface PairRule extends RuleText {
  id: string;
  a: Selector;
  b: Selector;
  risk: RiskLevel;
  group?: string;
  anyRoute?: boolean;
  when?: (a: PairSide, b: PairSide) => boolean;
  /** Only for these species (a pair described in one species' references); default every species. */
  species?: readonly Species[];
}

const STRONG_SEROTONERGIC: Selector = {
  classes: [
    'ssri',
    'snri',
    'tca',
    'serotonergic-opioid',
    'sari',
    'azapirone',
    'nassa',
    'serotonin-precursor',
  ],
  drugs: ['dextromethorphan', 'st johns wort', 'lithium'],
};
const MAOI: Selector = { classes: ['maoi'], drugs: ['linezolid'] };
const SSRI_SNRI: Selector = { classes: ['ssri', 'snri'] };

export const INTERACTION_RULES: readonly PairRule[] = [
  // Anti-inflammatories (labels: Rimadyl, Metacam, Deramaxx, Previcox, Galliprant; Hillier 2024)
  {
    id: 'nsaid-corticosteroid',
    a: { classes: ['nsaid'] },
    b: { classes: ['corticosteroid'] },
    risk: 'High',
    description:
      'An NSAID together with a corticosteroid sharply raises the risk of stomach and intestinal ulcers, bleeding and perforation; NSAID labels say to avoid the combination.',
    recommendation:
      'Do not give these together unless your vet has decided to and is monitoring; when switching, vets usually leave a wash-out gap of several days.',
    source: 'hillier-2024',
  },
  // Serotonin syndrome (Mohammad-Zadeh 2008; Anipryl, Clomicalm, Reconcile and Preventic labels)
  {
    id: 'maoi-serotonergic',
    a: MAOI,
    b: STRONG_SEROTONERGIC,
    risk: 'High',
    group: 'serotonin',
    anyRoute: true,
    description:
      'A monoamine-oxidase inhibitor (selegiline, or amitraz in tick collars and dips) with another serotonergic drug can cause serotonin syndrome: agitation, tremors, high temperature and seizures.',
    recommendation:
      'Do not combine. Vets leave at least two weeks between stopping the MAO inhibitor and starting the other drug (longer after fluoxetine).',
    source: 'label-anipryl',
  },
  {
    id: 'maoi-weak-serotonergic',
    a: MAOI,
    b: { drugs: ['fentanyl', 'methadone', 'ondansetron', 'metoclopramide'] },
    risk: 'Medium',
    group: 'serotonin',
    anyRoute: true,
    description:
      'This drug has a milder serotonergic or dopaminergic effect that adds to a monoamine-oxidase inhibitor.',
    recommendation:
      'Use together only with your vet’s agreement and watch for restlessness or tremors.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'maoi-sympathomimetic',
    a: MAOI,
    b: { classes: ['sympathomimetic'] },
    risk: 'High',
    group: 'serotonin',
    anyRoute: true,
    description:
      'A monoamine-oxidase inhibitor with a stimulant or decongestant (e.g. phenylpropanolamine, pseudoephedrine) can cause a dangerous rise in blood pressure.',
    recommendation: 'Do not combine without your vet’s advice.',
    source: 'label-anipryl',
  },
  {
    id: 'maoi-maoi',
    a: MAOI,
    b: MAOI,
    risk: 'High',
    group: 'serotonin',
    anyRoute: true,
    description:
      'Two monoamine-oxidase inhibitors (e.g. selegiline and an amitraz product) add together.',
    recommendation: 'Do not use together; ask your vet for a non-amitraz tick product.',
    source: 'label-anipryl',
  },
  {
    id: 'ssri-serotonergic-opioid',
    a: SSRI_SNRI,
    b: { classes: ['serotonergic-opioid'], drugs: ['dextromethorphan'] },
    risk: 'High',
    group: 'serotonin',
    description:
      'An SSRI with tramadol (or a similar serotonergic opioid) can cause serotonin syndrome, and fluoxetine also blocks tramadol’s conversion to its active form.',
    recommendation: 'Avoid the combination; ask your vet about a non-serotonergic pain reliever.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'ssri-tca',
    a: SSRI_SNRI,
    b: { classes: ['tca'] },
    risk: 'High',
    group: 'serotonin',
    description:
      'An SSRI with a tricyclic antidepressant doubles the serotonin effect and raises the tricyclic’s blood level (liver enzyme inhibition).',
    recommendation: 'Do not combine unless a veterinary behaviourist directs it with monitoring.',
    source: 'label-clomicalm',
  },
  {
    id: 'serotonergic-precursor',
    a: { classes: ['serotonin-precursor'], drugs: ['st johns wort', 'lithium'] },
    b: { classes: ['serotonergic'] },
    risk: 'High',
    group: 'serotonin',
    description:
      'This supplement adds directly to serotonin levels and can tip another serotonergic drug into serotonin syndrome.',
    recommendation: 'Stop the supplement and ask your vet.',
    source: 'serotonin-syndrome',
  },
  {
    // The veterinary tramadol label (Tralieve SPC) says not to give it with a tricyclic
    // antidepressant, as for SSRIs and MAOIs: High (was Medium from the human reference).
    id: 'tca-tramadol',
    a: { classes: ['tca'] },
    b: { classes: ['serotonergic-opioid'] },
    risk: 'High',
    group: 'serotonin',
    description:
      'A tricyclic antidepressant with tramadol adds serotonergic effects and lowers the seizure threshold; the veterinary tramadol label says not to give them together.',
    recommendation:
      'Do not give these together unless your vet has decided to; watch for agitation, tremors or fever.',
    source: 'spc-tralieve-noah',
  },
  {
    id: 'antidepressant-moderate-serotonergic',
    a: { classes: ['ssri', 'snri', 'tca', 'serotonergic-opioid'] },
    b: { classes: ['sari', 'azapirone', 'nassa'] },
    risk: 'Medium',
    group: 'serotonin',
    description:
      'Both drugs raise serotonin; the combination is sometimes used on purpose but can cause serotonin syndrome.',
    recommendation:
      'Give together only if your vet planned it; watch for restlessness, tremors, diarrhoea or a high temperature.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'moderate-serotonergic-pair',
    a: { classes: ['sari', 'azapirone', 'nassa'] },
    b: { classes: ['sari', 'azapirone', 'nassa'] },
    risk: 'Low',
    group: 'serotonin',
    description: 'Both drugs have serotonergic activity; the effects add.',
    recommendation: 'Use together only as your vet directs and watch for agitation or tremors.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'antidepressant-weak-serotonergic',
    a: { classes: ['ssri', 'snri', 'tca'] },
    b: { drugs: ['ondansetron', 'metoclopramide', 'fentanyl', 'methadone'] },
    risk: 'Low',
    group: 'serotonin',
    description: 'This drug has a mild serotonergic effect that adds to the antidepressant.',
    recommendation: 'Usually acceptable short term; watch for restlessness or tremors.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'bupropion-seizure',
    a: { drugs: ['bupropion'] },
    b: { classes: ['ssri', 'tca', 'serotonergic-opioid'] },
    risk: 'High',
    description:
      'Both drugs lower the seizure threshold, and bupropion raises the levels of several antidepressants.',
    recommendation: 'Do not combine without your vet’s advice.',
    source: 'plumbs',
  },
  // Pharmacokinetic interactions (Boothe; Trepanier, Univ. of Illinois CVM; labels)
  {
    id: 'fluoroquinolone-theophylline',
    a: { classes: ['cyp1a2-inhibitor'] },
    b: { classes: ['methylxanthine'], except: ['chocolate', 'caffeine'] },
    risk: 'Medium',
    description:
      'Enrofloxacin and ciprofloxacin slow the breakdown of theophylline, raising it towards toxic levels (restlessness, vomiting, fast heart rate, seizures).',
    recommendation:
      'Your vet may lower the theophylline dose while the antibiotic is given; watch for those signs.',
    source: 'fq-theophylline',
  },
  {
    id: 'weak-fluoroquinolone-theophylline',
    a: { classes: ['fluoroquinolone'], except: ['enrofloxacin', 'ciprofloxacin'] },
    b: { drugs: ['theophylline', 'aminophylline'] },
    risk: 'Low',
    description:
      'This fluoroquinolone has a smaller effect on theophylline clearance than enrofloxacin, but levels can still rise.',
    recommendation: 'Watch for restlessness, vomiting or a fast heart rate.',
    source: 'plumbs',
  },
  {
    id: 'cimetidine-theophylline',
    a: { drugs: ['cimetidine'] },
    b: { drugs: ['theophylline', 'aminophylline'] },
    risk: 'Low',
    description: 'Cimetidine slows the liver’s clearance of theophylline, which can then build up.',
    recommendation: 'Famotidine does not do this and is the usual alternative.',
    source: 'plumbs',
  },
  {
    id: 'chelation',
    a: { classes: ['chelation-prone'] },
    b: { classes: ['polyvalent-cation'] },
    risk: 'Low',
    description:
      'Sucralfate, antacids and iron, calcium, magnesium or zinc products bind tetracyclines and fluoroquinolones in the gut and can cut their absorption sharply.',
    recommendation: 'Give the antibiotic at least 2 hours before the binding product.',
    source: 'sucralfate-doxycycline',
  },
  {
    id: 'levothyroxine-binders',
    a: { classes: ['thyroid-hormone'] },
    b: { classes: ['polyvalent-cation'], drugs: ['sucralfate'] },
    risk: 'Low',
    description:
      'Sucralfate, antacids and iron or calcium products reduce levothyroxine absorption.',
    recommendation: 'Separate the doses by at least 4 hours.',
    source: 'label-soloxine',
  },
  {
    id: 'azole-acid-suppressant',
    a: { drugs: ['ketoconazole', 'itraconazole'] },
    b: { classes: ['acid-suppressant', 'antacid'] },
    risk: 'Low',
    description:
      'Ketoconazole and itraconazole capsules need stomach acid to be absorbed; acid reducers lower their levels.',
    recommendation:
      'Give the antifungal with food, apart from the acid reducer, or ask about an itraconazole liquid.',
    source: 'plumbs',
  },
  {
    id: 'cyp3a-cyclosporine',
    a: { classes: ['cyp3a-inhibitor'] },
    b: { drugs: ['cyclosporine', 'tacrolimus'] },
    risk: 'Medium',
    description:
      'This drug inhibits CYP3A, the enzyme that clears cyclosporine, so cyclosporine levels rise (vets sometimes use ketoconazole on purpose to lower the cyclosporine dose).',
    recommendation:
      'Combine only under your vet’s plan; the cyclosporine dose and blood levels may need adjusting.',
    source: 'trepanier-cyp',
  },
  {
    id: 'inducer-cyclosporine',
    a: { classes: ['enzyme-inducer'] },
    b: { drugs: ['cyclosporine', 'tacrolimus'] },
    risk: 'Medium',
    description:
      'Phenobarbital (and other enzyme inducers) speed the breakdown of cyclosporine and can drop it below the effective level.',
    recommendation: 'Your vet may need to raise the cyclosporine dose and check blood levels.',
    source: 'trepanier-cyp',
  },
  {
    // St John's wort induces CYP3A4 and P-glycoprotein (hyperforin): a systematic review of
    // reports found falls in cyclosporin, digoxin, theophylline and warfarin levels, and
    // transplant rejection on cyclosporin.
    id: 'st-johns-wort-induction',
    a: { drugs: ['st johns wort'] },
    b: { drugs: ['cyclosporine', 'tacrolimus', 'digoxin', 'theophylline', 'warfarin'] },
    risk: 'Medium',
    description:
      "St John's wort speeds the breakdown of cyclosporine, digoxin, theophylline and warfarin, so their levels can fall below the effective range (people on cyclosporine have rejected transplants after starting it).",
    recommendation:
      "Do not start St John's wort without your vet; if it was started, your vet may need to check blood levels.",
    source: 'henderson-st-johns-wort',
  },
  {
    id: 'cyp3a-cisapride',
    a: { classes: ['cyp3a-inhibitor'] },
    b: { drugs: ['cisapride'] },
    risk: 'Medium',
    description:
      'Azole antifungals and macrolides raise cisapride levels, which can disturb heart rhythm.',
    recommendation: 'Ask your vet before combining.',
    source: 'plumbs',
  },
  {
    id: 'cyp3a-vinca',
    a: { drugs: ['ketoconazole', 'itraconazole', 'voriconazole', 'posaconazole'] },
    b: { classes: ['vinca-alkaloid'] },
    risk: 'Medium',
    description:
      'Azole antifungals slow the clearance of vinca chemotherapy drugs, raising nerve and marrow toxicity.',
    recommendation: 'Tell your oncologist about the antifungal.',
    source: 'plumbs',
  },
  {
    id: 'phenobarbital-metronidazole',
    a: { drugs: ['phenobarbital', 'primidone'] },
    b: { drugs: ['metronidazole'] },
    risk: 'Low',
    description:
      'Phenobarbital speeds the breakdown of metronidazole, which may make it less effective.',
    recommendation: 'Usually fine; your vet may adjust the metronidazole dose.',
    source: 'plumbs',
  },
  {
    id: 'chloramphenicol-phenobarbital',
    a: { drugs: ['chloramphenicol'] },
    b: { drugs: ['phenobarbital', 'primidone', 'phenytoin'] },
    risk: 'Medium',
    description:
      'Chloramphenicol blocks the breakdown of phenobarbital, which can build up and cause heavy sedation.',
    recommendation: 'Ask your vet; phenobarbital levels may need checking.',
    source: 'plumbs',
  },
  {
    id: 'methimazole-phenobarbital',
    a: { classes: ['antithyroid'] },
    b: { drugs: ['phenobarbital', 'primidone'] },
    risk: 'Low',
    description: 'Phenobarbital can reduce how well methimazole controls the thyroid.',
    recommendation: 'Your vet may check thyroid levels more often.',
    source: 'label-felimazole',
  },
  {
    id: 'theophylline-phenobarbital',
    a: { drugs: ['phenobarbital', 'primidone', 'rifampin'] },
    b: { drugs: ['theophylline', 'aminophylline'] },
    risk: 'Low',
    description:
      'Enzyme inducers speed the clearance of theophylline, which may become less effective.',
    recommendation: 'Your vet may adjust the theophylline dose.',
    source: 'plumbs',
  },
  // P-glycoprotein and macrocyclic lactones (Comfortis label; WSU VCPL)
  {
    id: 'pgp-inhibitor-high-dose-ml',
    a: { classes: ['pgp-inhibitor'] },
    b: { drugs: ['ivermectin', 'moxidectin', 'doramectin', 'abamectin', 'milbemycin'] },
    risk: 'High',
    when: (_a, b) => !b.heartwormPreventive && (b.dose.perDoseMgKg ?? 0) >= 0.1,
    description:
      'Spinosad, ketoconazole, cyclosporine and other P-glycoprotein inhibitors let high (mange-treatment) doses of ivermectin-type drugs into the brain: tremors, blindness, coma.',
    recommendation:
      'Do not combine with high-dose ivermectin or moxidectin; monthly heartworm-preventive doses are fine.',
    source: 'label-comfortis',
  },
];

// Heart, kidney and electrolyte interactions live in interaction-rules-cardio.ts.
