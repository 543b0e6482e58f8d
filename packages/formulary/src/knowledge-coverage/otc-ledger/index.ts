import { PRODUCT_RECORDS } from '../../knowledge/products/all-records';
import { recordActives } from '../../knowledge/products/compile';
import { MORE_ANTIHISTAMINE_THRESHOLDS } from './antihistamines-more';
import { COLD_ALLERGY_THRESHOLDS } from './cold-allergy';
import { GUT_VITAMIN_THRESHOLDS } from './gut-vitamins';
import { OTHER_THRESHOLDS } from './other';
import { PAIN_RELIEVER_THRESHOLDS } from './pain-relievers';
import { PENDING_THRESHOLDS } from './pending';
import { isRead, type ThresholdRecord } from './types';

export * from './types';

// The toxic-threshold ledger of the human product ingredients (issue 22, items 1-2): one record
// per active ingredient of a human OTC or prescription product record, dog and cat each read or
// pending with why. ledger.test.ts ties each cited row to the knowledge.

export const OTC_THRESHOLD_LEDGER: Readonly<Record<string, ThresholdRecord>> = {
  ...PAIN_RELIEVER_THRESHOLDS,
  ...COLD_ALLERGY_THRESHOLDS,
  ...MORE_ANTIHISTAMINE_THRESHOLDS,
  ...OTHER_THRESHOLDS,
  ...GUT_VITAMIN_THRESHOLDS,
  ...PENDING_THRESHOLDS,
};

/** Active ingredients of the human OTC and prescription product records, sorted. */
export function humanProductIngredients(): string[] {
  const human = PRODUCT_RECORDS.filter(
    (r) => r.audience === 'human-otc' || r.audience === 'human-rx',
  );
  return [...new Set(human.flatMap(recordActives))].sort();
}

/** Both species' thresholds were read (a 'no figure published' reading counts as read). */
export function thresholdsRead(drug: string): boolean {
  const record = OTC_THRESHOLD_LEDGER[drug];
  return record !== undefined && isRead(record.dog) && isRead(record.cat);
}
