import type { DrugEntry } from './types';

// Parasiticide ingredients named by products/parasiticide-*.ts that the older drug tables lack.

// prettier-ignore
export const PARASITICIDE_MORE_DRUGS: readonly DrugEntry[] = [
];
