import type { HumanRxIngestion, IngestionEntry } from './types';

// Heart and blood-pressure drugs, diabetes tablets, anticoagulants, thyroid hormone and the other
// human prescriptions of the poison-control chapter: what the references say one ingestion does
// to a dog or a cat, and the row holding it.

const pending = (why: string): IngestionEntry => ({ pending: why });
const NOT_READ =
  'no veterinary toxicology page with a figure or an any-amount statement was read yet';
const UNNAMED = `${NOT_READ}; the name is not recognised yet`;

// dvm360 (Lee): beta blockers beyond two to three times the high end of the dose are
// life-threatening; the dose row reports High from twice its maximum.
const betaBlocker = (maxPerDose: number): IngestionEntry => ({
  seriousMgKg: 2 * maxPerDose,
  says: 'more than two to three times the high end of the dose causes life-threatening slow heart and low blood pressure',
  source: 'dvm360-top-human-meds',
  enforcedBy: [{ doseMaximum: maxPerDose }],
});

// VETgirl: ACE inhibitors are toxic above 10–20 times a therapeutic dose and small amounts can be
// watched at home, but the dose row calls twice its maximum High: not counted until a row holds
// the reference's margin (a highFrom of 10 on a shared dog-and-cat row).
const aceInhibitor = (maxPerDose: number): IngestionEntry => ({
  seriousMgKg: 10 * maxPerDose,
  says: 'wider margin; small amounts can be watched at home; above 10–20 times a therapeutic dose, low blood pressure',
  source: 'vetgirl-top-human-meds',
  enforcedBy: [
    {
      notEnforced: `the dose row reports High from ${2 * maxPerDose} mg/kg (twice its maximum), below the reference's 10 times`,
    },
  ],
});

const sulfonylurea = (
  drug: 'glipizide' | 'glyburide' | 'glimepiride',
  typed: string[],
): HumanRxIngestion => ({
  name: drug,
  drug,
  group: 'diabetes tablets',
  typed,
  dog: {
    anyAmount: true,
    says: 'narrow margin of safety; any exposure is a concern; low blood sugar can last 24 to 72 hours',
    source: 'tvp-apcc-top-toxins',
    // Given on purpose: glyburide's own rule, or the not-used row of the others, is a caution.
    enforcedBy: [
      { speciesRule: 'sulfonylurea-swallowed-dog' },
      drug === 'glyburide' ? { speciesRule: 'glyburide' } : { notUsedRow: 'Medium' },
    ],
  },
  cat: {
    anyAmount: true,
    says: 'a human tablet holds several times a cat’s dose; low blood sugar for hours, liver injury',
    source: 'lort-smith-sulfonylurea',
    enforcedBy: [{ speciesRule: 'sulfonylurea-swallowed-cat' }],
  },
});

const unread = (drug: string, group: string, typed: string[]): HumanRxIngestion => ({
  name: drug,
  drug,
  group,
  typed,
  dog: pending(typed.length > 0 ? NOT_READ : UNNAMED),
  cat: pending(typed.length > 0 ? NOT_READ : UNNAMED),
});

