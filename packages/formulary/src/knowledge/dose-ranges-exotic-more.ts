import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// More of the exotic formulary: antibiotics, sedatives and behaviour drugs in birds, allopurinol
// and terbinafine in lizards, buprenorphine in reptiles. Each row is a published dose (or 'not
// used') read from the source it names; coverage.ts counts these with dose-ranges-exotic.ts
// against the exotic species × antiparasitic, antibiotic, analgesic and psychoactive drug list.
// The maximum is the upper end of the published range, so a dose vets use stays silent.

const BI: readonly Species[] = ['bird'];
const LI: readonly Species[] = ['lizard'];
const REP: readonly Species[] = ['tortoise', 'lizard', 'snake'];

// prettier-ignore
export const EXOTIC_MORE_DOSE_RANGES: readonly DoseRange[] = [
  // Birds: antibiotics
  r('amoxicillin', BI, 175, undefined, '150–175 mg/kg by mouth or injection, one to four times a day (weak against many bird pathogens)', { source: 'werther-avian-doses' }),
  r('clindamycin', BI, 100, 100, '100 mg/kg by mouth once daily (pigeons), mainly for bone infection; kidney and liver checks on long courses', { source: 'werther-avian-doses' }),
  r('lincomycin', BI, 100, 150, '75 mg/kg by mouth every 12 hours (Amazon parrots) or 100 mg/kg once daily (raptors); an overdose is lethal', { source: 'werther-avian-doses' }),
  // Birds: sedation, pain and behaviour
  r('midazolam', BI, 13, undefined, '2 mg/kg dripped into the nostrils sedates Amazon parrots within minutes; about 13 mg/kg was used the same way in budgerigars', { source: 'midazolam-intranasal-amazons' }),
  r('gabapentin', BI, 30, undefined, '10–30 mg/kg by mouth studied in Amazon parrots; 15 mg/kg every 8 hours is the suggested starting dose', { source: 'gabapentin-amazons' }),
  r('fluoxetine', BI, 2, 2, '2 mg/kg a day by mouth, once or split in two (feather plucking); effects can take weeks', { source: 'msd-bird-psychotropics' }),
  // Rabbits
  r('tramadol', ['rabbit'], 11, undefined, '11 mg/kg by mouth caused no side effects but did not reach pain-relieving blood levels; the analgesic dose for rabbits is not known', { source: 'tramadol-rabbits' }),
  // Lizards
  r('allopurinol', LI, 25, 25, '25 mg/kg by mouth once daily (green iguanas: uric acid fell by about 40% with no liver or kidney harm)', { source: 'allopurinol-iguanas' }),
  r('terbinafine', LI, 20, 20, '20 mg/kg by mouth (bearded dragons: blood levels stayed above what stops Nannizziopsis for more than a day)', { source: 'terbinafine-bearded-dragons' }),
  // Reptiles: not used
  r('buprenorphine', REP, undefined, undefined, 'not recommended as a pain reliever for reptiles', { notUsed: 'The wildlife formulary does not recommend buprenorphine for pain relief in reptiles.', source: 'wildlife-formulary-barron' }),
];
