import { SPECIES, type Species } from '@pawrx/contracts/species';

// Named groups of species for rule tables, so a rule written for "every pet" or "every pet but
// the cat" keeps covering species added later, and the exotic groups are spelled once.

/** Every species, 'other' included (a pet of unknown kind gets the cautious reading). */
export const EVERY_SPECIES: readonly Species[] = SPECIES;

/** Every species except the listed ones. */
export const speciesExcept = (...excluded: readonly Species[]): readonly Species[] =>
  SPECIES.filter((s) => !excluded.includes(s));

/**
 * Herbivores that digest in the caecum (hindgut fermenters): antibiotics that kill their
 * gram-positive gut flora let Clostridium overgrow (Carpenter's Exotic Animal Formulary).
 */
export const HINDGUT_FERMENTERS: readonly Species[] = ['rabbit', 'guinea-pig', 'small-rodent'];

/** Reptiles: tortoises and turtles (chelonians), lizards, snakes. */
export const REPTILES: readonly Species[] = ['tortoise', 'lizard', 'snake'];

/** Small exotic pets with no established dose for most human or dog medicines. */
export const SMALL_EXOTICS: readonly Species[] = [
  'bird',
  'guinea-pig',
  'ferret',
  'small-rodent',
  ...REPTILES,
  'other',
];
