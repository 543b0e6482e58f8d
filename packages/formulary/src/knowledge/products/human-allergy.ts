import type { ProductRecord } from './product-record';

// Human allergy products, with and without a decongestant (the "-D" variants are separate records). Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_ALLERGY: readonly ProductRecord[] = [
];
