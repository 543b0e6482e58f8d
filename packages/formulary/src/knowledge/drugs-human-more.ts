import type { DrugEntry } from './types';

// Human medicines (and their inactive ingredients that harm animals) named by the product records in products/human-*.ts that the older drug tables lack.

// prettier-ignore
export const HUMAN_MORE_DRUGS: readonly DrugEntry[] = [
];
