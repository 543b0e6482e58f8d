import type { RiskLevel, RuleText, Species } from './types';

// MDR1 (ABCB1-1Δ) drug sensitivity. Breed frequencies and problem drugs from WSU VCPL ('Breeds
// affected by the MDR1 mutation', 'Problem drugs'); about 4% of cats carry a feline ABCB1
// mutation (Mealey & Burke 2015). A pet's own genotype overrides its breed.

/** How likely the pet is to lack working P-glycoprotein. */
export type Mdr1Tier =
  'homozygous' | 'carrier' | 'breed-high' | 'breed-moderate' | 'breed-low' | 'cat-untested';

export interface Mdr1Breed {
  phrases: readonly string[];
  /** All of these must also appear (e.g. 'whippet' needs 'long haired'). */
  requires?: readonly string[];
  /** Approximate mutant-allele frequency, percent (0 = breed checked and not affected). */
  frequency: number;
}

/** Longest phrases are matched first, and a matched phrase is removed before shorter ones. */
export const MDR1_BREEDS: readonly Mdr1Breed[] = [
  { phrases: ['bearded collie', 'beardie'], frequency: 0 },
  { phrases: ['border collie'], frequency: 2 },
  {
    phrases: ['rough collie', 'smooth collie', 'scotch collie', 'collie', 'lassie dog'],
    frequency: 70,
  },
  { phrases: ['long haired whippet', 'longhaired whippet', 'longhair whippet'], frequency: 65 },
  { phrases: ['whippet'], requires: ['long'], frequency: 65 },
  {
    phrases: [
      'miniature australian shepherd',
      'mini australian shepherd',
      'toy australian shepherd',
      'miniature american shepherd',
      'mini american shepherd',
      'toy american shepherd',
      'mini aussie',
      'australian shepherd',
      'aussie',
    ],
    frequency: 50,
  },
  { phrases: ['mcnab', 'mcnab shepherd', 'mcnab collie'], frequency: 30 },
  { phrases: ['silken windhound'], frequency: 30 },
  { phrases: ['english shepherd'], frequency: 15 },
  { phrases: ['shetland sheepdog', 'sheltie'], frequency: 15 },
  { phrases: ['white swiss shepherd', 'berger blanc suisse', 'white shepherd'], frequency: 14 },
  { phrases: ['german shepherd', 'german shepherd dog', 'gsd', 'alsatian'], frequency: 10 },
  { phrases: ['waller', 'wäller'], frequency: 10 },
  {
    phrases: [
      'herding breed',
      'herding mix',
      'herding cross',
      'herding dog',
      'shepherd mix',
      'shepherd cross',
      'collie mix',
      'collie cross',
    ],
    frequency: 10,
  },
  { phrases: ['old english sheepdog', 'oes'], frequency: 5 },
  { phrases: ['chinook'], frequency: 5 },
];

export const tierForFrequency = (frequency: number): Mdr1Tier | null =>
  frequency >= 30
    ? 'breed-high'
    : frequency >= 10
      ? 'breed-moderate'
      : frequency > 0
        ? 'breed-low'
        : null;

/** How a macrocyclic lactone dose compares with the heartworm-preventive dose. */
export type MlBand = 'preventive' | 'intermediate' | 'high' | 'unknown';

export interface MlThreshold {
  /** mg/kg per dose from which the dose is no longer preventive. */
  intermediate: number;
  /** mg/kg per dose at which MDR1 dogs show neurotoxicity (mange/demodicosis doses). */
  high: number;
  /** For milbemycin: repeated (daily) dosing at or above this is a demodicosis regimen. */
  dailyHigh?: number;
}

export const ML_THRESHOLDS: Readonly<Record<string, MlThreshold>> = {
  ivermectin: { intermediate: 0.05, high: 0.1 },
  doramectin: { intermediate: 0.05, high: 0.1 },
  abamectin: { intermediate: 0.05, high: 0.1 },
  moxidectin: { intermediate: 0.06, high: 0.1 },
  milbemycin: { intermediate: 5, high: 5, dailyHigh: 0.5 },
  selamectin: { intermediate: 20, high: 40 },
  eprinomectin: { intermediate: 0.5, high: 1 },
};

export interface Mdr1Rule extends RuleText {
  id: string;
  drugs: readonly string[];
  /** For macrocyclic lactones: the dose band this row covers. */
  band?: MlBand | 'intermediate-or-unknown';
  risk: Partial<Record<Mdr1Tier, RiskLevel>>;
  /** Only these species (a danger documented in cats only), else every species with a tier. */
  species?: readonly Species[];
}

const ALL_DOGS = (risk: RiskLevel): Partial<Record<Mdr1Tier, RiskLevel>> => ({
  homozygous: risk,
  carrier: risk,
  'breed-high': risk,
  'breed-moderate': risk,
});

