import type { SourceId } from '../knowledge/sources';

// Plants and feeds toxic to horses (issue 22, item 4), counted as cells the way
// `exotic-toxins.ts` counts household toxins for exotic pets: one item (with the toxic part and
// state the reference gives) per cell, the names an owner types, and its status. An 'enforced'
// cell must fire through the engine for a horse under every typed name (horse-toxins.test.ts); a
// 'safe' cell must be judged safe; a 'pending' cell says why it is neither yet. The line in
// `npm run eval:coverage` counts the enforced and safe cells.

export interface HorseToxinCell {
  item: string;
  /** The toxic part and state as the reference gives it (wilted leaves, seeds, medicated feed). */
  part: string;
  typed: readonly string[];
  status:
    | { kind: 'enforced'; grade: 'dangerous' | 'caution' }
    | { kind: 'safe' }
    | { kind: 'pending'; why: string };
  source: SourceId;
}

const DANGEROUS: HorseToxinCell['status'] = { kind: 'enforced', grade: 'dangerous' };

export const HORSE_TOXIN_CELLS: readonly HorseToxinCell[] = [
  // Springhill Equine: yew kills horses within minutes; 6 to 8 oz is lethal to a large animal.
  {
    item: 'yew',
    part: 'every part (clippings thrown over the fence)',
    typed: ['yew', 'japanese yew', 'english yew', 'taxus'],
    status: DANGEROUS,
    source: 'springhill-horse-plants',
  },
  // Three Oaks Equine; Springhill Equine: wilted or dried red maple leaves and bark.
  {
    item: 'red maple',
    part: 'wilted or dried leaves and bark (fallen branches, autumn leaves)',
    typed: ['red maple', 'wilted red maple leaves', 'dried red maple leaves', 'acer rubrum'],
    status: DANGEROUS,
    source: 'threeoaks-red-maple',
  },
  {
    item: 'red maple, fresh leaves',
    part: 'fresh green leaves (the references say they do not appear to cause signs)',
    typed: ['fresh red maple leaves', 'green red maple leaves'],
    status: { kind: 'safe' },
    source: 'threeoaks-red-maple',
  },
  // Merck Veterinary Manual: ionophore feed additives for cattle and poultry destroy horse heart muscle.
  {
    item: 'ionophore medicated feed',
    part: 'cattle or poultry feed medicated with monensin',
    typed: ['monensin', 'Rumensin'],
    status: DANGEROUS,
    source: 'merck-ionophores',
  },
  // Springhill Equine: black, wild and laurel cherry trees contain cyanide.
  {
    item: 'wild cherry',
    part: 'leaves of black, wild and laurel cherry trees',
    typed: ['wild cherry leaves'],
    status: {
      kind: 'pending',
      why: 'no record for cherry leaves yet; the fruit-pits row does not name the horse, and the reference gives no grade beyond that the trees contain cyanide',
    },
    source: 'springhill-horse-plants',
  },
];

export const isHorseToxinCounted = (cell: HorseToxinCell): boolean =>
  cell.status.kind !== 'pending';
