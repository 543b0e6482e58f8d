import type { Species } from '../knowledge/types';
import type { SourceId } from '../knowledge/sources';

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
  status:
    | { kind: 'enforced'; grade: 'dangerous' | 'caution' }
    | { kind: 'safe' }
    | { kind: 'pending'; why: string };
  source: SourceId;
}

type Status = ExoticToxinCell['status'];
const DANGEROUS: Status = { kind: 'enforced', grade: 'dangerous' };

/** One item named by one source for several groups, at one status. */
const cells = (
  item: string,
  typed: readonly string[],
  groups: readonly ExoticToxinGroup[],
  status: Status,
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
    { kind: 'safe' },
    'sv-exotic-toxic-foods',
  ),
  // Common foods the references call safe (hay, leafy greens, carrot for rabbits; pellets and
  // vegetables for birds; collard and dandelion greens for tortoises) are not records the engine
  // knows yet: typing them gives "not recognised", which is not a safe verdict.
  ...cells(
    'leafy greens and hay',
    ['hay', 'romaine lettuce', 'dandelion greens'],
    [...MAMMAL_HERBIVORES, 'tortoise'],
    {
      kind: 'pending',
      why: 'safe foods have no record kind in the engine yet (the name is not recognised, so it cannot be judged safe); the diet handouts (VCA, LafeberVet, Tortoise Table) were not read to their full lists in this round',
    },
    'aspca-foods',
  ),
];

export const isCounted = (cell: ExoticToxinCell): boolean => cell.status.kind !== 'pending';

export const cellName = (cell: ExoticToxinCell): string => `${cell.item} × ${cell.group}`;
