import type { ProductRecord } from './product-record';

// Human sleep aids ("PM" products, doxylamine, diphenhydramine, melatonin). Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_SLEEP: readonly ProductRecord[] = [
  { id: 'tylenol-pm-extra-strength', name: 'Tylenol PM Extra Strength', aliases: ['Tylenol PM'], markets: ['US', 'CA'], audience: 'human-otc', unit: 'caplet', route: 'oral', actives: [{ drug: 'acetaminophen', mg: 500 }, { drug: 'diphenhydramine', mg: 25 }], source: 'openfda-otc-label', ref: 'NDC 50580-608' },
];
