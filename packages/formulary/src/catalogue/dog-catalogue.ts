import type { CatalogueEntry } from './catalogue-entry';
import { DOG_ANTIMICROBIALS } from './dog-antimicrobials';
import { DOG_EYE_EAR_SKIN } from './dog-eye-ear-skin';
import { DOG_GI_ENDOCRINE } from './dog-gi-endocrine';
import { DOG_HEART_NEURO } from './dog-heart-neuro';
import { DOG_PAIN_ALLERGY } from './dog-pain-allergy';
import { DOG_PARASITICIDES } from './dog-parasiticides';
import { DOG_SUPPLEMENTS } from './dog-supplements';
import { DOG_SURGERY_ONCOLOGY } from './dog-surgery-oncology';

/** The dog group of spec §3: shown to dogs and to species other than cats (§9). */
export const DOG_CATALOGUE: readonly CatalogueEntry[] = [
  ...DOG_PAIN_ALLERGY,
  ...DOG_ANTIMICROBIALS,
  ...DOG_PARASITICIDES,
  ...DOG_HEART_NEURO,
  ...DOG_GI_ENDOCRINE,
  ...DOG_EYE_EAR_SKIN,
  ...DOG_SURGERY_ONCOLOGY,
  ...DOG_SUPPLEMENTS,
];
