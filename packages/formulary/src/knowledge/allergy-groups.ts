import type { ClassId } from './classes';
import type { SourceId } from './sources';
import type { RiskLevel, Selector } from './types';

// Drug allergy cross-reactivity by class. An allergy written as a class ('penicillins', 'sulfa
// drugs', 'NSAIDs') flags every member at `classRisk`; an allergy to one drug ('amoxicillin',
// 'carprofen') flags that drug and its prodrug/active metabolite at Critical and the other members
// of its group at `siblingRisk`. `cross` rows reach related classes (penicillin → cephalosporins).
// Sources: Pichichero & Zagursky 2014 (beta-lactams); Trepanier 2004 (sulfonamides); labels.

export interface AllergyCross {
  match: Selector;
  risk: RiskLevel;
}

export interface AllergyGroup {
  id: string;
  /** Words an owner might write for the class. */
  phrases: readonly string[];
  classes: readonly ClassId[];
  classRisk: RiskLevel;
  siblingRisk: RiskLevel;
  cross?: readonly AllergyCross[];
  source: SourceId;
  /** Own wording for a class match; '{drug}' is replaced by the ingredient. */
  classText?: { description: string; recommendation: string };
}

export const ALLERGY_GROUPS: readonly AllergyGroup[] = [
  {
    id: 'penicillins',
    phrases: [
      'penicillin',
      'penicillins',
      'pcn',
      'penicillin antibiotics',
      'aminopenicillins',
      'amoxicillins',
    ],
    classes: ['penicillin'],
    classRisk: 'High',
    siblingRisk: 'High',
    cross: [
      { match: { classes: ['cephalosporin'] }, risk: 'Medium' },
      { match: { classes: ['carbapenem'] }, risk: 'Low' },
    ],
    source: 'pichichero-2014',
  },
  {
    id: 'cephalosporins',
    phrases: ['cephalosporin', 'cephalosporins', 'cephalosporin antibiotics', 'cephalexin class'],
    classes: ['cephalosporin'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    cross: [{ match: { classes: ['aminopenicillin'] }, risk: 'Medium' }],
    source: 'pichichero-2014',
  },
  {
    id: 'beta-lactams',
    phrases: ['beta lactam', 'beta lactams', 'betalactam', 'betalactams', 'b lactam'],
    classes: ['penicillin', 'cephalosporin'],
    classRisk: 'High',
    siblingRisk: 'High',
    cross: [{ match: { classes: ['carbapenem'] }, risk: 'Medium' }],
    source: 'pichichero-2014',
  },
  {
    id: 'sulfonamides',
    phrases: [
      'sulfa',
      'sulfas',
      'sulpha',
      'sulfa drugs',
      'sulpha drugs',
      'sulfonamide',
      'sulfonamides',
      'sulphonamide',
      'sulphonamides',
      'sulfa antibiotics',
      'potentiated sulfonamides',
      'potentiated sulfas',
      'tmps',
      'tms',
    ],
    classes: ['sulfonamide'],
    classRisk: 'High',
    siblingRisk: 'High',
    cross: [
      { match: { drugs: ['zonisamide'] }, risk: 'Medium' },
      { match: { classes: ['sulfonamide-nonantimicrobial'] }, risk: 'Low' },
    ],
    source: 'trepanier-sulfa',
  },
  {
    id: 'nsaids',
    phrases: [
      'nsaid',
      'nsaids',
      'non steroidal',
      'nonsteroidal',
      'non steroidal anti inflammatory',
      'non steroidal anti inflammatories',
      'anti inflammatories',
      'anti inflammatory drugs',
      'nsaid class',
    ],
    classes: ['nsaid'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'label-rimadyl',
  },
  {
    id: 'opioids',
    phrases: ['opioid', 'opioids', 'opiate', 'opiates', 'narcotic', 'narcotics'],
    classes: ['opioid'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'plumbs',
  },
  {
    id: 'fluoroquinolones',
    phrases: ['fluoroquinolone', 'fluoroquinolones', 'quinolone', 'quinolones'],
    classes: ['fluoroquinolone'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'plumbs',
  },
  {
    id: 'tetracyclines',
    phrases: ['tetracyclines', 'tetracycline antibiotics'],
    classes: ['tetracycline'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'plumbs',
  },
  {
    id: 'macrolides',
    phrases: ['macrolide', 'macrolides'],
    classes: ['macrolide'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'plumbs',
  },
  {
    id: 'lincosamides',
    phrases: ['lincosamide', 'lincosamides'],
    classes: ['lincosamide'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'plumbs',
  },
  {
    id: 'aminoglycosides',
    phrases: ['aminoglycoside', 'aminoglycosides'],
    classes: ['aminoglycoside'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'plumbs',
  },
  {
    id: 'azoles',
    phrases: ['azole', 'azoles', 'azole antifungals'],
    classes: ['azole-antifungal'],
    classRisk: 'Medium',
    siblingRisk: 'Medium',
    source: 'plumbs',
  },
  {
    id: 'corticosteroids',
    phrases: [
      'steroid',
      'steroids',
      'corticosteroid',
      'corticosteroids',
      'glucocorticoid',
      'glucocorticoids',
    ],
    classes: ['corticosteroid'],
    classRisk: 'Medium',
    siblingRisk: 'Low',
    source: 'plumbs',
  },
  {
    id: 'local-anaesthetics',
    phrases: ['local anesthetic', 'local anesthetics', 'local anaesthetic', 'local anaesthetics'],
    classes: ['local-anaesthetic'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'plumbs',
  },
  {
    id: 'isoxazolines',
    phrases: ['isoxazoline', 'isoxazolines'],
    classes: ['isoxazoline'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'fda-isoxazoline',
  },
  {
    id: 'macrocyclic-lactones',
    phrases: ['avermectin', 'avermectins', 'macrocyclic lactone', 'macrocyclic lactones'],
    classes: ['macrocyclic-lactone'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'plumbs',
  },
  {
    id: 'benzodiazepines',
    phrases: ['benzodiazepine', 'benzodiazepines', 'benzos'],
    classes: ['benzodiazepine'],
    classRisk: 'Medium',
    siblingRisk: 'Low',
    source: 'plumbs',
  },
  {
    id: 'antithyroid',
    phrases: ['antithyroid drugs', 'thioureylenes'],
    classes: ['antithyroid'],
    classRisk: 'High',
    siblingRisk: 'High',
    source: 'label-felimazole',
  },
  {
    id: 'ssris',
    phrases: ['ssri', 'ssris'],
    classes: ['ssri'],
    classRisk: 'High',
    siblingRisk: 'Medium',
    source: 'plumbs',
  },
];

/**
 * 'Allergic to antibiotics' without saying which: any antibiotic may be the one, so each is a
 * caution (Medium) until the vet records the drug.
 */
export const UNNAMED_ANTIBIOTICS: AllergyGroup = {
  id: 'antibiotics',
  phrases: [],
  classes: ['antimicrobial'],
  classRisk: 'Medium',
  siblingRisk: 'Medium',
  source: 'plumbs',
  classText: {
    description:
      'This pet’s record says it reacted to an antibiotic without naming which one; {drug} is an antibiotic and could be the one.',
    recommendation:
      'Ask your vet which antibiotic caused the reaction before giving it, and watch closely for hives, swelling, vomiting or breathing trouble.',
  },
};

/** Words stripped from an allergy entry before it is matched ('allergic to penicillin' → 'penicillin'). */
export const ALLERGY_NOISE_WORDS: ReadonlySet<string> = new Set([
  'allergy',
  'allergies',
  'allergic',
  'to',
  'reaction',
  'reactions',
  'hypersensitivity',
  'hypersensitive',
  'sensitivity',
  'sensitive',
  'intolerance',
  'intolerant',
  'drug',
  'drugs',
  'antibiotic',
  'antibiotics',
  'class',
  'family',
  'medication',
  'medications',
  'history',
  'of',
  'known',
  'suspected',
  'severe',
  'mild',
  'anaphylaxis',
  'anaphylactic',
  'hives',
  'rash',
  'swelling',
  'vomiting',
  'caused',
  'causes',
  'after',
  'with',
  'a',
  'an',
  'the',
  'previous',
  'prior',
  'adverse',
  'possible',
  'probable',
  'and',
]);
