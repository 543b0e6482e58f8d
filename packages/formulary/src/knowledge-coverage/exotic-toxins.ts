import type { Species } from '../knowledge/types';
import type { SourceId } from '../knowledge/sources';
import { DANGEROUS, SAFE, type ToxinCellStatus } from './toxin-cell';

// Household toxins × exotic species groups (issue 22, item 4): foods, plants and household
// products a reference names as toxic (or safe) for a rabbit, guinea pig, small rodent (chinchilla,
// rat, mouse, hamster, gerbil), ferret, bird or reptile. Each cell is one item × one group, with the
// source that names it for that group. An 'enforced' cell must fire through the engine for that
// group when the owner types the item by any of `typed` (coverage.test.ts checks it); a 'safe' cell
// must be judged safe; a 'pending' cell says why it is not yet either. The line in
// `npm run eval:coverage` counts the cells that are enforced or safe.

export type ExoticToxinGroup = Extract<
  Species,
  'rabbit' | 'guinea-pig' | 'small-rodent' | 'ferret' | 'bird' | 'tortoise' | 'lizard' | 'snake'
>;

export interface ExoticToxinCell {
  item: string;
  group: ExoticToxinGroup;
  /** The names an owner types; every one must reach the same verdict. */
  typed: readonly string[];
  status: ToxinCellStatus;
  source: SourceId;
}

/** One item named by one source for several groups, at one status. */
const cells = (
  item: string,
  typed: readonly string[],
  groups: readonly ExoticToxinGroup[],
  status: ToxinCellStatus,
  source: SourceId,
): ExoticToxinCell[] => groups.map((group) => ({ item, group, typed, status, source }));

const MAMMAL_HERBIVORES: readonly ExoticToxinGroup[] = ['rabbit', 'guinea-pig', 'small-rodent'];

