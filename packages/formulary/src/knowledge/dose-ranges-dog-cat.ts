import type { DoseRange } from './dose-range-row';

// Dose ranges for dogs and cats beyond dose-ranges.ts: usual and maximum mg/kg per dose and per day, published toxic doses, or 'not used', for every drug of the dog and cat catalogues. Sources named per row.

// prettier-ignore
export const DOG_CAT_DOSE_RANGES: readonly DoseRange[] = [
  // ── Parasiticides (parasiticide area; keep this block last). The maximum is the top of each
  // label's dose range: the largest band amount over the smallest weight of its band. Rows are
  // written out (not through r()) because this file is imported by dose-ranges.ts.
  { drug: 'afoxolaner', species: ['dog'], maxPerDose: 7, maxPerDay: 7, usual: '2.5 mg/kg minimum once a month; the EU label range is 2.7 to 7 mg/kg', source: 'spc-nexgard' },
  { drug: 'fluralaner', species: ['dog'], maxPerDose: 56, maxPerDay: 56, usual: '25 to 56 mg/kg by mouth every 12 weeks (10 mg/kg monthly chew; 15 mg/kg yearly injection)', source: 'spc-bravecto' },
  { drug: 'sarolaner', species: ['dog'], maxPerDose: 3.9, maxPerDay: 3.9, usual: '2 mg/kg minimum once a month (1.2 mg/kg in Simparica Trio); the smallest chew gives up to about 3.9 mg/kg', source: 'label-simparica' },
  { drug: 'lotilaner', species: ['dog'], maxPerDose: 43, maxPerDay: 43, usual: '20 to 43 mg/kg once a month', source: 'label-credelio-canada' },
  { drug: 'lotilaner', species: ['cat'], maxPerDose: 24, maxPerDay: 24, usual: '6 to 24 mg/kg once a month (12 mg tablet from 2 lb, 48 mg tablet from 2 kg)', source: 'label-credelio' },
  { drug: 'spinosad', species: ['dog'], maxPerDose: 62, maxPerDay: 62, usual: '30 mg/kg minimum once a month; the smallest tablet gives up to about 62 mg/kg', source: 'label-comfortis' },
  { drug: 'spinosad', species: ['cat'], maxPerDose: 100, maxPerDay: 100, usual: '50 to 100 mg/kg once a month', source: 'label-comfortis-cats' },
  { drug: 'nitenpyram', species: ['dog', 'cat'], maxPerDose: 12.6, maxPerDay: 12.6, usual: '1 mg/kg minimum; the 11.4 mg tablet from 2 lb gives up to about 12.6 mg/kg', source: 'label-capstar' },
  { drug: 'milbemycin', species: ['cat'], maxPerDose: 8.5, maxPerDay: 8.5, usual: '2 mg/kg minimum once a month; the 5.75 mg tablet from 1.5 lb gives up to about 8.5 mg/kg', source: 'label-interceptor-cats' },
  { drug: 'moxidectin', species: ['dog'], maxPerDose: 0.5, maxPerDay: 0.5, routes: ['injectable'], usual: '0.17 mg/kg every 6 months (ProHeart 6) or 0.5 mg/kg every 12 months (ProHeart 12) under the skin', source: 'label-proheart-inserts' },
  { drug: 'praziquantel', species: ['dog'], maxPerDose: 25, maxPerDay: 25, usual: '5 mg/kg minimum; the smallest label bands (Interceptor Plus from 2 lb, half a Milbemax tablet from 0.5 kg) give up to about 25 mg/kg', source: 'label-milbemycin-combinations' },
  { drug: 'febantel', species: ['dog'], maxPerDose: 63, maxPerDay: 63, usual: '15 mg/kg once in Drontal Tasty Bone; half a small Drontal Plus tablet from 2 lb gives up to about 63 mg/kg', source: 'label-drontal-plus' },
  { drug: 'lufenuron', species: ['dog'], maxPerDose: 51, maxPerDay: 51, usual: '10 mg/kg minimum once a month; the 46 mg Sentinel tablet from 2 lb gives up to about 51 mg/kg', source: 'label-milbemycin-combinations' },
];
