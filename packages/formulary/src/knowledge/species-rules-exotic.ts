import type { SpeciesRule } from './types';

// Exotic pets: the species chapters of Carpenter’s Exotic Animal Formulary and related references, beyond species-rules-more.ts.

export const EXOTIC_SPECIES_RULES: readonly SpeciesRule[] = [];
