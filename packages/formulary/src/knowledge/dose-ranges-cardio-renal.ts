import { r, type DoseRange } from './dose-range-row';

// Heart, blood pressure, clotting, kidney and urinary drugs for dogs and cats beyond
// dose-ranges.ts. Per-cat doses are worked to mg/kg for a 4 kg cat, and per-dog doses for the
// smallest dog they are given to, as `usual` says.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;

// prettier-ignore
export const CARDIO_RENAL_DOSE_RANGES: readonly DoseRange[] = [
  // Heart and blood pressure
  r('ramipril', D, 0.25, 0.25, '0.125–0.25 mg/kg once daily', { source: 'msd-cardiac-table' }),
  r('hydrochlorothiazide', D, 4, 8, '1–4 mg/kg every 12–24 hours', { source: 'msd-cardiac-table' }),
  r('torsemide', C, 0.31, 0.62, '0.05–0.25 mg/kg, or 1.25 mg per cat (0.31 mg/kg for a 4 kg cat), every 12–24 hours', { tolerance: 1.4, source: 'msd-cardiac-table' }),
  r('diltiazem', D, 4, 8, '0.5–2.5 mg/kg every 8 hours (immediate release) or 1–4 mg/kg every 12 hours (sustained release)', { source: 'merck-cardio-table' }),
  r('diltiazem', C, 15, 30, '7.5 mg per cat every 8 hours (immediate release) or 30–60 mg per cat every 12–24 hours (sustained release; 15 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'merck-cardio-table' }),
  r('sotalol', D, 3, 6, '0.5–3 mg/kg every 12 hours', { source: 'vetebooks-monographs' }),
  r('sotalol', C, 5, 10, '10–20 mg per cat every 12 hours (5 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'vetebooks-monographs' }),
  r('mexiletine', D, 8, 24, '4–8 mg/kg every 8 hours', { source: 'nelson-couto-antiarrhythmics' }),
  r('amiodarone', D, 10, 20, '8–10 mg/kg every 12–24 hours for 7–10 days, then 4–6 mg/kg once daily', { source: 'merck-cardio-table' }),
  r('hydralazine', D, 3, 9, '0.5–3 mg/kg every 8–12 hours, starting low', { source: 'heartvets-formulary' }),
  r('nitroglycerin', D, undefined, undefined, '1/4–1 inch of 2% ointment on the skin every 6–8 hours', { dosedIn: 'inches of 2% ointment' }),
  // Antithrombotics
  r('clopidogrel', D, 3, 3, '1.1–3 mg/kg once daily; a single 4–10 mg/kg loading dose', { maxSingle: 10, source: 'msd-antithrombotic-table' }),
  r('clopidogrel', C, 4.7, 4.7, '18.75 mg per cat once daily (4.7 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'msd-antithrombotic-table' }),
  r('rivaroxaban', D, 2, 2, '1–2 mg/kg once daily', { source: 'msd-antithrombotic-table' }),
  r('rivaroxaban', C, 1, 1, '0.5–1 mg/kg (2.5 mg per cat) once daily', { source: 'msd-antithrombotic-table' }),
  r('enoxaparin', C, 1, 4, '0.75–1 mg/kg by injection every 6–12 hours', { source: 'msd-antithrombotic-table' }),
  // Heartworm treatment
  r('melarsomine', D, 2.5, 2.5, '2.5 mg/kg by deep intramuscular injection: one dose, then a month later two doses 24 hours apart', { toxicMgKg: 7.5, toxicRisk: 'Critical', toxicSigns: 'Three times the dose has caused lung inflammation, fluid in the lungs and death.', source: 'label-immiticide' }),
  // Urinary tract
  r('bethanechol', D, 1, 3, '5–15 mg per dog every 8 hours (up to 25 mg in large dogs); 0.5–1 mg/kg every 8 hours', { tolerance: 1.5 }),
  r('bethanechol', C, 1.25, 3.75, '1.25–5 mg per cat every 8–12 hours (1.25 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('prazosin', D, 0.2, 0.6, '1 mg per 15 kg every 8–12 hours; 1 mg per dog up to 15 kg (0.2 mg/kg for a 5 kg dog)', { source: 'nelson-couto-micturition' }),
  r('prazosin', C, 0.25, 0.75, '0.25–1 mg per cat every 8–12 hours (0.25 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'vetebooks-monographs' }),
  r('phenoxybenzamine', C, 1.9, 3.75, '2.5–7.5 mg per cat every 12–24 hours (1.9 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('potassium citrate', D, 75, 150, '40–75 mg/kg every 12 hours'),
  r('allopurinol', D, 15, 30, '10–15 mg/kg every 12 hours'),
  // Kidney disease
  r('aluminium hydroxide', DC, 100, 100, '30–100 mg/kg a day, divided with meals'),
  r('calcium carbonate', C, 150, 150, '90–150 mg/kg a day with food as a phosphate binder'),
  r('chitosan phosphate binder', C, undefined, undefined, '1 g of powder per 5 kg every 12 hours with food', { dosedIn: 'grams of powder' }),
  r('calcitriol', DC, 0.000015, 0.00003, '1.5–3.5 ng/kg once daily for kidney disease (up to 6 ng/kg); for low calcium 10–15 ng/kg every 12 hours for 3–4 days, then 2.5–7.5 ng/kg every 12 hours', { source: 'vetebooks-monographs' }),
  r('darbepoetin', D, 0.0008, 0.00012, '0.5–0.8 micrograms/kg by injection once weekly'),
  r('darbepoetin', C, 0.001, 0.00015, '1 microgram/kg by injection once weekly'),
  r('potassium gluconate', C, undefined, undefined, '2–4 mEq a day, divided', { dosedIn: 'mEq' }),
];