export const OTHER_INGESTIONS: readonly HumanRxIngestion[] = [
  {
    name: 'atenolol',
    drug: 'atenolol',
    group: 'beta blockers',
    typed: ['Tenormin', 'atenolol 50 mg'],
    dog: betaBlocker(1),
    cat: betaBlocker(3),
  },
  {
    name: 'propranolol',
    drug: 'propranolol',
    group: 'beta blockers',
    typed: ['Inderal', 'propranolol 40 mg'],
    dog: betaBlocker(1),
    cat: betaBlocker(1.25),
  },
  unread('metoprolol', 'beta blockers', ['metoprolol', 'Toprol XL']),
  unread('carvedilol', 'beta blockers', ['carvedilol']),
  unread('amlodipine', 'calcium channel blockers', ['Norvasc', 'amlodipine 10 mg']),
  unread('diltiazem', 'calcium channel blockers', ['diltiazem', 'Cardizem CD']),
  unread('verapamil', 'calcium channel blockers', ['verapamil']),
  {
    name: 'enalapril',
    drug: 'enalapril',
    group: 'ACE inhibitors and ARBs',
    typed: ['Vasotec', 'enalapril 10 mg'],
    dog: aceInhibitor(0.5),
    cat: aceInhibitor(0.5),
  },
  {
    name: 'lisinopril',
    drug: 'lisinopril',
    group: 'ACE inhibitors and ARBs',
    typed: ['Zestril', 'lisinopril 10 mg'],
    dog: pending(
      'VETgirl gives the margin as 10–20 times a therapeutic dose, but there is no dog dose row for lisinopril to measure it against: any amount is judged safe',
    ),
    cat: pending('no cat dose row to measure the multiple against'),
  },
  unread('losartan', 'ACE inhibitors and ARBs', ['losartan', 'Cozaar']),
  unread('clonidine', 'blood pressure (other)', ['clonidine']),
  unread('digoxin', 'heart (other)', ['digoxin', 'Lanoxin']),
  sulfonylurea('glipizide', ['glipizide', 'Glucotrol XL 5 mg']),
  sulfonylurea('glyburide', ['glyburide', 'glibenclamide']),
  sulfonylurea('glimepiride', ['glimepiride', 'Amaryl']),
  {
    name: 'metformin',
    drug: 'metformin',
    group: 'diabetes tablets',
    typed: ['Glucophage', 'metformin ER 500 mg'],
    dog: {
      seriousMgKg: 200,
      says: 'mostly vomiting and diarrhoea; severe lactic acidosis and low blood sugar near 200 mg/kg',
      source: 'heller-metformin',
      enforcedBy: [{ toxicRow: 200 }],
    },
    cat: {
      seriousMgKg: 200,
      says: 'overdose in dogs and cats: mostly vomiting and diarrhoea; monitor as doses approach 200 mg/kg',
      source: 'heller-metformin',
      enforcedBy: [{ toxicRow: 200 }],
    },
  },
  unread('empagliflozin', 'diabetes tablets (SGLT2)', []),
  unread('warfarin', 'anticoagulants', ['warfarin', 'Coumadin']),
  unread('apixaban', 'anticoagulants', ['Eliquis', 'apixaban']),
  unread('rivaroxaban', 'anticoagulants', ['Xarelto', 'rivaroxaban']),
  {
    name: 'levothyroxine',
    drug: 'levothyroxine',
    group: 'thyroid hormone',
    typed: ['Synthroid', 'levothyroxine 100 mcg'],
    dog: {
      // One case: 850 tablets of 0.2 mg in a 16.8 kg dog is about 10 mg/kg.
      mildMgKg: 10,
      says: 'a dog that swallowed about 10 mg/kg vomited and had unsteady pupils, with no significant abnormality over 36 days',
      source: 'javma-levothyroxine-dog',
      enforcedBy: [
        {
          notEnforced:
            'a one-case report, not a threshold: the dose row reports High from twice the 0.022 mg/kg daily dose',
        },
      ],
    },
    cat: pending(NOT_READ),
  },
  {
    name: 'isoniazid',
    drug: 'isoniazid',
    group: 'tuberculosis drug',
    typed: ['isoniazid', 'isoniazid 300 mg', 'INH'],
    dog: {
      seriousMgKg: 50,
      says: 'seizures at about 50 mg/kg, also the estimated LD50; one 300 mg tablet can badly poison a 4.5 kg dog',
      source: 'cliniciansbrief-isoniazid',
      enforcedBy: [{ toxicRow: 50 }, { speciesRule: 'baclofen-isoniazid' }],
    },
    cat: pending('the reference gives the dog figure only'),
  },
  unread('methotrexate', 'other', ['methotrexate']),
  unread('colchicine', 'other', ['colchicine']),
  unread('atorvastatin', 'statins', []),
  unread('simvastatin', 'statins', []),
  {
    name: 'ethinyl estradiol',
    drug: 'estradiol',
    group: 'birth-control pills',
    typed: ['ethinyl estradiol'],
    dog: {
      seriousMgKg: 1,
      says: 'pills hold very little; estrogen from 1 mg/kg can cause aplastic anaemia; progestins of concern near 10 mg/kg',
      source: 'aspcapro-birth-control',
      enforcedBy: [
        {
          notEnforced:
            'the estradiol row has no 1 mg/kg line: the hormone-gel rule reports a caution at any amount',
        },
      ],
    },
    cat: pending('the reference speaks of dogs; no cat figure read'),
  },
  {
    name: 'albuterol',
    drug: 'albuterol',
    group: 'asthma inhalers',
    typed: ['albuterol', 'ProAir HFA', 'Ventolin'],
    dog: {
      anyAmount: true,
      says: 'a chewed inhaler releases up to 200 doses at once: racing heart, arrhythmia, low potassium; can be fatal',
      source: 'pph-albuterol',
      enforcedBy: [{ speciesRule: 'albuterol-inhaler-chewed' }],
    },
    cat: {
      anyAmount: true,
      says: 'a chewed inhaler releases up to 200 doses at once: racing heart, arrhythmia, low potassium; can be fatal',
      source: 'pph-albuterol',
      enforcedBy: [{ speciesRule: 'albuterol-inhaler-chewed' }],
    },
  },
];