export const EXOTIC_TOXIN_CELLS: readonly ExoticToxinCell[] = [
  // Colorado State University Guide to Poisonous Plants (avocado, Persea americana): poisoning seen
  // in rabbits, guinea pigs, rats, mice, canaries, budgerigars and cockatiels (persin: heart
  // muscle necrosis, sudden death in caged birds). Reptiles and ferrets are not named.
  ...cells(
    'avocado',
    ['avocado', 'guacamole', 'avocado leaves'],
    [...MAMMAL_HERBIVORES, 'bird'],
    DANGEROUS,
    'csu-avocado',
  ),
  // Merck Veterinary Manual, toxicoses in pet birds: PTFE (non-stick) fumes, lead and zinc.
  ...cells(
    'non-stick pan fumes',
    ['teflon fumes', 'nonstick pan'],
    ['bird'],
    DANGEROUS,
    'merck-bird-toxins',
  ),
  ...cells(
    'lead',
    ['lead', 'lead paint', 'fishing sinkers'],
    ['bird'],
    DANGEROUS,
    'merck-bird-toxins',
  ),
  ...cells('zinc', ['zinc oxide', 'pennies'], ['bird'], DANGEROUS, 'merck-bird-toxins'),
  // Fireflies: a bearded dragon died after one (Knight et al. 1999).
  ...cells('firefly', ['firefly', 'lightning bug'], ['lizard'], DANGEROUS, 'firefly-lizards'),
  // SV Animal Health Campus (toxic foods for rabbits, parrots and tortoises): avocado for
  // tortoises too; chocolate and caffeine for rabbits and parrots; grapes and raisins cause no
  // toxic effects in rabbits and parrots (the dog and cat kidney toxin does not apply to them).
  ...cells('avocado', ['avocado'], ['tortoise'], DANGEROUS, 'sv-exotic-toxic-foods'),
  ...cells(
    'chocolate',
    ['chocolate', 'dark chocolate', 'cocoa'],
    ['rabbit', 'bird'],
    DANGEROUS,
    'sv-exotic-toxic-foods',
  ),
  ...cells(
    'caffeine',
    ['coffee', 'caffeine'],
    ['rabbit', 'bird'],
    DANGEROUS,
    'sv-exotic-toxic-foods',
  ),
  ...cells(
    'grapes and raisins',
    ['grapes', 'raisins'],
    ['rabbit', 'bird'],
    SAFE,
    'sv-exotic-toxic-foods',
  ),
  // Fruit pits for birds (decision 057): SV Animal Health Campus calls toxicity from accidentally
  // eaten apple, pear, apricot or plum seeds extremely unlikely in parrots (the dose is more than
  // they eat; whole seeds pass through) while advising the core be removed: a caution, no longer
  // the toxic list.
  ...cells(
    'fruit pits and apple seeds',
    ['apple seeds', 'cherry pits', 'peach pits'],
    ['bird'],
    { kind: 'enforced', grade: 'caution' },
    'sv-exotic-toxic-foods',
  ),
  // Avocado for lizards and snakes (decision 057): no reptile poisoning reported; a reptile
  // practice advises keeping it out of captive reptiles' diets. A Low caution, not the toxic list.
  ...cells(
    'avocado',
    ['avocado', 'guacamole'],
    ['lizard', 'snake'],
    { kind: 'enforced', grade: 'caution' },
    'scalestails-reptile-toxicities',
  ),
  // East Bend Animal Hospital, rabbit nutrition: foods to avoid (fruit pits or seeds, rhubarb,
  // onions and other alliums) and the diet it recommends: timothy hay as most of it, fresh greens
  // daily (romaine, collard and mustard greens, parsley, endive), and small amounts of pears,
  // apples, bananas, carrots and green peppers as treats. It also lists raisins to avoid, where
  // SV Animal Health Campus says rabbits show no toxic effects; the grapes cell above stays safe.
  ...cells(
    'fruit pits and apple seeds',
    ['apple seeds', 'cherry pits', 'peach pits'],
    ['rabbit'],
    { kind: 'enforced', grade: 'caution' },
    'eastbend-rabbit-nutrition',
  ),
  ...cells(
    'rhubarb',
    ['rhubarb'],
    ['rabbit'],
    { kind: 'enforced', grade: 'caution' },
    'eastbend-rabbit-nutrition',
  ),
  ...cells(
    'onions and garlic',
    ['onion', 'garlic', 'chives'],
    ['rabbit'],
    DANGEROUS,
    'eastbend-rabbit-nutrition',
  ),
  ...cells(
    'timothy hay',
    ['timothy hay', 'grass hay'],
    ['rabbit'],
    SAFE,
    'eastbend-rabbit-nutrition',
  ),
  ...cells(
    'leafy greens',
    ['romaine lettuce', 'romaine', 'collard greens', 'mustard greens', 'parsley', 'endive'],
    ['rabbit'],
    SAFE,
    'eastbend-rabbit-nutrition',
  ),
  ...cells(
    'fruit and vegetable treats',
    ['carrots', 'apple', 'pear', 'banana', 'green pepper'],
    ['rabbit'],
    SAFE,
    'eastbend-rabbit-nutrition',
  ),
  // Veterinary Nursing Journal (BVNA) on guinea pig nutrition: meadow or Timothy hay ad libitum.
  ...cells(
    'timothy hay',
    ['timothy hay', 'meadow hay'],
    ['guinea-pig'],
    SAFE,
    'bvna-guinea-pig-nutrition',
  ),
  // Vet Health Centre, the bearded dragon diet: leafy greens (dandelions, watercress), grated
  // carrot, bell peppers and courgettes, with apples or grapes only as an occasional treat;
  // rhubarb leaves and spinach bind calcium and should be avoided (spinach has no record yet).
  ...cells(
    'greens and vegetables',
    ['dandelion greens', 'watercress', 'carrot', 'bell pepper', 'courgette'],
    ['lizard'],
    SAFE,
    'vethealthcentre-bearded-dragon',
  ),
  ...cells('fruit treats', ['apple', 'grapes'], ['lizard'], SAFE, 'vethealthcentre-bearded-dragon'),
  ...cells(
    'rhubarb',
    ['rhubarb', 'rhubarb leaves'],
    ['lizard'],
    { kind: 'enforced', grade: 'caution' },
    'vethealthcentre-bearded-dragon',
  ),
  // allferrets.org, ferret treats: raisins and other dried fruit are bad (sugar and insulinoma;
  // kidney failure reported after raisins; grape and raisin toxicity in exotic pets).
  ...cells(
    'grapes and raisins',
    ['raisins', 'grapes'],
    ['ferret'],
    { kind: 'enforced', grade: 'caution' },
    'allferrets-treats',
  ),
  // Dr Sandy Hume, avian vet, feeding your small parrot: endive, carrot and a little apple,
  // banana or pear are fine; rhubarb, avocado and chocolate are toxic.
  ...cells(
    'vegetables and fruit',
    ['endive', 'carrot', 'apple', 'banana', 'pear'],
    ['bird'],
    SAFE,
    'birdvet-small-parrot-diet',
  ),
  ...cells(
    'rhubarb',
    ['rhubarb', 'rhubarb leaves'],
    ['bird'],
    DANGEROUS,
    'birdvet-small-parrot-diet',
  ),
  // Richard Hazard MRCVS, feeding your Mediterranean tortoise: weeds, dandelions ideal.
  ...cells(
    'dandelion greens',
    ['dandelion greens', 'dandelion'],
    ['tortoise'],
    SAFE,
    'hazard-mediterranean-tortoise',
  ),
  // Rainbow Veterinary Hospital, hamster diet: carrots, apple and banana are fine in small
  // amounts; onions, potatoes and tomato leaves should never be fed.
  ...cells(
    'vegetables and fruit',
    ['carrot', 'apple', 'banana'],
    ['small-rodent'],
    SAFE,
    'rainbowvet-hamster-diet',
  ),
  ...cells('onions', ['onion'], ['small-rodent'], DANGEROUS, 'rainbowvet-hamster-diet'),
  ...cells(
    'potato and tomato plants',
    ['raw potato', 'tomato leaves'],
    ['small-rodent'],
    { kind: 'enforced', grade: 'caution' },
    'rainbowvet-hamster-diet',
  ),
  // Still to read: the greens and staple foods of guinea pigs.
  ...cells(
    'leafy greens',
    ['romaine lettuce', 'dandelion greens'],
    ['guinea-pig'],
    {
      kind: 'pending',
      why: 'the guinea pig diet pages found in this round were pet-shop or owner pages, not veterinary ones (the BVNA journal page read gave only hay); to be read from a veterinary handout',
    },
    'aspca-foods',
  ),
];

export const cellName = (cell: ExoticToxinCell): string => `${cell.item} × ${cell.group}`;
