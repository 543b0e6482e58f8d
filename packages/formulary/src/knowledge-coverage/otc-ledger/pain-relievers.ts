import type { ThresholdRecord } from './types';

// Human pain relievers of the product records (acetaminophen, ibuprofen, naproxen, aspirin).

/** Salicylate muscle rubs and creams (Bengay, Salonpas, Aspercreme). */
const SALICYLATE_RUB: ThresholdRecord = {
  dog: {
    says: 'the salicylate of rubs, liniments and oil of wintergreen can severely poison dogs (no mg/kg given); a dog that got into one gets a Medium caution',
    source: 'pph-aspirin',
    enforcedBy: [{ speciesRule: 'salicylate-rubs-dog' }],
  },
  cat: {
    says: 'cats are much more sensitive to salicylates than dogs; any amount is on the toxic list',
    source: 'pph-aspirin',
    enforcedBy: [{ speciesRule: 'salicylates-cat' }],
  },
};

export const PAIN_RELIEVER_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  acetaminophen: {
    dog: {
      mildMgKg: 50,
      seriousMgKg: 75,
      vetDose: '10–15 mg/kg every 8–12 hours, only as a vet directs',
      says: 'hepatotoxicosis with 50–100 mg/kg, methaemoglobinaemia with 200 mg/kg; the rule puts 75 mg/kg (inside that band) on the toxic list and calls one dose below it a caution',
      source: 'icar-acetaminophen-course',
      enforcedBy: [{ toxicRow: 75 }, { speciesRule: 'acetaminophen-dog-overdose' }],
    },
    cat: {
      mildMgKg: 10,
      seriousMgKg: 40,
      says: 'toxicosis generally with 40–50 mg/kg, some cats with signs at 10 mg/kg; no safe dose, so any amount is on the toxic list',
      source: 'merck-human-analgesics',
      enforcedBy: [{ speciesRule: 'acetaminophen-cat' }],
    },
  },
  ibuprofen: {
    dog: {
      mildMgKg: 25,
      seriousMgKg: 175,
      vetDose:
        'none: not used (5 mg/kg was once suggested; ulcers at 8–16 mg/kg a day for 30 days)',
      says: 'single acute overdoses from 25 mg/kg cause vomiting (ulcers follow); above 175 mg/kg acute renal failure; the row puts 25 mg/kg on the toxic list (ulcer risk) and one accidental dose below it is a caution',
      source: 'aspca-ibuprofen-brief',
      enforcedBy: [{ toxicRow: 25 }, { speciesRule: 'ibuprofen-naproxen' }],
    },
    cat: {
      mildMgKg: 25,
      seriousMgKg: 150,
      says: 'toxic dose in dogs 50 mg/kg, renal failure and death at 300 mg/kg, and about half of each in cats; cats get any amount on the toxic list',
      source: 'vetlexicon-ibuprofen-cat',
      enforcedBy: [{ speciesRule: 'ibuprofen-naproxen-cat' }],
    },
  },
  naproxen: {
    dog: {
      mildMgKg: 1,
      seriousMgKg: 7,
      vetDose: 'none: vets use NSAIDs labelled for dogs',
      says: 'single doses of 1–7 mg/kg gave vomiting and lethargy, 7.4–7.7 mg/kg bloody vomiting and melena, 13.4 mg/kg kidney injury; decontamination may not be needed below 7 mg/kg',
      source: 'aspca-naproxen-brief',
      enforcedBy: [{ toxicRow: 7 }, { speciesRule: 'ibuprofen-naproxen' }],
    },
    cat: {
      pending:
        'no cat figure read (the naproxen brief covers dogs only); the cat rule puts any amount on the toxic list',
    },
  },
  aspirin: {
    dog: {
      seriousMgKg: 48,
      vetDose: '10–25 mg/kg every 12 hours',
      says: 'toxic dose 22 mg per pound a day (48 mg/kg); the dose row reports High from twice its 25 mg/kg maximum (50 mg/kg)',
      source: 'fostersmith-aspirin',
      enforcedBy: [{ doseMaximum: 25 }],
    },
    cat: {
      seriousMgKg: 24,
      vetDose: '81 mg per cat every 72 hours, only as a vet directs',
      says: 'toxic dose 11 mg per pound a day (24 mg/kg), signs possible after one dose; the cat rule allows only up to 25 mg/kg every 48 hours or less often',
      source: 'fostersmith-aspirin',
      enforcedBy: [{ speciesRule: 'aspirin-cat' }],
    },
  },
  diclofenac: {
    dog: {
      seriousMgKg: 2,
      says: 'gastrointestinal ulcers from 2 mg/kg and kidney injury from 4 mg/kg (Voltaren gel 10 mg per g); the row makes one accidental lick below 2 mg/kg a caution, a dose given on purpose stays on the toxic list',
      source: 'vet-diclofenac-gel',
      enforcedBy: [{ toxicRow: 2 }, { speciesRule: 'other-human-nsaids' }],
    },
    cat: {
      pending:
        'no cat figure read (cats are more sensitive to NSAIDs; the human-NSAID row puts any amount on the toxic list)',
    },
  },
  'methyl salicylate': SALICYLATE_RUB,
  'trolamine salicylate': SALICYLATE_RUB,
  'sodium salicylate': {
    dog: {
      says: 'salicylate compounds can severely poison dogs (no mg/kg given); the human-NSAID row puts sodium salicylate tablets on the toxic list',
      source: 'pph-aspirin',
      enforcedBy: [{ speciesRule: 'other-human-nsaids' }],
    },
    cat: {
      says: 'cats are much more sensitive to salicylates than dogs; any amount is on the toxic list',
      source: 'pph-aspirin',
      enforcedBy: [{ speciesRule: 'salicylates-cat' }],
    },
  },
};
