import type { RiskLevel, Species } from './types';
import type { ClassId } from './classes';
import type { SourceId } from './sources';

// Label minimum ages and weights. Below the age, a label that says 'do not use' or 'contraindicated'
// gives High; a label that only gives the age it was tested from gives Medium. Below the lowest
// labelled weight the smallest product is an overdose (Medium). Each row cites its label; ages
// in months (8 weeks = 1.84 months), weights in kg (4 lb = 1.8 kg).

export interface AgeLimitMatch {
  /** Any component in one of these classes ('fluoroquinolone'). */
  classes?: readonly ClassId[];
  /** A medication whose only ingredient is one of these ids ('oclacitinib'). */
  only?: readonly string[];
  /** Product names (knowledge/products-*.ts) such as 'sarolaner/moxidectin/pyrantel'. */
  products?: readonly string[];
  /** Whole-word phrases in the typed name ('proheart 12'). */
  names?: readonly string[];
  /** Whole-word phrases of which the typed name must contain one ('1 month'). */
  requires?: readonly string[];
  /** Phrases in the typed name that rule the row out ('trio', '12'). */
  unless?: readonly string[];
}

export interface AgeLimit {
  id: string;
  species: readonly Species[];
  match: AgeLimitMatch;
  /** What the label is called in the finding ('Apoquel (oclacitinib)'). */
  label: string;
  minMonths?: number;
  /** A later minimum age for giant breeds (fluoroquinolones: 18 months). */
  giantMinMonths?: number;
  minKg?: number;
  /** Risk below the minimum age. */
  risk: RiskLevel;
  /** Why the age matters, one sentence. */
  why: string;
  source: SourceId;
}

const WEEKS = (w: number): number => (w * 12) / 52;
const LB = (lb: number): number => Number((lb / 2.2046).toFixed(2));
const D = ['dog'] as const;
const C = ['cat'] as const;

