import type { SourceId } from '../knowledge/sources';
import { DANGEROUS, SAFE, type ToxinCellStatus } from './toxin-cell';

// Household toxins for dogs and cats (foods, plants, household, garden and car products,
// rodenticides), counted as cells the way `horse-toxins.ts` and `exotic-toxins.ts` count theirs:
// the reference list is Pet Poison Helpline's top toxins for dogs and for cats and its people-food
// pages, the four rodenticide kinds, and ASPCA APCC's toxic and non-toxic houseplants. Medicines
// are not here (other ledgers count them). Each cell is one item × dog or cat with the source that
// reads it for that species: 'enforced' fires through the engine at that grade under every typed
// name, 'safe' is judged safe (a non-toxic plant must raise nothing), 'pending' says why neither.
// household-toxins.test.ts runs every typed name; `npm run eval:coverage` counts the cells.

export type HouseholdToxinSpecies = 'dog' | 'cat';

export interface HouseholdToxinCell {
  item: string;
  species: HouseholdToxinSpecies;
  /** The names an owner types; every one must reach the same verdict. */
  typed: readonly string[];
  status: ToxinCellStatus;
  source: SourceId;
}

const CAUTION: ToxinCellStatus = { kind: 'enforced', grade: 'caution' };

/** One item read for dog and cat, each with its status and source. */
const both = (
  item: string,
  typed: readonly string[],
  dog: readonly [ToxinCellStatus, SourceId],
  cat: readonly [ToxinCellStatus, SourceId],
): HouseholdToxinCell[] => [
  { item, species: 'dog', typed, status: dog[0], source: dog[1] },
  { item, species: 'cat', typed, status: cat[0], source: cat[1] },
];

export const householdCellName = (c: HouseholdToxinCell): string => `${c.item} × ${c.species}`;

