import type { CatalogueCategory } from '../../catalogue/catalogue-entry';

// Which catalogue categories the built-in AI analysis may offer in place of each other when it
// suggests an alternative to a flagged medicine. A vet switches an NSAID for another pain or joint
// medicine, or one parasite preventive for another with the same cover; it never swaps in a
// specialist drug (heartworm adulticide, chemotherapy, emergency or anaesthetic drugs) that needs
// a clinic, nor anything that is not a medicine.

export const COMPATIBLE_CATEGORIES: ReadonlyArray<readonly CatalogueCategory[]> = [
  ['anti-inflammatory', 'pain', 'joint'],
  ['heartworm prevention', 'parasite prevention'],
  ['flea prevention', 'parasite prevention'],
  ['allergy', 'antihistamine'],
];

/** Never offered as an owner-level swap unless the flagged medicine is one of them. */
export const SPECIALIST_CATEGORIES: ReadonlySet<CatalogueCategory> = new Set<CatalogueCategory>([
  'heartworm treatment',
  'chemotherapy',
  'emergency',
  'anesthetic',
]);

/** Catalogue categories that are warnings, never alternatives. */
export const NOT_MEDICINE_CATEGORIES: ReadonlySet<CatalogueCategory> = new Set<CatalogueCategory>([
  'human medication',
  'toxic food',
  'toxic plant',
  'household toxin',
  'environmental toxin',
]);
