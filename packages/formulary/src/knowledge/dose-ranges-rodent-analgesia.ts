import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// Pain relief that rats, mice, hamsters and gerbils are given by mouth in laboratory analgesia
// tables (human over-the-counter drugs that are dangerous for most other pets). The maximum is
// the upper end of the published range, so the dose those tables give stays silent.

const RODENT: readonly Species[] = ['small-rodent'];

// prettier-ignore
export const RODENT_ANALGESIA_DOSE_RANGES: readonly DoseRange[] = [
  r('acetaminophen', RODENT, 300, undefined, '100–300 mg/kg by mouth (rats, hamsters, gerbils; mice 300 mg/kg), often as 6 mg/mL in the drinking water', { source: 'uky-dlar-analgesics' }),
  r('ibuprofen', RODENT, 30, undefined, '7.5–30 mg/kg by mouth (rats about 15 mg/kg a day, mice about 30 mg/kg, usually in the drinking water)', { source: 'rodent-ibuprofen-liles' }),
];