export const AGE_LIMITS: readonly AgeLimit[] = [
  {
    id: 'oclacitinib-12-months',
    species: D,
    match: { only: ['oclacitinib'] },
    label: 'Apoquel (oclacitinib)',
    minMonths: 12,
    risk: 'High',
    why: 'the label says it is not for dogs under 12 months: in young dogs it was linked to demodectic mange and pneumonia',
    source: 'label-apoquel',
  },
  {
    id: 'fluoroquinolone-growing-dog',
    species: D,
    match: { classes: ['fluoroquinolone'] },
    label: 'fluoroquinolone antibiotics (enrofloxacin, marbofloxacin and relatives)',
    minMonths: 12,
    giantMinMonths: 18,
    risk: 'High',
    why: 'they damage the joint cartilage of growing dogs; the labels rule them out under 12 months, and under 18 months for giant breeds',
    source: 'spc-baytril',
  },
  {
    id: 'enrofloxacin-kitten',
    species: C,
    match: { only: ['enrofloxacin'] },
    label: 'Baytril (enrofloxacin)',
    minMonths: WEEKS(8),
    risk: 'Medium',
    why: 'the label does not recommend it for kittens under 8 weeks',
    source: 'spc-baytril',
  },
  {
    id: 'marbofloxacin-kitten',
    species: C,
    match: { only: ['marbofloxacin'] },
    label: 'marbofloxacin',
    minMonths: WEEKS(16),
    risk: 'Medium',
    why: 'the label does not recommend it for kittens under 16 weeks',
    source: 'spc-marbocyl',
  },
  {
    id: 'proheart-12',
    species: D,
    match: { names: ['proheart 12', 'proheart sr 12', 'proheart sr12', 'guardian sr'] },
    label: 'ProHeart 12 (moxidectin injection)',
    minMonths: 12,
    risk: 'High',
    why: 'the year-long injection is for healthy dogs 12 months and older, and it cannot be taken back once given',
    source: 'label-proheart',
  },
  {
    id: 'proheart-6',
    species: D,
    match: { products: ['moxidectin'], names: ['proheart'], unless: ['12', 'sr12', 'guardian'] },
    label: 'ProHeart 6 (moxidectin injection)',
    minMonths: 6,
    risk: 'High',
    why: 'the six-month injection is for healthy dogs 6 months and older, and it cannot be taken back once given',
    source: 'label-proheart',
  },
  {
    id: 'simparica-6-months',
    species: D,
    match: { only: ['sarolaner'], unless: ['trio'] },
    label: 'Simparica (sarolaner)',
    minMonths: 6,
    minKg: LB(2.8),
    risk: 'High',
    why: 'the label says it should not be used in dogs under 6 months (nerve signs such as tremors and seizures in the safety studies)',
    source: 'label-simparica',
  },
  {
    id: 'simparica-trio',
    species: D,
    match: { products: ['sarolaner/moxidectin/pyrantel'] },
    label: 'Simparica Trio',
    minMonths: WEEKS(8),
    minKg: LB(2.8),
    risk: 'Medium',
    why: 'it is labelled for puppies from 8 weeks and 2.8 lb',
    source: 'label-simparica-trio',
  },
  {
    id: 'milbemycin-dog',
    species: D,
    match: { products: ['milbemycin'] },
    label: 'Interceptor (milbemycin oxime)',
    minMonths: WEEKS(4),
    minKg: LB(2),
    risk: 'Medium',
    why: 'the label says not to use it in puppies under 4 weeks or 2 lb',
    source: 'label-milbemycin',
  },
  {
    id: 'milbemycin-cat',
    species: C,
    match: { products: ['milbemycin'] },
    label: 'Interceptor (milbemycin oxime)',
    minMonths: WEEKS(6),
    minKg: LB(1.5),
    risk: 'Medium',
    why: 'the label says not to use it in kittens under 6 weeks or 1.5 lb',
    source: 'label-milbemycin',
  },
  {
    id: 'selamectin-dog',
    species: D,
    match: { products: ['selamectin'] },
    label: 'Revolution (selamectin)',
    minMonths: WEEKS(6),
    risk: 'Medium',
    why: 'it is labelled for puppies from 6 weeks',
    source: 'label-revolution',
  },
  {
    id: 'selamectin-cat',
    species: C,
    match: { products: ['selamectin'] },
    label: 'Revolution (selamectin)',
    minMonths: WEEKS(8),
    risk: 'Medium',
    why: 'it is labelled for kittens from 8 weeks',
    source: 'label-revolution',
  },
  {
    id: 'spinosad-14-weeks',
    species: ['dog', 'cat'],
    match: { only: ['spinosad'], unless: ['natroba'] },
    label: 'Comfortis (spinosad)',
    minMonths: WEEKS(14),
    risk: 'Medium',
    why: 'it is labelled for puppies and kittens from 14 weeks',
    source: 'label-comfortis',
  },
  // Combination parasiticides and newer products (each label's minimum age and weight)
  {
    id: 'revolution-plus-cat',
    species: C,
    match: { products: ['selamectin/sarolaner'] },
    label: 'Revolution Plus (selamectin/sarolaner)',
    minMonths: WEEKS(8),
    minKg: LB(2.8),
    risk: 'Medium',
    why: 'it is labelled for kittens from 8 weeks and 2.8 lb',
    source: 'label-revolution-plus',
  },
  {
    id: 'trifexis',
    species: D,
    match: { products: ['spinosad/milbemycin'] },
    label: 'Trifexis (spinosad/milbemycin)',
    minMonths: WEEKS(8),
    minKg: LB(5),
    risk: 'Medium',
    why: 'it is labelled for puppies from 8 weeks and 5 lb',
    source: 'label-trifexis',
  },
  {
    id: 'heartgard-6-weeks',
    species: D,
    match: { products: ['ivermectin', 'ivermectin/pyrantel'] },
    label: 'Heartgard (ivermectin heartworm preventive)',
    minMonths: WEEKS(6),
    risk: 'Medium',
    why: 'it is labelled for puppies from 6 weeks',
    source: 'label-heartgard',
  },
  {
    id: 'nexgard-plus',
    species: D,
    match: { products: ['afoxolaner/moxidectin/pyrantel'] },
    label: 'NexGard PLUS (afoxolaner/moxidectin/pyrantel)',
    minMonths: WEEKS(8),
    minKg: LB(4),
    risk: 'Medium',
    why: 'it is labelled for puppies from 8 weeks and 4 lb',
    source: 'label-nexgard-plus',
  },
  {
    id: 'nexgard-spectra',
    species: D,
    match: { products: ['afoxolaner/milbemycin'] },
    label: 'NexGard Spectra (afoxolaner/milbemycin)',
    minMonths: WEEKS(8),
    minKg: 2,
    risk: 'Medium',
    why: 'it is labelled for puppies from 8 weeks and 2 kg',
    source: 'label-nexgard-plus',
  },
  {
    id: 'credelio-quattro',
    species: D,
    match: { products: ['lotilaner/moxidectin/praziquantel/pyrantel'] },
    label: 'Credelio Quattro',
    minMonths: WEEKS(8),
    minKg: LB(3.3),
    risk: 'Medium',
    why: 'it is labelled for puppies from 8 weeks and 3.3 lb',
    source: 'label-credelio-quattro',
  },
  {
    id: 'interceptor-plus',
    species: D,
    match: { products: ['milbemycin/praziquantel', 'milbemycin/lufenuron/praziquantel'] },
    label: 'Interceptor Plus or Sentinel Spectrum (milbemycin/praziquantel)',
    minMonths: WEEKS(6),
    minKg: LB(2),
    risk: 'Medium',
    why: 'it is labelled for puppies from 6 weeks and 2 lb',
    source: 'label-milbemycin-combinations',
  },
  {
    id: 'sentinel',
    species: D,
    match: { products: ['milbemycin/lufenuron'] },
    label: 'Sentinel (milbemycin/lufenuron)',
    minMonths: WEEKS(4),
    minKg: LB(2),
    risk: 'Medium',
    why: 'it is labelled for puppies from 4 weeks and 2 lb',
    source: 'label-milbemycin-combinations',
  },
  {
    id: 'advantage-multi-dog',
    species: D,
    match: { products: ['imidacloprid/moxidectin'] },
    label: 'Advantage Multi (imidacloprid/moxidectin)',
    minMonths: WEEKS(7),
    minKg: LB(3),
    risk: 'Medium',
    why: 'the dog product is labelled for puppies from 7 weeks and 3 lb',
    source: 'label-advantage-multi',
  },
  {
    id: 'advantage-multi-cat',
    species: C,
    match: { products: ['imidacloprid/moxidectin'] },
    label: 'Advantage Multi (imidacloprid/moxidectin)',
    minMonths: WEEKS(9),
    minKg: LB(2),
    risk: 'Medium',
    why: 'the cat product is labelled for kittens from 9 weeks and 2 lb',
    source: 'label-advantage-multi',
  },
  {
    id: 'seresto-dog',
    species: D,
    match: { products: ['imidacloprid/flumethrin'] },
    label: 'Seresto collar',
    minMonths: WEEKS(7),
    risk: 'Medium',
    why: 'the dog collar is labelled for puppies from 7 weeks',
    source: 'label-seresto',
  },
  {
    id: 'seresto-cat',
    species: C,
    match: { products: ['imidacloprid/flumethrin'] },
    label: 'Seresto collar',
    minMonths: WEEKS(10),
    risk: 'Medium',
    why: 'the cat collar is labelled for kittens from 10 weeks',
    source: 'label-seresto',
  },
  {
    id: 'k9-advantix',
    species: D,
    match: { products: ['imidacloprid/permethrin/pyriproxyfen'] },
    label: 'K9 Advantix II',
    minMonths: WEEKS(7),
    risk: 'Medium',
    why: 'it is labelled for puppies from 7 weeks',
    source: 'label-k9-advantix',
  },
  {
    id: 'advantage-ii-dog',
    species: D,
    match: { products: ['imidacloprid/pyriproxyfen'] },
    label: 'Advantage II',
    minMonths: WEEKS(7),
    risk: 'Medium',
    why: 'the dog product is labelled for puppies from 7 weeks',
    source: 'label-advantage-ii',
  },
  {
    id: 'advantage-ii-cat',
    species: C,
    match: { products: ['imidacloprid/pyriproxyfen'] },
    label: 'Advantage II',
    minMonths: WEEKS(8),
    risk: 'Medium',
    why: 'the cat product is labelled for kittens from 8 weeks',
    source: 'label-advantage-ii',
  },
  {
    id: 'frontline-plus',
    species: ['dog', 'cat'],
    match: { products: ['fipronil/methoprene'] },
    label: 'Frontline Plus (fipronil/methoprene)',
    minMonths: WEEKS(8),
    risk: 'Medium',
    why: 'it is labelled for puppies and kittens from 8 weeks',
    source: 'label-frontline',
  },
  // NSAIDs and itch drugs with a labelled starting age
  {
    id: 'galliprant-9-months',
    species: D,
    match: { only: ['grapiprant'] },
    label: 'Galliprant (grapiprant)',
    minMonths: 9,
    minKg: LB(8),
    risk: 'Medium',
    why: 'its safety has not been evaluated in dogs under 9 months or 8 lb',
    source: 'label-galliprant',
  },
  {
    id: 'meloxicam-dog-6-months',
    species: D,
    match: { only: ['meloxicam'] },
    label: 'Metacam (meloxicam)',
    minMonths: 6,
    risk: 'Medium',
    why: 'its safe use in dogs under 6 months has not been evaluated',
    source: 'label-metacam',
  },
  {
    id: 'robenacoxib-4-months',
    species: ['dog', 'cat'],
    match: { only: ['robenacoxib'] },
    label: 'Onsior (robenacoxib)',
    minMonths: 4,
    minKg: 2.5,
    risk: 'Medium',
    why: 'the tablets are labelled for pets from 4 months and 2.5 kg (5.5 lb)',
    source: 'label-onsior',
  },
  {
    id: 'ilunocitinib-12-months',
    species: D,
    match: { only: ['ilunocitinib'] },
    label: 'Zenrelia (ilunocitinib)',
    minMonths: 12,
    risk: 'Medium',
    why: 'it is labelled for dogs at least 12 months old',
    source: 'label-zenrelia',
  },
];
