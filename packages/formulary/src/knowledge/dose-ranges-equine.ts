import type { DoseRange } from './dose-range-row';

// Dose ranges for horses (adults and foals): label doses of equine products and the equine chapters of Plumb’s and the Merck Veterinary Manual. Sources named per row.

// prettier-ignore
export const EQUINE_DOSE_RANGES: readonly DoseRange[] = [
];
