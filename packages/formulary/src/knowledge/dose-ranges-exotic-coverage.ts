import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// The exotic coverage pass: exotic species × antiparasitic, antibiotic, analgesic and psychoactive
// pairs (coverage.ts, EXOTIC_DRUG_LIST) that had no row, each filled from a source read for it
// (sources-exotic-coverage.ts, or an exotic source already registered). As in the other exotic
// files, the maximum is the upper end of the published range, so a dose vets use stays silent;
// where references differ the row takes the range that covers them and says so. Reptile rows name
// only the groups the reference names; small rodents get a row only when the reference gives the
// group. Pairs with no number read stay gaps (decision 040 lists them).

const RB: readonly Species[] = ['rabbit'];
const GP: readonly Species[] = ['guinea-pig'];
const FE: readonly Species[] = ['ferret'];
const BI: readonly Species[] = ['bird'];
const LI: readonly Species[] = ['lizard'];
const REP: readonly Species[] = ['tortoise', 'lizard', 'snake'];

// prettier-ignore
export const EXOTIC_COVERAGE_DOSE_RANGES: readonly DoseRange[] = [
  // Antiparasitics (spot-ons: the label gives one pipette per animal; the maximum is that pipette on the smallest animal it is used on)
  r('imidacloprid', RB, 80, 80, 'one 40 mg tube (0.4 mL) on the skin for any rabbit under 4 kg (at least 10 mg/kg; 80 mg/kg on a 0.5 kg rabbit), or 80 mg from 4 kg; not before 10 weeks of age', { source: 'label-advantage-rabbit' }),
  r('moxidectin', FE, 8, 8, 'one small-cat pipette (0.4 mL: 4 mg moxidectin with 40 mg imidacloprid) per ferret on the skin monthly, about 2–8 mg/kg (as the imidacloprid row)', { source: 'label-advocate-cat-ferret' }),
  r('moxidectin', RB, 0.2, 0.2, '0.2 mg/kg by mouth, repeated after 10 days, for psoroptic ear mange (no side effects; injections caused more side effects in dogs, so by mouth is preferred)', { source: 'moxidectin-rabbits' }),
  r('selamectin', GP, 15, 15, '15 mg/kg once on the skin cleared Trixacarus mange with no adverse reactions', { source: 'selamectin-guinea-pigs' }),
  // Antibiotics
  r('cephalexin', BI, 125, 500, '50–125 mg/kg by mouth or injection every 6–12 hours (poultry)', { source: 'poultrydvm-cephalexin' }),
  r('metronidazole', BI, 50, undefined, '25 mg/kg by mouth twice daily for 5 days (pigeons, trichomoniasis); single oral doses of 30 mg/kg (hens) and 50 mg/kg (geese) studied; no daily maximum read beyond that', { source: 'metronidazole-pigeons' }),
  r('erythromycin', BI, 60, 120, 'oral suspension 60 mg/kg by mouth every 12 hours', { source: 'plumbs-erythromycin-birds' }),
  // Antifungals (lizards)
  r('ketoconazole', LI, 30, 30, '15–30 mg/kg by mouth once daily for 2–4 weeks; can harm the liver', { source: 'wikivet-lizard-formulary' }),
  r('itraconazole', LI, 23.5, 23.5, '23.5 mg/kg by mouth once daily (spiny lizards)', { source: 'wikivet-lizard-formulary' }),
  r('terbinafine', ['snake'], undefined, undefined, 'nebulised at 2 mg/mL for 30 minutes, or a 24.5 mg implant under the skin, for snake fungal disease (cottonmouths); no oral mg/kg dose read', { dosedIn: 'nebulised solution or implant', source: 'terbinafine-cottonmouths' }),
  // Behaviour and pain: single-dose studies, so there is no daily maximum
  r('tramadol', LI, 11, undefined, '11 mg/kg by mouth gave measurable pain relief in bearded dragons (no daily maximum read)', { source: 'tramadol-bearded-dragons' }),
  r('gabapentin', RB, 25, undefined, '10–25 mg/kg by mouth once, about 2 hours before a stressful event; no adverse effects at 25 mg/kg', { source: 'gabapentin-rabbits' }),
  // Sedation: the references give one premedication dose, so there is no daily maximum
  r('midazolam', RB, 2, undefined, '1–2 mg/kg into a muscle or the nose, with dexmedetomidine or butorphanol and ketamine, for sedation', { source: 'midazolam-rabbits' }),
  r('midazolam', REP, 2, undefined, '1–2 mg/kg into a muscle as premedication (lizards: 0.5–2 mg/kg with dexmedetomidine; WikiVet 2 mg/kg)', { source: 'merck-reptile-analgesics' }),
];
