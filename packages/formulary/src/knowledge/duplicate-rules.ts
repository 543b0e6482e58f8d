import type { ClassId } from './classes';
import type { RiskLevel, RuleText } from './types';

// Duplicate therapy. Two medications giving the same ingredient (brand + generic, or a prodrug
// and its active form such as prednisone + prednisolone) or two members of a class that should
// not be doubled. One duplicate finding per pair: the same-ingredient row first, then the
// highest-risk class row.

export interface SameDrugRisk {
  classes: readonly ClassId[];
  /** null: doubling is harmless (wide-margin dewormers, supplements), so no finding. */
  risk: RiskLevel | null;
}

/** Risk of giving the same ingredient twice, by class (first match wins; default Medium). */
export const SAME_DRUG_RISK: readonly SameDrugRisk[] = [
  {
    classes: [
      'nsaid',
      'serotonergic',
      'anticoagulant',
      'insulin',
      'cardiac-glycoside',
      'aminoglycoside',
      'adrenolytic',
      'sglt2-inhibitor',
      'antineoplastic',
      'opioid',
    ],
    risk: 'High',
  },
  {
    classes: [
      'anthelmintic',
      'insect-growth-regulator',
      'neonicotinoid',
      'supplement',
      'probiotic',
      'joint-protectant',
      'liver-support',
      'beta-lactamase-inhibitor',
    ],
    risk: null,
  },
  { classes: ['laxative'], risk: 'Low' },
];

export const SAME_DRUG_TEXT = (ingredient: string): RuleText => ({
  description: `Both medicines contain ${ingredient}, so together they double the dose.`,
  recommendation:
    'Give only one of them unless your vet has said otherwise; check the labels for the same active ingredient.',
  source: 'plumbs',
});

export interface ClassDuplicateRule extends RuleText {
  id: string;
  /** Both drugs must carry one of these classes (a pair across the list counts, e.g. H2 blocker + PPI). */
  classes: readonly ClassId[];
  risk: RiskLevel;
}

