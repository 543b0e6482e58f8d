import { ANALGESIA_DRUGS } from './drugs-analgesia';
import { ANTIMICROBIAL_DRUGS } from './drugs-antimicrobial';
import { CARDIO_RENAL_DRUGS } from './drugs-cardio-renal';
import { EQUINE_DRUGS } from './drugs-equine';
import { EXOTIC_DRUGS } from './drugs-exotic';
import { GI_ENDOCRINE_DRUGS } from './drugs-gi-endocrine';
import { IMMUNE_RESPIRATORY_DRUGS } from './drugs-immune-respiratory';
import { HUMAN_MORE_DRUGS } from './drugs-human-more';
import { NEURO_DRUGS } from './drugs-neuro';
import { PARASITICIDE_DRUGS } from './drugs-parasiticide';
import { PARASITICIDE_MORE_DRUGS } from './drugs-parasiticide-more';
import { SUPPLEMENT_OTC_DRUGS } from './drugs-supplements-otc';
import { MEDICAL_PRODUCTS } from './products-medical';
import { PARASITICIDE_PRODUCTS } from './products-parasiticide';
import { RECORD_PRODUCTS } from './products/all-records';
import { TOXIN_ENTRIES } from './toxins';
import { EXOTIC_TOXIN_ENTRIES } from './toxins-exotic';
import { EXOTIC_SAFE_FOOD_ENTRIES } from './foods-exotic-safe';
import { HOUSEHOLD_TOXIN_ENTRIES } from './toxins-household';
import type { DrugEntry, ProductEntry } from './types';

/** Every ingredient the engine knows, in index priority order (earlier wins a name clash). */
export const ALL_DRUGS: readonly DrugEntry[] = [
  ...ANALGESIA_DRUGS,
  ...ANTIMICROBIAL_DRUGS,
  ...PARASITICIDE_DRUGS,
  ...CARDIO_RENAL_DRUGS,
  ...GI_ENDOCRINE_DRUGS,
  ...NEURO_DRUGS,
  ...IMMUNE_RESPIRATORY_DRUGS,
  ...SUPPLEMENT_OTC_DRUGS,
  ...EXOTIC_DRUGS,
  ...HUMAN_MORE_DRUGS,
  ...EQUINE_DRUGS,
  ...PARASITICIDE_MORE_DRUGS,
  ...TOXIN_ENTRIES,
  ...EXOTIC_TOXIN_ENTRIES,
  ...EXOTIC_SAFE_FOOD_ENTRIES,
  ...HOUSEHOLD_TOXIN_ENTRIES,
];

export const ALL_PRODUCTS: readonly ProductEntry[] = [
  ...PARASITICIDE_PRODUCTS,
  ...MEDICAL_PRODUCTS,
  ...RECORD_PRODUCTS,
];
