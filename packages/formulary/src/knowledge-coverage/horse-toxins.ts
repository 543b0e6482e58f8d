import type { SourceId } from '../knowledge/sources';
import { DANGEROUS, SAFE, type ToxinCellStatus } from './toxin-cell';

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
  status: ToxinCellStatus;
  source: SourceId;
}

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
    status: SAFE,
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
  // OMAFRA: oleander ranks with yew; an ounce of leaves can kill a 1,000 lb horse (all parts, fresh or dried).
  {
    item: 'oleander',
    part: 'leaves and every other part, fresh or dried (garden clippings)',
    typed: ['oleander', 'nerium oleander'],
    status: DANGEROUS,
    source: 'omafra-oleander-horses',
  },
  // dvm360: foxglove, oleander and rhododendron poison the horse's heart.
  {
    item: 'foxglove',
    part: 'the plant (cardiac glycosides)',
    typed: ['foxglove'],
    status: DANGEROUS,
    source: 'dvm360-horse-plants',
  },
  {
    item: 'rhododendron',
    part: 'the plant (grayanotoxins)',
    typed: ['rhododendron', 'azalea'],
    status: DANGEROUS,
    source: 'dvm360-horse-plants',
  },
  // The Five-Minute Veterinary Consult (Equine): onions are a common oxidant cause of Heinz-body anaemia in horses.
  {
    item: 'onion',
    part: 'onions (oxidant haemolytic anaemia)',
    typed: ['onion', 'onions'],
    status: DANGEROUS,
    source: 'fmvc-equine-oxidants',
  },
  // Merck: blister beetles baled in alfalfa hay; 4 to 6 g of dried beetles may kill a horse.
  {
    item: 'blister beetles in alfalfa hay',
    part: 'dead beetles crushed into baled alfalfa hay (cantharidin does not fade in storage)',
    typed: ['blister beetles', 'blister beetle hay', 'cantharidin'],
    status: DANGEROUS,
    source: 'merck-blister-beetle',
  },
  // eXtension: black walnut shavings cause laminitis within 8 to 24 hours of contact.
  {
    item: 'black walnut',
    part: 'wood shavings or sawdust used as bedding (contact is enough), bark',
    typed: ['black walnut shavings', 'black walnut', 'black walnut bedding'],
    status: DANGEROUS,
    source: 'extension-black-walnut',
  },
  // Equitas; The Irish Field: sycamore seeds and seedlings (hypoglycin A), atypical myopathy.
  {
    item: 'sycamore (Acer pseudoplatanus)',
    part: 'seeds (helicopters) in autumn, seedlings in spring, and to a lesser degree the leaves',
    typed: ['sycamore seeds', 'sycamore seedlings', 'sycamore helicopters'],
    status: DANGEROUS,
    source: 'sycamore-atypical-myopathy',
  },
  // EQUUS: the Japanese red maple is not believed toxic, a look-alike of the red maple.
  {
    item: 'Japanese maple',
    part: 'leaves (red all summer)',
    typed: ['japanese maple', 'japanese red maple'],
    status: SAFE,
    source: 'equus-maple-species',
  },
  // EQUUS: sugar and silver maple leaves may also contain the toxin.
  {
    item: 'sugar and silver maple',
    part: 'wilted leaves',
    typed: ['sugar maple leaves', 'silver maple leaves'],
    status: {
      kind: 'pending',
      why: 'the reference says only that they may also pose a threat, with no case or grade; no record yet, so the names are not recognised',
    },
    source: 'equus-maple-species',
  },
  // VCA: ragwort, fresh or dried in hay; weeks of eating scar the liver.
  {
    item: 'ragwort',
    part: 'fresh plants (bitter, usually avoided) and dried plants in hay (eaten); cumulative over weeks',
    typed: ['ragwort', 'tansy ragwort', 'senecio'],
    status: { kind: 'enforced', grade: 'caution' },
    source: 'vca-ragwort-horses',
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
