import type { ThresholdRecord } from './types';

// Decongestants, antihistamines and cough suppressants of the human cold, flu and allergy records.

const IMIDAZOLINE = {
  says: 'imidazoline nasal sprays and eye drops are rapidly absorbed and cause vomiting, weakness and serious heart-rate and blood-pressure changes even in very small quantities (no mg/kg line)',
  source: 'aspca-allergy-medications',
  enforcedBy: [{ speciesRule: 'imidazoline-decongestants' }],
} as const;

export const COLD_ALLERGY_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  pseudoephedrine: {
    dog: {
      mildMgKg: 3.3,
      seriousMgKg: 5,
      says: 'signs from 5–6 mg/kg and deaths at 10–12 mg/kg (Bischoff); ASPCA APCC: one 30 mg tablet (3.3 mg/kg) can cause signs in a 20 lb dog; the row puts 3.3 mg/kg on the toxic list, one accidental dose below it a caution',
      source: 'acvp-decongestants',
      enforcedBy: [{ toxicRow: 3.3 }],
    },
    cat: {
      seriousMgKg: 5,
      says: 'signs from 5–6 mg/kg and deaths at 10–12 mg/kg, for cats as for dogs',
      source: 'acvp-decongestants',
      enforcedBy: [{ toxicRow: 5 }],
    },
  },
  phenylephrine: {
    dog: {
      says: 'no established toxic threshold in pets; every exposure to be reported',
      source: 'acvp-decongestants',
      enforcedBy: [{ speciesRule: 'phenylephrine' }],
    },
    cat: {
      says: 'no established toxic threshold in pets; every exposure to be reported',
      source: 'acvp-decongestants',
      enforcedBy: [{ speciesRule: 'phenylephrine' }],
    },
  },
  oxymetazoline: { dog: IMIDAZOLINE, cat: IMIDAZOLINE },
  tetrahydrozoline: { dog: IMIDAZOLINE, cat: IMIDAZOLINE },
  naphazoline: { dog: IMIDAZOLINE, cat: IMIDAZOLINE },
  xylometazoline: { dog: IMIDAZOLINE, cat: IMIDAZOLINE },
  chlorpheniramine: {
    dog: {
      mildMgKg: 1,
      vetDose: '2–8 mg per dog two or three times a day',
      says: 'mild signs (depression, stomach upset) reported below 1 mg/kg; ataxia, tremors, hyperthermia and seizures only after large amounts (no figure)',
      source: 'merck-cold-cough',
      enforcedBy: [{ doseMaximum: 0.8 }],
    },
    cat: {
      mildMgKg: 1,
      vetDose: '1–2 mg per cat two or three times a day',
      says: 'mild signs (depression, stomach upset) reported below 1 mg/kg; serious signs only after large amounts (no figure)',
      source: 'merck-cold-cough',
      enforcedBy: [{ doseMaximum: 1 }],
    },
  },
  diphenhydramine: {
    dog: {
      vetDose: '2–4 mg/kg every 8–12 hours',
      says: 'signs in under a quarter of 621 exposed dogs, generally mild and rising with the dose; no mg/kg line in the abstract, so the dose row’s maximum stands',
      source: 'worth-diphenhydramine-dogs',
      enforcedBy: [{ doseMaximum: 4 }],
    },
    cat: {
      vetDose: '2–4 mg/kg every 8–12 hours',
      says: 'lower amounts may only increase tiredness, larger amounts excitation, agitation, fast heart and tremors (no mg/kg given), so the dose row’s maximum stands',
      source: 'aspca-sleep-aids',
      enforcedBy: [{ doseMaximum: 4 }],
    },
  },
  doxylamine: {
    dog: {
      says: 'very similar to diphenhydramine with similar concerns (tiredness at low amounts, agitation, fast heart and tremors at larger ones) and not regularly used in dogs; no mg/kg given',
      source: 'aspca-sleep-aids',
      enforcedBy: [{ speciesRule: 'human-cough-sleep-products' }],
    },
    cat: {
      says: 'very similar to diphenhydramine with similar concerns and not regularly used in cats; no mg/kg given',
      source: 'aspca-sleep-aids',
      enforcedBy: [{ speciesRule: 'human-cough-sleep-products' }],
    },
  },
  dextromethorphan: {
    dog: {
      vetDose: '0.5–2.2 mg/kg every 8 hours',
      says: 'vomiting and lethargy at low doses, agitation, tremors and seizures at very high doses, most pets monitored at home; no mg/kg given, so the dose row’s maximum stands',
      source: 'aspca-dextromethorphan',
      enforcedBy: [{ doseMaximum: 2.2 }, { speciesRule: 'human-cough-sleep-products' }],
    },
    cat: {
      vetDose: '0.5–2.2 mg/kg every 8 hours',
      says: 'vomiting and lethargy at low doses, agitation, tremors and seizures at very high doses; no mg/kg given',
      source: 'aspca-dextromethorphan',
      enforcedBy: [{ doseMaximum: 2.2 }, { speciesRule: 'human-cough-sleep-products' }],
    },
  },
  loratadine: {
    dog: {
      seriousMgKg: 10,
      vetDose: '0.25–1.1 mg/kg once daily',
      says: 'mild signs can occur below 10 mg/kg; no deaths in rats and mice up to 5 g/kg; the dose row calls an overdose a caution and High only from 10 mg/kg',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 1.1 }],
    },
    cat: {
      seriousMgKg: 10,
      vetDose: '0.5 mg/kg once daily',
      says: 'mild signs can occur below 10 mg/kg; the dose row calls an overdose a caution and High only from 10 mg/kg',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 0.5 }],
    },
  },
  fexofenadine: {
    dog: {
      seriousMgKg: 2000,
      vetDose: '2–5 mg/kg every 12–24 hours',
      says: 'no toxicosis in dogs given up to 2 g/kg by mouth (the pseudoephedrine of -D products is the danger); an overdose is a caution, High only from 2,000 mg/kg',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 5 }],
    },
    cat: {
      vetDose: '10–15 mg per cat every 12–24 hours',
      says: 'the toxic-dose figure (no toxicosis up to 2 g/kg) is from dogs; no cat figure, so the dose row’s maximum stands',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 3.75 }],
    },
  },
  cetirizine: {
    dog: {
      vetDose: '1–4 mg/kg once daily',
      says: 'toxic dose unknown but well tolerated by dogs and cats (minimum lethal dose 237 mg/kg in mice); no pet figure, so the dose row’s maximum stands',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 4 }],
    },
    cat: {
      vetDose: '5 mg per cat every 12–24 hours',
      says: 'toxic dose unknown but well tolerated by dogs and cats; no pet figure, so the dose row’s maximum stands',
      source: 'msd-antihistamines-table',
      enforcedBy: [{ doseMaximum: 2 }],
    },
  },
  codeine: {
    dog: {
      vetDose: '1–2 mg/kg every 6–12 hours',
      says: 'opioids can severely poison dogs (sedation, slow breathing and heart rate, coma; no mg/kg given), so the dose row’s maximum stands',
      source: 'pph-opioids',
      enforcedBy: [{ doseMaximum: 2 }],
    },
    cat: {
      says: 'opioids can severely poison cats (dilated pupils, sedation, slow breathing; no mg/kg given)',
      source: 'pph-opioids',
      enforcedBy: [
        {
          notEnforced:
            'no cat row: every codeine product recorded also holds acetaminophen or ibuprofen, which put it on the cat toxic list',
        },
      ],
    },
  },
  guaifenesin: {
    dog: {
      says: 'used extra-label with dextromethorphan for cough; side effects vomiting, diarrhoea, lethargy and incoordination; no toxic dose given',
      source: 'vet-guaifenesin-dm-handout',
      enforcedBy: [
        {
          notEnforced:
            'no figure: the row records it as not a routine pet medicine (no risk); the verdict comes from the decongestant, dextromethorphan or acetaminophen it is combined with',
        },
      ],
    },
    cat: {
      says: 'used extra-label with dextromethorphan for cough in cats; never acetaminophen-containing products; no toxic dose given',
      source: 'vet-guaifenesin-dm-handout',
      enforcedBy: [
        {
          notEnforced:
            'no figure: the row records it as not a routine pet medicine (no risk); the verdict comes from the ingredients it is combined with',
        },
      ],
    },
  },
};
