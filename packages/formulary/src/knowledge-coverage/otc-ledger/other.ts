import type { ThresholdRecord } from './types';

// Nicotine and caffeine; the ingredients of the remaining records are in pending.ts.

export const OTHER_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  caffeine: {
    dog: {
      mildMgKg: 20,
      seriousMgKg: 40,
      says: 'mild signs over 20 mg/kg, moderate (the heart) over 40 mg/kg, severe over 60 mg/kg, LD50 100–200 mg/kg; the toxin row gives Low below 20, a Medium caution from 20 and the toxic list from 40',
      source: 'vet-methylxanthine-thresholds',
      enforcedBy: [{ toxicRow: 40 }, { toxinRule: true }],
    },
    cat: {
      pending:
        'the methylxanthine figures read are for dogs; the cat row keeps 20 mg/kg (Merck, read before this audit) as its toxic line',
    },
  },
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
