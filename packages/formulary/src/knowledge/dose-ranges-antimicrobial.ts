import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

// Antibacterial, antifungal, antiprotozoal and antiviral dose ranges for dogs and cats (drugs of
// the dog and cat catalogues without a row in dose-ranges.ts). Maxima are the upper end of the
// usual published dose; components of fixed combinations (trimethoprim/sulfonamide 1:5,
// amoxicillin/clavulanate 4:1) get the share of the combination's maximum.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const INJ: readonly Route[] = ['injectable'];
const ORAL: readonly Route[] = ['oral', 'unknown', 'transmucosal'];

// prettier-ignore
export const ANTIMICROBIAL_DOSE_RANGES: readonly DoseRange[] = [
  // Aminoglycosides (given once daily: the day's dose at once)
  r('amikacin', D, 30, 30, '15–30 mg/kg by injection once daily', { source: 'papich-antimicrobials' }),
  r('amikacin', C, 15, 15, '10–15 mg/kg by injection once daily', { source: 'plumbs-aminoglycosides' }),
  r('gentamicin', D, 15, 15, '9–15 mg/kg by injection once daily (ear and eye products are not dose-checked)', { source: 'plumbs-aminoglycosides' }),
  r('tobramycin', D, 14, 14, '9–14 mg/kg by injection once daily; in pets mostly used as eye drops', { source: 'plumbs-aminoglycosides' }),
  r('tobramycin', C, 8, 8, '5–8 mg/kg by injection once daily; in pets mostly used as eye drops', { source: 'plumbs-aminoglycosides' }),
  r('neomycin', DC, 3.5, 11, '3.5 mg/kg by injection every 8 hours (about 11 mg/kg a day)', { routes: INJ, source: 'cfr-animal-drugs' }),
  r('neomycin', D, 22, 88, '10–22 mg/kg by mouth every 6–8 hours for hepatic encephalopathy (poorly absorbed); ear and eye products are not dose-checked', { routes: ORAL }),
  r('neomycin', C, 20, 40, '10–20 mg/kg by mouth every 12 hours for hepatic encephalopathy; ear and eye products are not dose-checked', { routes: ORAL }),
  // Cephalosporins
  r('cefazolin', DC, 35, 140, '15–35 mg/kg by injection every 6–8 hours (22 mg/kg around surgery)', { source: 'merck-cephalosporins-table' }),
  r('cefovecin', DC, 8, 0.57, 'a single 8 mg/kg injection, repeated after 14 days if needed', { maxSingle: 8, source: 'label-convenia' }),
  r('cefpodoxime', C, 10, 20, '5–10 mg/kg by mouth every 12–24 hours', { source: 'merck-cephalosporins-table' }),
  r('ceftiofur', D, 2.2, 2.2, '2.2 mg/kg by injection under the skin once daily for 5–14 days'),
  // Penicillin partner
  r('clavulanate', DC, 5, 15, 'the clavulanate share (one fifth) of amoxicillin-clavulanate 12.5–25 mg/kg every 8–12 hours', { source: 'derm-antibiotics-table' }),
  // Fluoroquinolones
  r('orbifloxacin', D, 7.5, 7.5, '2.5–7.5 mg/kg once daily', { source: 'label-orbax' }),
  r('orbifloxacin', C, 7.5, 7.5, '7.5 mg/kg once daily (suspension)', { source: 'label-orbax' }),
  // Potentiated sulfonamides (components of 1:5 combinations, and sulfadimethoxine alone)
  r('trimethoprim', DC, 5, 10, 'the trimethoprim share (one sixth) of trimethoprim-sulfonamide 15–30 mg/kg every 12 hours', { source: 'trepanier-sulfa' }),
  r('sulfamethoxazole', DC, 25, 50, 'the sulfonamide share (five sixths) of trimethoprim-sulfamethoxazole 15–30 mg/kg every 12 hours', { source: 'trepanier-sulfa' }),
  r('sulfadiazine', D, 25, 50, 'the sulfonamide share (five sixths) of trimethoprim-sulfadiazine 15–30 mg/kg every 12 hours', { source: 'trepanier-sulfa' }),
  r('sulfadimethoxine', DC, 55, 55, '55 mg/kg on the first day, then 27.5 mg/kg once daily', { source: 'label-albon' }),
  r('ormetoprim', D, 9.2, 9.2, 'the ormetoprim share (one sixth) of ormetoprim-sulfadimethoxine 55 mg/kg on day 1, then 27.5 mg/kg once daily', { source: 'label-albon' }),
  // Macrolides and lincosamides
  r('erythromycin', DC, 20, 60, '10–20 mg/kg by mouth every 8–12 hours (0.5–1 mg/kg to move the gut); eye ointment is not dose-checked'),
  r('clarithromycin', D, 12.5, 25, '7.5–12.5 mg/kg every 12 hours'),
  r('tylosin', DC, 40, 80, '10–40 mg/kg every 12–24 hours for tylosin-responsive diarrhoea or colitis', { source: 'osu-antimicrobials' }),
  r('lincomycin', D, 22, 46.2, '22 mg/kg every 12 hours or 15.4 mg/kg every 8 hours by mouth; 11–22 mg/kg by injection', { source: 'cfr-animal-drugs' }),
  // Others
  r('chloramphenicol', D, 50, 150, '40–50 mg/kg every 8 hours', { source: 'derm-antibiotics-table' }),
  r('chloramphenicol', C, 20, 40, '10–20 mg/kg (about 50 mg per cat) every 12 hours', { source: 'derm-antibiotics-table' }),
  r('oxytetracycline', DC, 10, 20, '7.5–10 mg/kg by injection every 12 hours', { routes: INJ }),
  r('oxytetracycline', DC, 22, 66, '20–22 mg/kg by mouth every 8 hours; in pets mostly used as eye ointment, which is not dose-checked', { routes: ORAL }),
  r('rifampin', D, 10, 20, '5–10 mg/kg every 12–24 hours (no more than 600 mg a day)'),
  r('nitrofurantoin', D, 5, 15, '4.4–5 mg/kg every 8 hours'),
  // Antifungal
  r('griseofulvin', D, 25, 50, '25 mg/kg every 12 hours (microsize); ultramicrosize doses are lower'),
  // Antiprotozoal
  r('ponazuril', DC, 50, 50, '20 mg/kg once daily for 1–3 days, or a single 50 mg/kg dose'),
  r('imidocarb', D, 6.6, 0.47, '6.6 mg/kg by injection once, repeated after 2 weeks', { maxSingle: 6.6, source: 'label-imizol' }),
  r('atovaquone', D, 13.3, 40, '13.3 mg/kg every 8 hours with azithromycin for 10 days'),
  r('ronidazole', C, 30, 30, '30 mg/kg once daily for 14 days (nerve signs at higher doses)'),
  // Antiviral (feline infectious peritonitis)
  r('gs-441524', C, 15, 20, '15 mg/kg once daily by mouth, or 10 mg/kg every 12 hours for eye or nerve involvement, for 84 days', { tolerance: 1.4, source: 'vettimes-fip-2024' }),
  r('remdesivir', C, 20, 20, '10 mg/kg once daily by injection (15–20 mg/kg for eye or nerve involvement)', { source: 'vettimes-fip-2024' }),
  r('interferon omega', C, undefined, undefined, '1 million units (MU)/kg by injection once daily for 5 days', { dosedIn: 'million units (MU)', source: 'label-virbagen' }),
];