export const MDR1_RULES: readonly Mdr1Rule[] = [
  {
    id: 'avermectin-high-dose',
    drugs: ['ivermectin', 'moxidectin', 'doramectin', 'abamectin', 'eprinomectin'],
    band: 'high',
    risk: {
      ...ALL_DOGS('High'),
      homozygous: 'Critical',
      'breed-low': 'High',
      'cat-untested': 'Low',
    },
    description:
      'Without working P-glycoprotein (the MDR1 mutation) this dose, far above the heartworm-preventive dose, reaches the brain: drooling, tremors, blindness, coma and death.',
    recommendation:
      'Do not give a mange-level dose unless an MDR1 test shows normal/normal; ask your vet about an isoxazoline for mange instead.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'avermectin-intermediate-dose',
    drugs: ['ivermectin', 'moxidectin', 'doramectin', 'abamectin', 'eprinomectin'],
    band: 'intermediate',
    risk: { ...ALL_DOGS('Medium'), homozygous: 'High', 'breed-low': 'Low' },
    description:
      'This dose is several times the heartworm-preventive dose; MDR1-mutant dogs can show neurological signs as the dose rises.',
    recommendation: 'Confirm the dose with your vet and consider MDR1 testing first.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'milbemycin-daily',
    drugs: ['milbemycin'],
    band: 'high',
    risk: { ...ALL_DOGS('Medium'), homozygous: 'High', 'breed-low': 'Low' },
    description:
      'Daily milbemycin for demodicosis is far above the monthly preventive dose; it has a wider margin than ivermectin, but MDR1-mutant dogs can become wobbly, drool or tremble.',
    recommendation: 'Ask your vet about MDR1 testing and watch closely for wobbliness or tremors.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'ml-dose-unknown',
    drugs: ['ivermectin', 'moxidectin', 'doramectin', 'abamectin', 'milbemycin'],
    band: 'unknown',
    risk: { ...ALL_DOGS('Medium'), homozygous: 'High', 'breed-low': 'Low' },
    description:
      'Heartworm-preventive doses are safe for MDR1 dogs, but higher doses (for mange or from livestock products) are not, and no dose was given.',
    recommendation:
      'Use only a pet heartworm product at its label dose, or confirm the dose with your vet.',
    source: 'wsu-mdr1-drugs',
  },
  {
    // WSU PRIME (Mealey): cats with the ABCB1 mutation, one copy or two, had severe neurological
    // toxicity and some died after an eprinomectin spot-on at the label dose (14 of 33 cats).
    id: 'eprinomectin-cat',
    drugs: ['eprinomectin'],
    species: ['cat'],
    risk: { homozygous: 'High', carrier: 'High' },
    description:
      'Cats with the MDR1 (ABCB1) mutation have had tremors, blindness, coma and death after an eprinomectin spot-on (Broadline, Centragard) at the normal label dose.',
    recommendation:
      'Do not use an eprinomectin product on this cat; ask your vet for a parasite product without it.',
    source: 'wsu-prime-eprinomectin-cats',
  },
  {
    id: 'loperamide',
    drugs: ['loperamide', 'diphenoxylate'],
    risk: { ...ALL_DOGS('High'), 'breed-low': 'High' },
    description:
      'Loperamide (Imodium) normally stays in the gut; in MDR1-mutant dogs it enters the brain and causes heavy sedation and collapse even at ordinary doses.',
    recommendation:
      'Avoid loperamide in this dog unless an MDR1 test is normal/normal; ask your vet for another anti-diarrhoea option.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'emodepside',
    drugs: ['emodepside'],
    risk: {
      homozygous: 'High',
      carrier: 'High',
      'breed-high': 'High',
      'breed-moderate': 'Medium',
      'breed-low': 'Medium',
    },
    description:
      'Emodepside (Profender) has caused tremors and incoordination in MDR1-mutant dogs.',
    recommendation: 'Ask your vet for a different dewormer unless MDR1 testing is normal/normal.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'chemotherapy',
    drugs: ['vincristine', 'vinblastine', 'vinorelbine', 'doxorubicin', 'paclitaxel'],
    risk: {
      homozygous: 'High',
      carrier: 'High',
      'breed-high': 'High',
      'breed-moderate': 'Medium',
      'breed-low': 'Medium',
    },
    description:
      'MDR1-mutant dogs clear these chemotherapy drugs poorly and develop severe bone-marrow suppression and gut toxicity at standard doses.',
    recommendation:
      'Your oncologist should know the MDR1 status; reduced doses are used for mutant dogs.',
    source: 'wsu-mdr1-drugs',
  },
  {
    id: 'sedatives',
    drugs: ['acepromazine', 'butorphanol'],
    risk: {
      homozygous: 'Medium',
      carrier: 'Low',
      'breed-high': 'Low',
      'breed-moderate': 'Low',
      'breed-low': 'Low',
    },
    description:
      'MDR1-mutant dogs are more deeply and longer sedated by acepromazine and butorphanol.',
    recommendation:
      'Ask your vet to reduce the dose (about 25% for carriers, 30–50% for mutant/mutant dogs) and watch for heavy sedation.',
    source: 'wsu-mdr1-drugs',
  },
];
