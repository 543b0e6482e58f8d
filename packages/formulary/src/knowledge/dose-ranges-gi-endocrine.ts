import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

// Gut, liver, hormone and diabetes drugs for dogs and cats beyond dose-ranges.ts. Per-cat doses are
// worked to mg/kg for a 4 kg cat and per-dog doses for the smallest dog they are given to, as
// `usual` says; long-acting injections carry the per-day limit of their interval.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const INJ: readonly Route[] = ['injectable'];

// prettier-ignore
export const GI_ENDOCRINE_DOSE_RANGES: readonly DoseRange[] = [
  // Gut
  r('esomeprazole', D, 1, 2, '0.5–1 mg/kg every 12–24 hours'),
  r('sucralfate', D, 100, 300, '0.5–1 g per dog every 8 hours (100 mg/kg for a 5 kg dog on 0.5 g)'),
  r('sucralfate', C, 62.5, 187.5, '250 mg per cat every 8–12 hours (62.5 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('sulfasalazine', D, 40, 120, '10–30 mg/kg every 8–12 hours for colitis; 20–40 mg/kg every 8 hours (at most 3 g a day) for skin vasculitis', { source: 'small-animal-derm' }),
  r('cisapride', D, 0.5, 1.5, '0.1–0.5 mg/kg every 8–12 hours'),
  r('cisapride', C, 1.5, 3.75, '2.5–5 mg per cat every 8–12 hours (5 mg every 8 hours is 3.75 mg/kg a day for a 4 kg cat), or 1.5 mg/kg every 12 hours', { tolerance: 1.4 }),
  r('dimenhydrinate', D, 8, 24, '4–8 mg/kg every 8 hours'),
  r('meclizine', D, 4, 4, '25 mg per dog once daily for motion sickness (about 4 mg/kg)', { tolerance: 1.5 }),
  r('mirtazapine', D, 1, 1, '0.6 mg/kg once daily, no more than 30 mg a day (3.75 mg for dogs under 9 kg)', { tolerance: 1.5 }),
  r('lactulose', DC, 333, 1000, '0.5 mL/kg of the 10 g/15 mL syrup (about 330 mg/kg) every 8–12 hours, adjusted to soft stools', { tolerance: 1.5 }),
  r('pancrelipase', DC, undefined, undefined, '1–2 teaspoons of powder per meal for dogs, 1/2 teaspoon for cats, mixed into food', { dosedIn: 'teaspoons of powder per meal' }),
  r('psyllium', DC, undefined, undefined, '1 teaspoon per 5–10 kg with food once or twice daily', { dosedIn: 'teaspoons with food' }),
  r('polyethylene glycol 3350', C, undefined, undefined, '1/8–1/4 teaspoon twice daily in food, adjusted to soft stools', { dosedIn: 'teaspoons in food' }),
  r('petrolatum', C, undefined, undefined, '1 inch of paste daily for 2–3 days, then 1–2 times weekly', { dosedIn: 'inches of paste' }),
  // Liver support
  r('s-adenosylmethionine', DC, 20, 20, '20 mg/kg once daily on an empty stomach; the smallest tablet gives up to about 40 mg/kg in small pets', { tolerance: 2, source: 'label-denosyl' }),
  r('silybin', DC, undefined, undefined, 'one tablet a day by the weight band on the label', { dosedIn: 'tablets by weight band' }),
  // Adrenal and pituitary
  r('mitotane', D, 50, 75, '25 mg/kg every 12 hours to induce (50 mg/kg a day; up to 75 mg/kg a day for adrenal tumours), then about 50 mg/kg a week'),
  r('desoxycorticosterone pivalate', D, 2.2, 0.088, '2.2 mg/kg by injection every 25–30 days (often started lower)', { maxSingle: 2.2, source: 'label-percorten' }),
  r('fludrocortisone', D, 0.02, 0.02, '0.01–0.02 mg/kg a day, adjusted to electrolytes', { tolerance: 1.5 }),
  r('desmopressin', D, 0.002, 0.004, '1–5 micrograms per dog under the skin once or twice daily for diabetes insipidus; 1 microgram/kg once before surgery for von Willebrand disease', { routes: INJ, tolerance: 1.5, source: 'endocrinevet-desmopressin' }),
  r('desmopressin', D, 0.04, 0.08, '0.05–0.2 mg per dog by mouth once or twice daily (0.04 mg/kg for a 2.5 kg dog on 0.1 mg); eye drops are not dose-checked', { tolerance: 2, source: 'endocrinevet-desmopressin' }),
  // Reproduction
  r('cabergoline', D, 0.005, 0.005, '5 micrograms/kg once daily for 4–6 days'),
  r('deslorelin', D, undefined, undefined, 'one 4.7 mg or 9.4 mg implant under the skin', { dosedIn: 'implants' }),
  r('estriol', D, 0.4, 0.4, '2 mg per dog once daily to start, then reduced to the lowest dose that works (0.4 mg/kg for a 5 kg dog)', { tolerance: 2.5, source: 'label-incurin' }),
  r('diethylstilbestrol', D, 0.2, 0.2, '0.1–1 mg per dog daily for 3–5 days, then weekly or less (0.2 mg/kg for a 5 kg dog on 1 mg)', { source: 'nelson-couto-micturition' }),
  // Thyroid
  r('levothyroxine', C, 0.025, 0.025, '0.05–0.1 mg per cat once daily (0.025 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('radioiodine', C, undefined, undefined, '2–6 mCi by injection under the skin, once', { dosedIn: 'mCi' }),
  // Diabetes
  r('insulin', DC, undefined, undefined, 'dosed in units, checked against units/kg by the insulin check: about 0.25–0.5 U/kg every 12 hours to start', { dosedIn: 'units', source: 'aaha-diabetes-2018' }),
  r('velagliflozin', C, 1, 1, '1 mg/kg once daily', { source: 'label-senvelgo' }),
  r('bexagliflozin', C, 3.75, 3.75, 'one 15 mg tablet per cat once daily (3.75 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'label-bexacat' }),
  r('glipizide', C, 1.25, 2.5, '2.5 mg per cat every 12 hours, then 5 mg every 12 hours (1.25 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('glyburide', C, 0.16, 0.16, '0.625 mg per cat once daily (0.16 mg/kg for a 4 kg cat)', { tolerance: 2 }),
  // ASPCA APCC: sulfonylureas have a narrow margin and any exposure of a dog is a concern; like glyburide, not a dog medicine.
  r('glipizide', D, undefined, undefined, 'Not used in dogs.', { notUsed: 'Not used in dogs: diabetic dogs need insulin, and this human tablet only drops blood sugar.', notUsedRisk: 'Medium', source: 'tvp-apcc-top-toxins' }),
  r('glimepiride', D, undefined, undefined, 'Not used in dogs.', { notUsed: 'Not used in dogs: diabetic dogs need insulin, and this human tablet only drops blood sugar.', notUsedRisk: 'Medium', source: 'tvp-apcc-top-toxins' }),
  r('glyburide', D, undefined, undefined, 'Not used in dogs.', { notUsed: 'Not used in dogs: diabetic dogs need insulin, and this human tablet only drops blood sugar.' }),
];