export const HOUSEHOLD_TOXIN_CELLS: readonly HouseholdToxinCell[] = [
  // Foods. PPH: dark chocolate is the most dangerous; a practice page reads dogs and cats alike.
  ...both(
    'chocolate',
    [
      'chocolate',
      'dark chocolate',
      'baking chocolate',
      'milk chocolate',
      'cocoa powder',
      'brownies',
    ],
    [DANGEROUS, 'pph-top-toxins-2013'],
    [DANGEROUS, 'kalamunda-chocolate'],
  ),
  ...both(
    'xylitol',
    ['xylitol', 'sugar free gum', 'xylitol gum', 'birch sugar'],
    [DANGEROUS, 'pph-top-toxins-2013'],
    [
      {
        kind: 'pending',
        why: 'the practice page read says it is unknown whether xylitol is toxic to cats; the row gives cats a Low caution that no read source grades',
      },
      'collegehills-foods',
    ],
  ),
  ...both(
    'grapes, raisins and currants',
    ['grapes', 'raisins', 'currants', 'sultanas'],
    [DANGEROUS, 'pph-people-foods'],
    [DANGEROUS, 'pph-people-foods'],
  ),
  ...both(
    'onions, garlic, chives and leeks',
    ['onion', 'onions', 'garlic', 'onion powder', 'chives', 'leeks'],
    [DANGEROUS, 'pph-allium-dvm360'],
    [DANGEROUS, 'pph-allium-dvm360'],
  ),
  ...both(
    'macadamia nuts',
    ['macadamia nuts', 'macadamia'],
    [DANGEROUS, 'mlah-foods'],
    [
      {
        kind: 'pending',
        why: 'the sources read name dogs only; the row gives cats a Medium caution that no read source grades',
      },
      'mlah-foods',
    ],
  ),
  ...both(
    'caffeine (coffee grounds, tea bags, diet pills)',
    ['coffee', 'coffee grounds', 'tea bags', 'caffeine pills', 'energy drink'],
    [DANGEROUS, 'pph-people-foods'],
    [DANGEROUS, 'pph-people-foods'],
  ),
  ...both(
    'alcoholic drinks',
    ['alcohol', 'beer', 'wine', 'vodka'],
    [DANGEROUS, 'frontiers-food-toxins'],
    [DANGEROUS, 'frontiers-food-toxins'],
  ),
  ...both(
    'unbaked bread dough',
    ['bread dough', 'raw dough', 'pizza dough'],
    [DANGEROUS, 'mlah-foods'],
    [DANGEROUS, 'frontiers-food-toxins'],
  ),
  // Rodenticides, generic and by active ingredient (brands as sold).
  ...both(
    'rat and mouse poison',
    ['rat poison', 'mouse poison', 'mouse bait', 'd-CON', 'Tomcat'],
    [DANGEROUS, 'pph-top-toxins-2013'],
    [DANGEROUS, 'bearcreek-rodenticides'],
  ),
  ...both(
    'anticoagulant rodenticide',
    ['brodifacoum', 'bromadiolone', 'difethialone', 'diphacinone', 'anticoagulant rodenticide'],
    [DANGEROUS, 'bearcreek-rodenticides'],
    [DANGEROUS, 'bearcreek-rodenticides'],
  ),
  ...both(
    'bromethalin',
    ['bromethalin'],
    [DANGEROUS, 'pph-top-toxins-2013'],
    [DANGEROUS, 'pph-top-toxins-2013'],
  ),
  ...both(
    'cholecalciferol rodenticide',
    ['cholecalciferol', 'cholecalciferol bait', 'vitamin d3 rat poison'],
    [DANGEROUS, 'bearcreek-rodenticides'],
    [DANGEROUS, 'bearcreek-rodenticides'],
  ),
  ...both(
    'zinc phosphide',
    ['zinc phosphide', 'mole bait', 'gopher bait'],
    [DANGEROUS, 'bearcreek-rodenticides'],
    [DANGEROUS, 'bearcreek-rodenticides'],
  ),
  // Garden and car products.
  ...both(
    'antifreeze (ethylene glycol)',
    ['antifreeze', 'engine coolant', 'ethylene glycol', 'Prestone'],
    [DANGEROUS, 'fallsroad-antifreeze'],
    [DANGEROUS, 'fallsroad-antifreeze'],
  ),
  ...both(
    'slug and snail bait (metaldehyde)',
    ['slug bait', 'snail bait', 'slug pellets', 'metaldehyde'],
    [DANGEROUS, 'westover-slug-bait'],
    [DANGEROUS, 'westover-slug-bait'],
  ),
  // Household items.
  ...both(
    'insect bait stations',
    ['roach bait', 'ant bait', 'ant trap', 'Combat roach bait'],
    [CAUTION, 'pph-top-toxins-2013'],
    [
      {
        kind: 'pending',
        why: 'the list read names bait stations for dogs only (obstruction by the casing), so no row names the cat',
      },
      'pph-top-toxins-2013',
    ],
  ),
  ...both(
    'glow sticks and glow jewelry',
    ['glow stick', 'glow sticks', 'glow jewelry', 'glow necklace'],
    [CAUTION, 'pph-glow-jewelry'],
    [CAUTION, 'pph-glow-jewelry'],
  ),
  ...both(
    'household cleaners',
    ['bleach', 'drain cleaner', 'laundry pods'],
    [
      {
        kind: 'pending',
        why: 'the source read is Pet Poison Helpline’s list for cats; the row gives dogs a Medium caution that no read source grades',
      },
      'pph-cat-toxins',
    ],
    [CAUTION, 'pph-cat-toxins'],
  ),
  // Plants. True lilies: kidney failure in cats, only stomach upset in dogs (PPH).
  ...both(
    'true lilies and daylilies',
    ['lily', 'lilies', 'easter lily', 'tiger lily', 'stargazer lily', 'daylily'],
    [CAUTION, 'pph-lilies'],
    [DANGEROUS, 'pph-lilies'],
  ),
  ...both(
    'insoluble oxalate plants',
    ['peace lily', 'calla lily', 'pothos', 'philodendron', 'dieffenbachia'],
    [CAUTION, 'aspca-oxalate-plants'],
    [CAUTION, 'pph-cat-toxins'],
  ),
  ...both(
    'sago palm',
    ['sago palm', 'cycas revoluta'],
    [DANGEROUS, 'kxnet-aspca-plants'],
    [DANGEROUS, 'kxnet-aspca-plants'],
  ),
  ...both(
    'jade plant',
    ['jade plant', 'crassula ovata', 'chinese rubber plant'],
    [CAUTION, 'aspca-jade-plant'],
    [CAUTION, 'aspca-jade-plant'],
  ),
  ...both(
    'asparagus fern',
    ['asparagus fern', 'sprengeri fern', 'emerald feather'],
    [CAUTION, 'hoodvet-asparagus-fern'],
    [CAUTION, 'hoodvet-asparagus-fern'],
  ),
  ...both(
    'tulips and hyacinths',
    ['tulip', 'tulips', 'tulip bulbs', 'hyacinth'],
    [CAUTION, 'pph-tulips'],
    [CAUTION, 'pph-tulips'],
  ),
  ...both(
    'amaryllis',
    ['amaryllis', 'amaryllis bulbs', 'hippeastrum'],
    [CAUTION, 'extension-amaryllis'],
    [CAUTION, 'extension-amaryllis'],
  ),
  ...both(
    'aloe vera',
    ['aloe vera', 'aloe'],
    [CAUTION, 'kxnet-aspca-plants'],
    [CAUTION, 'kxnet-aspca-plants'],
  ),
  // ASPCA APCC non-toxic houseplants: no row may fire.
  ...both(
    'spider plant',
    ['spider plant', 'spider plants', 'chlorophytum comosum'],
    [SAFE, 'kxnet-aspca-plants'],
    [SAFE, 'kxnet-aspca-plants'],
  ),
  ...both(
    'Boston fern',
    ['boston fern', 'nephrolepis exaltata'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
  ),
  ...both(
    'African violet',
    ['african violet', 'african violets', 'saintpaulia'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
  ),
  ...both(
    'baby rubber plant',
    ['baby rubber plant', 'peperomia', 'peperomia obtusifolia'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
    [SAFE, 'mallardcreek-aspca-houseplants'],
  ),
  ...both(
    'areca palm',
    ['areca palm', 'dypsis lutescens'],
    [SAFE, 'kxnet-aspca-plants'],
    [SAFE, 'kxnet-aspca-plants'],
  ),
  ...both(
    'calathea and prayer plant',
    ['calathea', 'prayer plant', 'maranta'],
    [SAFE, 'mbg-aspca-houseplants'],
    [SAFE, 'mbg-aspca-houseplants'],
  ),
  ...both(
    'orchid',
    ['orchid', 'moth orchid', 'phalaenopsis'],
    [SAFE, 'mbg-aspca-houseplants'],
    [SAFE, 'mbg-aspca-houseplants'],
  ),
  ...both(
    'haworthia',
    ['haworthia'],
    [SAFE, 'mbg-aspca-houseplants'],
    [SAFE, 'mbg-aspca-houseplants'],
  ),
  ...both(
    'Venus fly trap',
    ['venus fly trap', 'venus flytrap'],
    [SAFE, 'mbg-aspca-houseplants'],
    [SAFE, 'mbg-aspca-houseplants'],
  ),
];
