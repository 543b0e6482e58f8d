import { ALL_SPECIES_FOODS_PLANTS } from './all-species-foods-plants';
import { ALL_SPECIES_HOUSEHOLD } from './all-species-household';
import { ALL_SPECIES_HUMAN_DRUGS } from './all-species-human-drugs';
import type { CatalogueEntry } from './catalogue-entry';

/** The all group of spec §3: shown to every species (§9). */
export const ALL_SPECIES_CATALOGUE: readonly CatalogueEntry[] = [
  ...ALL_SPECIES_HUMAN_DRUGS,
  ...ALL_SPECIES_FOODS_PLANTS,
  ...ALL_SPECIES_HOUSEHOLD,
];
