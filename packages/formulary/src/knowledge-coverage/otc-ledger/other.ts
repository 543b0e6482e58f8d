import type { ThresholdRecord } from './types';

// Nicotine replacement products; the ingredients of the remaining records are in pending.ts.

export const OTHER_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  nicotine: {
    dog: {
      seriousMgKg: 9,
      says: '9–12 mg/kg is considered lethal in dogs and pets often vomit at once; the toxin row puts any amount on the toxic list (stricter: no signs-from line was read)',
      source: 'acvp-nicotine',
      enforcedBy: [{ toxinRule: true }],
    },
    cat: {
      says: 'no established toxic threshold for cats; every exposure to be reported',
      source: 'acvp-nicotine',
      enforcedBy: [{ toxinRule: true }],
    },
  },
};
