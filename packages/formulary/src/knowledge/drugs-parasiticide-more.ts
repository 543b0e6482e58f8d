import type { DrugEntry } from './types';

// Parasiticide ingredients named by products/parasiticide-*.ts that the older drug tables lack.

const FT = ['flea/tick'] as const;

// prettier-ignore
export const PARASITICIDE_MORE_DRUGS: readonly DrugEntry[] = [
  // Felpreva (EU cat spot-on): an isoxazoline-like bispyrazole acaricide, not itself an isoxazoline.
  { id: 'tigolaner', classes: ['insecticide-other'], purposes: FT, route: 'topical' },
  // Synergist in Bio Spot and other spot-ons and sprays (N-octyl bicycloheptene dicarboximide).
  { id: 'mgk 264', classes: ['insecticide-other'], purposes: FT, aliases: ['mgk-264', 'n-octyl bicycloheptene dicarboximide', 'octyl bicycloheptene dicarboximide'] },
];
