import type { ProductRecord } from './product-record';

// Human cold, flu and cough products (day and night formulas, decongestants, cough syrups). Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_COLD_FLU: readonly ProductRecord[] = [
];
