import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// The third exotic coverage pass: exotic species × antiparasitic, antibiotic, analgesic and
// psychoactive pairs (coverage.ts, EXOTIC_DRUG_LIST) that still had no row, each filled from a page
// read for it (sources-exotic-3.ts). As in the other exotic files, the maximum is the upper end of
// the published range, so a dose vets use stays silent; a toxic dose is the lowest dose the source
// saw poison. Pairs with no number read stay gaps.

const BI: readonly Species[] = ['bird'];
const LS: readonly Species[] = ['lizard', 'snake'];

// prettier-ignore
export const EXOTIC_3_DOSE_RANGES: readonly DoseRange[] = [
  // Antiparasitics
  r('imidacloprid', BI, undefined, undefined, 'no bird dose by mouth; swallowed imidacloprid poisons small birds (grayish baywing: signs from 20.6 mg/kg, half died at 57 mg/kg)', { toxicMgKg: 20.6, toxicSigns: 'Small birds given imidacloprid by mouth showed signs of poisoning from 20.6 mg/kg, and half died at about 57 mg/kg.', source: 'imidacloprid-baywing' }),
  r('fipronil', LS, undefined, undefined, 'Frontline 0.25% spray against mites: about 6 sprays per kg on reptiles over 500 g, diluted half and half with alcohol for smaller ones; not licensed, and safety varies between species and individuals', { dosedIn: 'sprays of 0.25% fipronil spray', source: 'calvert-frontline-reptiles' }),
  // Antibiotics and antifungals (poultry references)
  r('trimethoprim-sulfamethoxazole', BI, 100, 200, '100 mg/kg by mouth every 12 hours (poultry), or in drinking water', { source: 'checkm-tms-birds' }),
  r('ketoconazole', BI, 30, 60, '10–30 mg/kg by mouth every 12 hours for 21 days (poultry); can harm stressed birds', { source: 'checkm-ketoconazole-birds' }),
];
