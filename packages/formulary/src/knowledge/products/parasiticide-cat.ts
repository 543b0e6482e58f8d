import type { ProductRecord } from './product-record';

// Flea, tick, heartworm and worm products labelled for cats (US FDA and EPA, UK and EU). Source: each product’s label or SPC.

// prettier-ignore
export const CAT_PARASITICIDES: readonly ProductRecord[] = [
];
