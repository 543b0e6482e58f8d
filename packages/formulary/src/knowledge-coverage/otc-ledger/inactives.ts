import type { SourceId } from '../../knowledge/sources';
import type { ThresholdRecord } from './types';

// Inactive ingredients of the human product records that harm pets (issue 22 item 1): each
// product whose record lists one, the amount per unit where a label or reference gives it (or why
// none is recorded), and the ingredient's dog and cat thresholds with the row enforcing them.

export interface InactiveReading {
  /** ProductRecord id. */
  product: string;
  ingredient: 'xylitol' | 'ethanol';
  amount: { mgPerUnit: number; source: SourceId } | { notRecorded: string };
}

const XYLITOL_THRESHOLDS: ThresholdRecord = {
  dog: {
    mildMgKg: 100,
    seriousMgKg: 500,
    says: 'more than 0.1 g/kg risks hypoglycaemia and more than 0.5 g/kg acute liver failure; the toxin row puts any amount on the toxic list for dogs (Critical), since no product here gives its amount',
    source: 'xylitol-compendium-review',
    enforcedBy: [{ toxinRule: true }],
  },
  cat: {
    says: 'xylitol-induced hypoglycaemia and liver failure are not seen in cats; the toxin row gives cats a Low caution',
    source: 'vpis-xylitol',
    enforcedBy: [{ toxinRule: true }],
  },
};

export const INACTIVE_THRESHOLDS: Readonly<
  Record<InactiveReading['ingredient'], ThresholdRecord | { pending: string }>
> = {
  xylitol: XYLITOL_THRESHOLDS,
  ethanol: {
    pending:
      'no liquid product record lists ethanol yet: the labels’ alcohol content was not read in this audit',
  },
};

export const INACTIVE_LEDGER: readonly InactiveReading[] = [
  {
    product: 'gabapentin-oral-solution',
    ingredient: 'xylitol',
    amount: {
      notRecorded:
        'the label lists xylitol among the inactive ingredients without an amount (AVMA: the liquid form contains xylitol); the 300 mg/mL figure found was a compounding note quoted on an owners’ forum, not citable',
    },
  },
  {
    product: 'nicorette-fruit-chill',
    ingredient: 'xylitol',
    amount: {
      notRecorded: 'the label lists xylitol among the inactive ingredients without an amount',
    },
  },
];
