import type { DoseRange } from './dose-range-row';

// The exotic formulary: dose ranges for rabbits, guinea pigs, small rodents, ferrets, birds and reptiles (Carpenter’s Exotic Animal Formulary and peer-reviewed papers), or ‘not used’ where the references say so. Sources named per row.

// prettier-ignore
export const EXOTIC_DOSE_RANGES: readonly DoseRange[] = [
];
