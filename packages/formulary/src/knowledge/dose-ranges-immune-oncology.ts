import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

// Allergy, corticosteroid, immunosuppressant, airway and cancer drugs for dogs and cats beyond
// dose-ranges.ts. Cancer drugs dosed per square metre are worked to mg/kg for a 5 kg dog or a 3 kg
// cat (body surface area 10.1 × kg^(2/3) / 100 m² for dogs, 10 × kg^(2/3) / 100 m² for cats), where
// mg/kg per m² is highest among the pets usually dosed by area; their per-day limit is the dose
// spread over its shortest usual interval, so a course given daily by mistake is flagged.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const INJ: readonly Route[] = ['injectable'];

// prettier-ignore
export const IMMUNE_ONCOLOGY_DOSE_RANGES: readonly DoseRange[] = [
  // Antihistamines
  r('clemastine', D, 0.1, 0.2, '0.05–0.1 mg/kg every 12 hours', { source: 'merck-cold-cough' }),
  r('clemastine', C, 0.17, 0.34, '0.68 mg per cat every 12 hours (0.17 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  // The same table: no toxicosis in dogs given up to 2 g/kg by mouth, so an overdose is a caution (High only from 2,000 mg/kg).
  r('fexofenadine', D, 5, 10, '2–5 mg/kg every 12–24 hours', { highFrom: 400, source: 'msd-antihistamines-table' }),
  r('fexofenadine', C, 3.75, 7.5, '10–15 mg per cat every 12–24 hours (3.75 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'msd-antihistamines-table' }),
  // The same table: mild signs can occur below 10 mg/kg, so below it an overdose is a caution (High from 10 mg/kg).
  r('loratadine', C, 0.5, 0.5, '0.5 mg/kg once daily', { highFrom: 20, source: 'msd-antihistamines-table' }),
  r('hydroxyzine', C, 2.5, 7.5, '5–10 mg per cat every 8–12 hours (2.5 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  r('cyproheptadine', C, 1, 2, '2 mg per cat (1–4 mg) every 12–24 hours (1 mg/kg for a 4 kg cat on 4 mg)', { tolerance: 1.4 }),
  r('trimeprazine', D, 1.1, 2.2, 'Temaril-P: half a tablet (2.5 mg trimeprazine) up to 4.5 kg, one tablet 5–9 kg, two tablets 9.5–18 kg, three over 18 kg, every 12 hours', { source: 'label-temaril-p' }),
  // Dermatology biologics and JAK inhibitor
  r('ilunocitinib', D, 0.8, 0.8, '0.6–0.8 mg/kg once daily', { source: 'label-zenrelia' }),
  r('lokivetmab', D, 2, 0.071, '2 mg/kg by injection every 4–8 weeks (whole vials give small dogs more per kg)', { tolerance: 2.5, source: 'label-cytopoint' }),
  // Corticosteroids
  r('methylprednisolone', D, 1.8, 3.5, '0.2–0.5 mg/kg a day for inflammation; to suppress immunity, the prednisolone dose × 0.8 (4 mg methylprednisolone = 5 mg prednisolone)'),
  r('methylprednisolone acetate', D, 1, 0.07, '2–40 mg per dog by size (about 1 mg/kg) by intramuscular injection, not more often than every 2 weeks', { tolerance: 2, maxSingle: 1 }),
  r('methylprednisolone acetate', C, 5, 0.36, '10–20 mg per cat (5 mg/kg for a 4 kg cat) by injection every 2–3 weeks', { maxSingle: 5, tolerance: 1.4 }),
  r('triamcinolone', DC, 0.22, 0.22, '0.11–0.22 mg/kg (0.05–0.1 mg/lb) by injection once, or by mouth daily, then tapered; sprays are not dose-checked', { source: 'cfr-animal-drugs' }),
  r('budesonide', D, 0.24, 0.24, '3 mg/m² (0.5–3 mg per dog by size) once daily (0.24 mg/kg for a 2 kg dog)'),
  r('budesonide', C, 0.25, 0.25, '0.5–1 mg per cat once daily or every other day (0.25 mg/kg for a 4 kg cat)', { tolerance: 1.4 }),
  // Immunosuppressants
  r('mycophenolate', D, 12, 24, '8–12 mg/kg every 12 hours'),
  r('leflunomide', D, 4, 4, '2–4 mg/kg once daily'),
  // Airways
  r('terbutaline', DC, 0.01, 0.06, '0.003–0.01 mg/kg by injection under the skin or into a muscle in a breathing crisis, repeated every 4–6 hours', { routes: INJ, source: 'papich-handbook' }),
  r('terbutaline', D, 0.25, 0.75, '1.25–5 mg per dog by size every 8 hours (0.25 mg/kg for a 5 kg dog on 1.25 mg); 0.2 mg/kg every 8–12 hours for slow heart rhythms', { tolerance: 1.5, source: 'papich-handbook' }),
  r('terbutaline', C, 0.16, 0.32, '0.1 mg/kg every 8 hours, or 0.625 mg per cat every 12 hours (0.16 mg/kg for a 4 kg cat)', { tolerance: 1.5, source: 'papich-handbook' }),
  r('fluticasone', C, undefined, undefined, '44–110 micrograms by inhaler and spacer twice daily', { dosedIn: 'puffs' }),
  r('albuterol', C, undefined, undefined, '90 micrograms (one puff) by inhaler and spacer as needed', { dosedIn: 'puffs' }),
  // Cancer
  r('vincristine', D, 0.044, 0.0063, '0.5–0.75 mg/m² intravenously once weekly (0.044 mg/kg for a 5 kg dog)'),
  r('vincristine', C, 0.049, 0.007, '0.5–0.7 mg/m² intravenously once weekly (0.049 mg/kg for a 3 kg cat)'),
  r('cyclophosphamide', D, 14.8, 2.95, '200–250 mg/m² once every 3 weeks (14.8 mg/kg for a 5 kg dog), or 50 mg/m² a day on 4 days a week'),
  r('cyclophosphamide', C, 20.8, 1, '200–300 mg/m² once every 3 weeks (20.8 mg/kg for a 3 kg cat)'),
  r('doxorubicin', D, 1.77, 0.127, '30 mg/m² (1 mg/kg under 15 kg) intravenously every 2–3 weeks (1.77 mg/kg for a 5 kg dog on 30 mg/m²)'),
  r('doxorubicin', C, 1, 0.048, '1 mg/kg intravenously every 3 weeks'),
  r('lomustine', D, 5.3, 0.25, '60–90 mg/m² by mouth every 3 weeks (5.3 mg/kg for a 5 kg dog)'),
  r('lomustine', C, 4.2, 0.2, '50–60 mg/m² (about 10 mg per cat) by mouth every 3–6 weeks (4.2 mg/kg for a 3 kg cat)'),
  r('chlorambucil', D, 1.18, 0.35, '0.1–0.2 mg/kg or 2–6 mg/m² once daily or every other day, or 20 mg/m² every 1–2 weeks (1.18 mg/kg for a 5 kg dog)'),
  r('chlorambucil', C, 1.39, 0.35, '0.25–0.5 mg/kg (2 mg per cat) every 2–3 days, or 20 mg/m² every 2–3 weeks (1.39 mg/kg for a 3 kg cat)'),
  r('carboplatin', D, 17.7, 0.84, '250–300 mg/m² intravenously every 3 weeks (17.7 mg/kg for a 5 kg dog)'),
  r('carboplatin', C, 16.6, 0.79, '200–240 mg/m² intravenously every 3–4 weeks (16.6 mg/kg for a 3 kg cat)'),
  r('mitoxantrone', D, 0.325, 0.0155, '5–5.5 mg/m² intravenously every 3 weeks (0.325 mg/kg for a 5 kg dog)'),
  r('mitoxantrone', C, 0.45, 0.0214, '6–6.5 mg/m² intravenously every 3 weeks (0.45 mg/kg for a 3 kg cat)'),
  r('cytarabine', D, 11.8, 11.8, '50 mg/m² under the skin every 12 hours for 2 days, or up to 200 mg/m² as an infusion (11.8 mg/kg for a 5 kg dog)'),
  r('melphalan', D, 0.1, 0.1, '0.1 mg/kg once daily for 10 days, then 0.05 mg/kg (1–2 mg/m² daily); higher pulse doses only under an oncologist', { tolerance: 2.5 }),
  r('asparaginase', DC, undefined, undefined, '400 IU/kg (or 10,000 IU/m²) by injection, once', { dosedIn: 'international units (IU)' }),
  r('toceranib', D, 3.25, 1.625, '3.25 mg/kg every other day (2.4–2.9 mg/kg on Monday, Wednesday and Friday)', { source: 'label-palladia' }),
  r('toceranib', C, 2.75, 1.38, '2.5–2.75 mg/kg on Monday, Wednesday and Friday'),
  r('masitinib', D, 12.5, 12.5, '12.5 mg/kg once daily'),
  r('rabacfosadine', D, 1, 0.048, '1 mg/kg intravenously every 3 weeks, up to 5 doses', { source: 'label-tanovea' }),
  r('verdinexor', D, 1.5, 0.43, '1.25 mg/kg twice weekly (Monday and Thursday), up to 1.5 mg/kg', { source: 'label-laverdia' }),
  r('tigilanol tiglate', D, 0.25, undefined, '0.5 mL per cm³ of tumour injected into it, at most 0.25 mL/kg (0.25 mg/kg), once', { maxSingle: 0.25, source: 'label-stelfonta' }),
];
