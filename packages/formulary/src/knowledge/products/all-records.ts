import { toAgeLimit, toConditionRules, toProductEntry, toSpeciesRules } from './compile';
import { EQUINE_PRODUCTS } from './equine';
import { HUMAN_ALLERGY } from './human-allergy';
import { HUMAN_COLD_FLU } from './human-cold-flu';
import { HUMAN_OTHER } from './human-other';
import { HUMAN_PAIN } from './human-pain';
import { HUMAN_SLEEP } from './human-sleep';
import { HUMAN_STOMACH } from './human-stomach';
import { HUMAN_TOPICAL } from './human-topical';
import { CAT_PARASITICIDES } from './parasiticide-cat';
import { DOG_PARASITICIDES } from './parasiticide-dog';
import { BRAND_PARASITICIDES_3 } from './parasiticide-brands-3';
import { INTERNAL_PARASITICIDES } from './parasiticide-internal';
import type { ProductRecord } from './product-record';

// Every product record, and the rows the rule families read from them (see compile.ts).

export const PRODUCT_RECORDS: readonly ProductRecord[] = [
  ...HUMAN_PAIN,
  ...HUMAN_COLD_FLU,
  ...HUMAN_ALLERGY,
  ...HUMAN_SLEEP,
  ...HUMAN_STOMACH,
  ...HUMAN_OTHER,
  ...HUMAN_TOPICAL,
  ...DOG_PARASITICIDES,
  ...CAT_PARASITICIDES,
  ...BRAND_PARASITICIDES_3,
  ...INTERNAL_PARASITICIDES,
  ...EQUINE_PRODUCTS,
];

export const RECORD_PRODUCTS = PRODUCT_RECORDS.map(toProductEntry);
export const RECORD_AGE_LIMITS = PRODUCT_RECORDS.map(toAgeLimit).filter((r) => r !== null);
export const RECORD_CONDITION_RULES = PRODUCT_RECORDS.flatMap(toConditionRules);
export const RECORD_SPECIES_RULES = PRODUCT_RECORDS.flatMap(toSpeciesRules);
