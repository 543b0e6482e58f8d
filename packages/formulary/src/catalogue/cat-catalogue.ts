import type { CatalogueEntry } from './catalogue-entry';
import { CAT_ANTIMICROBIALS } from './cat-antimicrobials';
import { CAT_EYE_EAR_SKIN } from './cat-eye-ear-skin';
import { CAT_GI_ENDOCRINE } from './cat-gi-endocrine';
import { CAT_HEART_NEURO } from './cat-heart-neuro';
import { CAT_PAIN_ALLERGY } from './cat-pain-allergy';
import { CAT_PARASITICIDES } from './cat-parasiticides';
import { CAT_SUPPLEMENTS } from './cat-supplements';
import { CAT_SURGERY_ONCOLOGY } from './cat-surgery-oncology';

/** The cat group of spec §3: shown to cats and to species other than dogs (§9). */
export const CAT_CATALOGUE: readonly CatalogueEntry[] = [
  ...CAT_PAIN_ALLERGY,
  ...CAT_ANTIMICROBIALS,
  ...CAT_PARASITICIDES,
  ...CAT_HEART_NEURO,
  ...CAT_GI_ENDOCRINE,
  ...CAT_EYE_EAR_SKIN,
  ...CAT_SURGERY_ONCOLOGY,
  ...CAT_SUPPLEMENTS,
];