export const CLASS_DUPLICATE_RULES: readonly ClassDuplicateRule[] = [
  {
    id: 'two-nsaids',
    classes: ['nsaid'],
    risk: 'High',
    description:
      'Two NSAIDs together (including aspirin and grapiprant) multiply the risk of stomach ulcers, perforation and kidney injury without improving pain relief.',
    recommendation:
      'Never give two NSAIDs together. When switching, vets usually leave a wash-out gap of several days.',
    source: 'hillier-2024',
  },
  {
    id: 'two-ssris',
    classes: ['ssri', 'snri'],
    risk: 'High',
    description: 'Two serotonin reuptake inhibitors together risk serotonin syndrome.',
    recommendation: 'Do not combine; a behaviourist switching drugs leaves a wash-out gap.',
    source: 'serotonin-syndrome',
  },
  {
    id: 'two-tcas',
    classes: ['tca'],
    risk: 'High',
    description: 'Two tricyclic antidepressants add their heart-rhythm and serotonergic effects.',
    recommendation: 'Do not combine without your vet’s advice.',
    source: 'label-clomicalm',
  },
  {
    id: 'two-aminoglycosides',
    classes: ['aminoglycoside'],
    risk: 'High',
    description: 'Two aminoglycosides add up to more kidney and ear toxicity.',
    recommendation: 'Ask your vet; one aminoglycoside at a time.',
    source: 'plumbs',
  },
  {
    id: 'two-anticoagulants',
    classes: ['anticoagulant'],
    risk: 'High',
    description: 'Two anticoagulants together greatly raise the risk of bleeding.',
    recommendation: 'Do not combine without your vet’s advice.',
    source: 'plumbs',
  },
  {
    id: 'two-adrenolytics',
    classes: ['adrenolytic'],
    risk: 'High',
    description: 'Two adrenal-suppressing drugs together can cause an adrenal crisis.',
    recommendation: 'Do not combine.',
    source: 'label-vetoryl',
  },
  {
    id: 'two-corticosteroids',
    classes: ['corticosteroid'],
    risk: 'Medium',
    description:
      'Two corticosteroids add together (prednisone becomes prednisolone in the body), raising the risk of side effects such as thirst, infections, muscle loss and stomach ulcers.',
    recommendation: 'Check with your vet that both are intended; usually only one is given.',
    source: 'plumbs',
  },
  {
    id: 'two-ace-inhibitors',
    classes: ['ace-inhibitor'],
    risk: 'Medium',
    description:
      'Two ACE inhibitors duplicate the same effect and can cause low blood pressure, high potassium and kidney injury.',
    recommendation: 'Give only one ACE inhibitor; ask your vet which.',
    source: 'plumbs',
  },
  {
    id: 'two-isoxazolines',
    classes: ['isoxazoline'],
    risk: 'Medium',
    description:
      'Two isoxazoline flea and tick products double the dose of the same drug class, with more risk of tremors or seizures.',
    recommendation: 'Use one isoxazoline product at a time, on the schedule on its label.',
    source: 'fda-isoxazoline',
  },
  {
    id: 'two-beta-blockers',
    classes: ['beta-blocker'],
    risk: 'Medium',
    description: 'Two beta-blockers duplicate the effect and can slow the heart too much.',
    recommendation: 'Give only one; ask your vet which.',
    source: 'plumbs',
  },
  {
    id: 'two-ccbs',
    classes: ['calcium-channel-blocker'],
    risk: 'Medium',
    description:
      'Two calcium-channel blockers together can drop blood pressure or heart rate too far.',
    recommendation: 'Check with your vet that both are intended.',
    source: 'plumbs',
  },
  {
    id: 'two-loop-diuretics',
    classes: ['loop-diuretic'],
    risk: 'Medium',
    description: 'Two loop diuretics together risk dehydration and low potassium.',
    recommendation: 'Check with your vet that both are intended.',
    source: 'plumbs',
  },
  {
    id: 'two-antithyroid',
    classes: ['antithyroid'],
    risk: 'Medium',
    description:
      'Methimazole and carbimazole are the same active drug; together the dose is doubled.',
    recommendation: 'Give only one.',
    source: 'label-felimazole',
  },
  {
    id: 'two-fluoroquinolones',
    classes: ['fluoroquinolone'],
    risk: 'Medium',
    description:
      'Two fluoroquinolone antibiotics duplicate the same class (joint, eye and nerve side effects add).',
    recommendation: 'Ask your vet; one antibiotic of this class is enough.',
    source: 'plumbs',
  },
  {
    id: 'two-jak-or-calcineurin',
    classes: ['jak-inhibitor', 'calcineurin-inhibitor'],
    risk: 'Medium',
    description:
      'Two immune-suppressing itch drugs together (two JAK inhibitors such as oclacitinib and ilunocitinib, or one with cyclosporine) have not been evaluated and add to infection risk.',
    recommendation: 'Check with your vet that both are intended.',
    source: 'label-apoquel',
  },
  {
    id: 'two-mineralocorticoids',
    classes: ['mineralocorticoid'],
    risk: 'Medium',
    description:
      'DOCP (Percorten-V, Zycortal) and fludrocortisone both replace aldosterone; together they can cause low potassium, high sodium, high blood pressure and fluid retention.',
    recommendation:
      'Vets switch from one to the other rather than give both; check with your vet before giving the second.',
    source: 'plumbs',
  },
  {
    id: 'two-azoles',
    classes: ['azole-antifungal'],
    risk: 'Medium',
    description: 'Two azole antifungals duplicate the same class and its liver effects.',
    recommendation: 'Ask your vet; usually one is enough.',
    source: 'plumbs',
  },
  {
    id: 'two-tetracyclines',
    classes: ['tetracycline'],
    risk: 'Medium',
    description: 'Two tetracycline antibiotics duplicate the same class.',
    recommendation: 'Ask your vet; one is enough.',
    source: 'plumbs',
  },
  {
    id: 'two-sulfonamides',
    classes: ['sulfonamide'],
    risk: 'Medium',
    description:
      'Two sulfonamide antibiotics duplicate the same class and its side effects (dry eye, joint and liver reactions).',
    recommendation: 'Ask your vet; one is enough.',
    source: 'trepanier-sulfa',
  },
  {
    id: 'two-benzodiazepines',
    classes: ['benzodiazepine'],
    risk: 'Medium',
    description: 'Two benzodiazepines add up to heavy sedation.',
    recommendation: 'Check with your vet that both are intended.',
    source: 'plumbs',
  },
  {
    id: 'two-macrocyclic-lactones',
    classes: ['macrocyclic-lactone'],
    risk: 'Low',
    description:
      'Two products contain macrocyclic lactone heartworm/parasite drugs; together they duplicate the same class.',
    recommendation: 'Usually only one heartworm preventive is needed; check with your vet.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'acid-suppressants',
    classes: ['acid-suppressant'],
    risk: 'Low',
    description:
      'An H2 blocker and a proton-pump inhibitor (or two of either) are redundant acid suppression; famotidine can even blunt omeprazole.',
    recommendation: 'Usually one acid reducer is enough; ask your vet which to keep.',
    source: 'plumbs',
  },
  {
    id: 'two-sedating-antihistamines',
    classes: ['antihistamine-sedating'],
    risk: 'Low',
    description: 'Two sedating antihistamines add up to more drowsiness.',
    recommendation: 'Usually one antihistamine is enough.',
    source: 'plumbs',
  },
];
