import type { SpeciesRule } from './types';

// Human prescription medicines pets get into (ASPCA APCC's most common calls): accidental
// exposures only, since some of the same drugs are given to pets on purpose (albuterol by
// inhaler and spacer to asthmatic cats, glipizide to diabetic cats) and are judged by dose rows.

const SULFONYLUREAS = ['glipizide', 'glyburide', 'glimepiride'];

export const HUMAN_RX_EXPOSURE_RULES: readonly SpeciesRule[] = [
  {
    id: 'albuterol-inhaler-chewed',
    match: { drugs: ['albuterol'] },
    species: ['dog', 'cat'],
    accidentalOnly: true,
    risk: 'High',
    outcome: 'toxic',
    description:
      'A chewed or punctured inhaler releases its whole canister (up to 200 puffs) at once: the heart races or beats irregularly and potassium falls dangerously low; it can be fatal without treatment.',
    recommendation: 'Go to a vet now and take the inhaler with you; do not make your pet vomit.',
    source: 'pph-albuterol',
  },
  {
    id: 'sulfonylurea-swallowed-dog',
    match: { drugs: SULFONYLUREAS },
    species: ['dog'],
    accidentalOnly: true,
    risk: 'High',
    outcome: 'toxic',
    description:
      'Sulfonylurea diabetes tablets (glipizide, glyburide, glimepiride) make the pancreas release insulin: blood sugar can fall dangerously low for more than a day, and any amount swallowed is a concern.',
    recommendation:
      'Call your vet or an animal poison line now; if your dog is weak or wobbly, rub honey or syrup on the gums on the way.',
    source: 'tvp-apcc-top-toxins',
  },
  {
    id: 'sulfonylurea-swallowed-cat',
    match: { drugs: SULFONYLUREAS },
    species: ['cat'],
    accidentalOnly: true,
    risk: 'Medium',
    outcome: 'caution',
    description:
      'A human sulfonylurea tablet holds several times a cat’s dose: blood sugar can fall for hours, and cats can also get liver injury.',
    recommendation:
      'Call your vet or an animal poison line now and watch for weakness, wobbling or seizures.',
    source: 'lort-smith-sulfonylurea',
  },
];
