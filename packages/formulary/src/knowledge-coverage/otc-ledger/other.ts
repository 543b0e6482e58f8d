import type { ThresholdReading, ThresholdRecord } from './types';

/** Pet Poison Helpline on corticosteroids: no figure, so the dose row's maximum stands. */
const STEROID = (vetDose: string, max: number): ThresholdReading => ({
  vetDose,
  says: 'topical steroids have a wide margin when swallowed; toxic ingestions of oral corticosteroids can cause stomach ulcers, gastroenteritis and rarely stomach rupture (no mg/kg given), so the dose row’s maximum stands',
  source: 'pph-corticosteroids',
  enforcedBy: [{ doseMaximum: max }],
});

// Nicotine, caffeine, melatonin and others; the ingredients of the remaining records are in pending.ts.

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
  melatonin: {
    dog: {
      vetDose: '1–6 mg per dog every 8–12 hours by size (0.75 mg/kg for a 2 kg dog)',
      says: 'an overdose mainly gives vomiting, sleepiness and lethargy, rarely incoordination, and is not expected to be severe (no mg/kg); the dose row calls a dose over its maximum a caution and never High (xylitol in gummies is judged by its own row)',
      source: 'aspca-calming-aids',
      enforcedBy: [{ doseMaximum: 0.75 }],
    },
    cat: {
      vetDose: '0.5–3 mg per cat',
      says: 'the APCC page speaks of pets and names dogs for its use: overdoses not expected to be severe (no mg/kg, no cat figure)',
      source: 'aspca-calming-aids',
      enforcedBy: [
        {
          notEnforced:
            'the cat row is dosed per cat with no mg/kg maximum and the source gives no toxic line, so no dose is flagged',
        },
      ],
    },
  },
  prednisolone: {
    dog: STEROID(
      '0.5–1 mg/kg a day for inflammation, about 2 mg/kg a day to suppress immunity',
      2.2,
    ),
    cat: STEROID('1–2 mg/kg a day, up to 4 mg/kg a day to suppress immunity', 2.5),
  },
  // The page's statement is about corticosteroids by mouth as a class; dexamethasone is not among
  // its listed names (the human record holding it is an ear drop, a topical steroid).
  dexamethasone: {
    dog: STEROID('0.05–0.2 mg/kg a day', 0.3),
    cat: STEROID('0.05–0.2 mg/kg a day', 0.3),
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
  fluorouracil: {
    dog: {
      seriousMgKg: 2.5,
      says: 'dogs died after estimated 2.5–9.5 mg/kg and the only surviving estimate was 0.8 mg/kg (VPIS); the row’s 8.6 mg/kg is the FDA signs figure, and the species rule puts any amount on the toxic list (Critical)',
      source: 'vpis-fluorouracil',
      enforcedBy: [{ toxicRow: 8.6 }, { speciesRule: 'fluorouracil' }],
    },
    cat: {
      says: 'very poisonous even in tiny amounts, prognosis grave in cats; any amount is on the toxic list',
      source: 'pph-fluorouracil',
      enforcedBy: [{ speciesRule: 'fluorouracil' }],
    },
  },
  phenazopyridine: {
    dog: { pending: 'no dog figure read; the dog rule puts any amount on the toxic list' },
    cat: {
      mildMgKg: 10,
      seriousMgKg: 65,
      says: '10–20 mg/kg a day raised Heinz bodies and methaemoglobin without illness, 65 mg/kg a day for 3 days oxidised nearly half the haemoglobin, and a cat on 100 mg three times daily died; the cat rule puts any amount on the toxic list (no safe dose established)',
      source: 'harvey-phenazopyridine-cat',
      enforcedBy: [{ speciesRule: 'methaemoglobin-cat' }],
    },
  },
  camphor: {
    dog: {
      says: 'lethal dose in dogs 9–14 g (no mg/kg); signs mild to moderate, seizures with large amounts; the toxin row gives dogs a Medium caution',
      source: 'vettimes-camphor',
      enforcedBy: [{ toxinRule: true }],
    },
    cat: {
      says: 'cats may be more sensitive than dogs (poor glucuronide conjugation); the toxin row puts it on the cat toxic list',
      source: 'vettimes-camphor',
      enforcedBy: [{ toxinRule: true }],
    },
  },
  menthol: {
    dog: {
      says: 'menthol and eucalyptus oil of cough drops may cause stomach upset; xylitol and benzocaine are the ingredients of serious concern (no mg/kg given)',
      source: 'aspca-cough-drops',
      enforcedBy: [
        {
          notEnforced:
            'stomach upset only: no row, the verdict comes from the product’s other ingredients (camphor, salicylate, xylitol, benzocaine)',
        },
      ],
    },
    cat: {
      says: 'menthol and eucalyptus oil of cough drops may cause stomach upset (no mg/kg given)',
      source: 'aspca-cough-drops',
      enforcedBy: [
        {
          notEnforced:
            'stomach upset only: no row, the verdict comes from the product’s other ingredients (camphor, salicylate, xylitol, benzocaine)',
        },
      ],
    },
  },
  'essential oils': {
    dog: {
      says: 'a toxic risk to dogs, rapidly absorbed by mouth and through the skin (no mg/kg given); the toxin row gives dogs a Medium caution',
      source: 'vet-essential-oils',
      enforcedBy: [{ toxinRule: true }],
    },
    cat: {
      says: 'especially toxic to cats, which lack a liver enzyme to eliminate them; the toxin row puts them on the cat toxic list',
      source: 'vet-essential-oils',
      enforcedBy: [{ toxinRule: true }],
    },
  },
};
