import type { DrugEntry } from './types';

// Ingredients of equine products (products/equine.ts) and feed additives that the older drug tables lack.

// prettier-ignore
export const EQUINE_DRUGS: readonly DrugEntry[] = [
];
