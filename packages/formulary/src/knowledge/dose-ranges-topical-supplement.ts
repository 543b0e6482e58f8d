import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// Supplements and human topical products in dogs and cats: toxic doses where a toxicology
// source gives one, and 'not used' for the imidazoline decongestants added with their product
// records (products/human-topical.ts). Safe supplements are in safe-exposures.ts instead.

const D: readonly Species[] = ['dog'];
const C: readonly Species[] = ['cat'];
const DC: readonly Species[] = ['dog', 'cat'];
const NOT_FOR_PETS = 'Not given to pets.';

// prettier-ignore
export const TOPICAL_SUPPLEMENT_DOSE_RANGES: readonly DoseRange[] = [
  // Imidazoline decongestants (the species rule puts them on every species' toxic list)
  r('naphazoline', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human redness-relief eye drop; swallowed, it slows the heart, changes blood pressure and causes vomiting and weakness.', source: 'merck-decongestants' }),
  r('xylometazoline', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human decongestant nose spray; swallowed, it slows the heart, changes blood pressure and causes vomiting and weakness.', source: 'merck-decongestants' }),
  // Supplements with a published dose
  r('cannabidiol', D, 8, undefined, '2 mg/kg every 12 hours (studied for 4 weeks in dogs with arthritis; raised alkaline phosphatase); single doses of 8 mg/kg caused no side effects', { source: 'cbd-dogs-gamble' }),
  r('yohimbine', D, 0.11, undefined, '0.11 mg/kg slowly into a vein to reverse xylazine (the approved dog dose)', { source: 'cfr-animal-drugs' }),
  // Cats have no approved yohimbine: the textbook reversal table gives 0.1-0.2 mg/kg after xylazine and 0.5 mg/kg after medetomidine.
  r('yohimbine', C, 0.5, undefined, '0.1–0.2 mg/kg to reverse xylazine, 0.5 mg/kg listed to reverse medetomidine', { source: 'maddison-alpha2-reversal' }),
  // Alpha-lipoic acid (cats: the species rule lists it as toxic at any amount)
  r('alpha-lipoic acid', D, undefined, undefined, 'No established dose for dogs; human capsules hold 100–600 mg.', { toxicMgKg: 100, toxicSigns: 'Low blood sugar, vomiting, wobbliness, tremors and seizures, then liver or kidney failure; the toxic threshold is put at about 126 mg/kg and deaths have followed about 100 mg/kg.', source: 'vetmeds-alpha-lipoic-acid' }),
  // Home emetic: 3% hydrogen peroxide is 30 mg/mL, so 2.2 mL/kg is 66 mg/kg and 45 mL is 1,350 mg
  r('hydrogen peroxide', D, 66, undefined, '2.2 mL/kg of the 3% solution by mouth, never more than 45 mL, repeated once after 10–15 minutes if the dog has not vomited', { maxAmountMg: 1350, source: 'khan-emesis-dogs' }),
  r('alpha-lipoic acid', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Cats are about ten times more sensitive than dogs: 30 mg/kg damaged the liver of healthy cats and the minimum toxic dose is put at 13 mg/kg.', source: 'lipoic-acid-cats' }),
];
