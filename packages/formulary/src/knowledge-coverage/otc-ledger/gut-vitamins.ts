import type { ThresholdRecord, ThresholdReading } from './types';

// Stomach, gut and vitamin ingredients of the human product records.

const H2_CLASS = (vetDose: string, max: number): ThresholdReading => ({
  vetDose,
  says: 'H2 blockers have a wide margin of safety and acute oral overdoses typically give minor signs (vomiting, diarrhoea, anorexia); no figure for this drug, so the dose row’s maximum stands',
  source: 'merck-gi-drugs-toxicity',
  enforcedBy: [{ doseMaximum: max }],
});

/** A mineral antacid read in Bischoff's OTC chapter, judged by its dose row's maximum. */
const ANTACID = (max: number, says: string): ThresholdReading => ({
  says,
  source: 'bischoff-otc-antacids-laxatives',
  enforcedBy: [{ doseMaximum: max }],
});

/** Read in Bischoff's OTC chapter with no acute figure and no mg/kg row to hold it. */
const NO_ACUTE_FIGURE = (says: string): ThresholdReading => ({
  says,
  source: 'bischoff-otc-antacids-laxatives',
  enforcedBy: [
    {
      notEnforced:
        'no acute figure and the row is dosed per animal or not used, so no toxic line; diarrhoea and dehydration are the harm',
    },
  ],
});

/** Merck's multivitamin chapter: ingredients other than iron and vitamins A and D. */
const MULTIVITAMIN_SELF_LIMITING: ThresholdReading = {
  says: 'acute ingestion of multivitamin ingredients other than iron and vitamins A and D (ascorbic acid among them) gives self-limiting GI upset in companion animals and toxicity is rare; no mg/kg given',
  source: 'merck-multivitamins-iron',
  enforcedBy: [
    {
      notEnforced:
        'self-limiting GI upset only and no figure; the dose row records it as not needed by dogs and cats (no risk), and multivitamins are judged by their iron, vitamin D or xylitol',
    },
  ],
};

export const GUT_VITAMIN_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  famotidine: {
    dog: {
      seriousMgKg: 2000,
      vetDose: '0.5–1 mg/kg every 12 hours',
      says: 'wide margin, oral overdoses give minor signs, minimum oral lethal dose in dogs over 2 g/kg; the dose row calls a dog overdose a caution (High only from 2,000 mg/kg)',
      source: 'merck-gi-drugs-toxicity',
      enforcedBy: [{ doseMaximum: 1 }],
    },
    cat: {
      vetDose: '0.5–1 mg/kg every 12 hours',
      says: 'wide margin and minor signs for H2 blockers, but the lethal-dose figure is from dogs; no cat figure, so the cat row’s maximum stands (High from twice it)',
      source: 'merck-gi-drugs-toxicity',
      enforcedBy: [{ doseMaximum: 1 }],
    },
  },
  cimetidine: {
    dog: H2_CLASS('5–15 mg/kg every 8–12 hours', 15),
    cat: H2_CLASS('6.6–11 mg/kg every 6–8 hours', 11),
  },
  ranitidine: {
    dog: H2_CLASS('1–2 mg/kg every 8–12 hours', 2),
    cat: H2_CLASS('3.5 mg/kg by mouth every 12 hours', 3.5),
  },
  'vitamin d3': {
    dog: {
      mildMgKg: 0.1,
      seriousMgKg: 0.5,
      says: 'signs of vitamin D poisoning can start at 0.1 mg/kg (pethealth-vitamin-d); a single toxic dose of cholecalciferol bait is 0.5–3 mg/kg and lethal 4.5–12 mg/kg (vsh-cholecalciferol); the row is stricter (High from 0.2 mg/kg) and the tuned cases OWN-DOSE-71 and -73 hold it, so it was not changed',
      source: 'pethealth-vitamin-d',
      enforcedBy: [{ doseMaximum: 0.1 }],
    },
    cat: {
      pending: 'the figures read are for dogs (cats are said to be poisoned rarely); no cat figure',
    },
  },
  loperamide: {
    dog: {
      vetDose: '0.1–0.2 mg/kg every 8–12 hours',
      says: 'toxicosis at common treatment doses in MDR1 dogs, any amount to be reported; no toxic dose given for other dogs, so the dose row’s maximum stands',
      source: 'acvp-loperamide',
      enforcedBy: [
        { doseMaximum: 0.2 },
        {
          notEnforced:
            'MDR1 dogs are reported by the loperamide rule of mdr1.ts (breed and genotype), not a species row',
        },
      ],
    },
    cat: { pending: 'no cat toxicology figure read (the cat caution row cites Plumb’s)' },
  },
  'bismuth subsalicylate': {
    dog: {
      vetDose: '17.5–35 mg/kg every 6–8 hours for a few days',
      says: 'no toxic dose given: do not exceed the vet’s dose, and report every accidental ingestion; the dose row’s maximum stands',
      source: 'acvp-bismuth-subsalicylate',
      enforcedBy: [{ doseMaximum: 35 }],
    },
    cat: {
      says: 'cats are more sensitive to salicylates and should never be given it; any amount is on the toxic list',
      source: 'acvp-bismuth-subsalicylate',
      enforcedBy: [{ speciesRule: 'salicylates-cat' }],
    },
  },
  'iron supplement': {
    dog: {
      mildMgKg: 20,
      seriousMgKg: 60,
      says: 'under 20 mg/kg of elemental iron generally no systemic threat, 20–60 mg/kg mild to moderate poisoning, over 60 mg/kg serious, over 100 mg/kg potentially fatal; the dog rows give a Medium caution from 20 and the toxic list from 60 (the amount is read as labelled, not converted to elemental iron, which errs high)',
      source: 'small-animal-toxicology-iron',
      enforcedBy: [{ speciesRule: 'iron-overdose-dog-mild' }, { speciesRule: 'iron-overdose-dog' }],
    },
    cat: {
      pending: 'the iron bands read are for dogs; the cat row keeps 20 mg/kg as its toxic line',
    },
  },
  omeprazole: {
    dog: {
      seriousMgKg: 1200,
      vetDose: '0.5–2 mg/kg once daily (0.7–1 mg/kg every 12 hours)',
      says: 'a single oral dose of 1,200 mg/kg was lethal to dogs (label animal data); veterinary monographs give a wide margin, massive overdoses treated symptomatically; the dose row calls a dog overdose a caution, High only from 1,200 mg/kg',
      source: 'omeprazole-label-overdosage',
      enforcedBy: [{ doseMaximum: 1.5 }],
    },
    cat: {
      vetDose: '0.5–2 mg/kg once daily',
      says: 'a wide margin of safety, overdose uncommon (no cat figure), so the cat row’s maximum stands',
      source: 'petco-omeprazole',
      enforcedBy: [{ doseMaximum: 1.5 }],
    },
  },
  'calcium carbonate': {
    dog: ANTACID(
      150,
      'chronic use causes hypercalcaemia, hypophosphataemia and calciuria; no acute mg/kg given, so the dose row’s maximum stands',
    ),
    cat: ANTACID(
      150,
      'chronic use causes hypercalcaemia, hypophosphataemia and calciuria; no acute mg/kg given, so the dose row’s maximum stands',
    ),
  },
  'aluminium hydroxide': {
    dog: ANTACID(
      100,
      'a mineral antacid with no acute mg/kg given; the phosphate-binder row’s maximum stands',
    ),
    cat: ANTACID(
      100,
      'a mineral antacid with no acute mg/kg given; the phosphate-binder row’s maximum stands',
    ),
  },
  'sodium bicarbonate': {
    dog: ANTACID(
      12,
      'reacts with stomach acid and can distend the stomach; no acute mg/kg given, so the dose row’s maximum stands',
    ),
    cat: ANTACID(
      12,
      'reacts with stomach acid and can distend the stomach; no acute mg/kg given, so the dose row’s maximum stands',
    ),
  },
  'magnesium hydroxide': {
    dog: NO_ACUTE_FIGURE('repeated dosing causes hypermagnesaemia; no acute mg/kg given'),
    cat: NO_ACUTE_FIGURE('repeated dosing causes hypermagnesaemia; no acute mg/kg given'),
  },
  // Bischoff's mineral-antacid paragraph covers the magnesium salts as a group.
  'magnesium carbonate': {
    dog: NO_ACUTE_FIGURE(
      'a magnesium-salt antacid: repeated dosing causes hypermagnesaemia; no acute mg/kg given',
    ),
    cat: NO_ACUTE_FIGURE(
      'a magnesium-salt antacid: repeated dosing causes hypermagnesaemia; no acute mg/kg given',
    ),
  },
  'vitamin c': {
    dog: MULTIVITAMIN_SELF_LIMITING,
    cat: MULTIVITAMIN_SELF_LIMITING,
  },
  bisacodyl: {
    dog: NO_ACUTE_FIGURE(
      'an irritant cathartic: fluid and electrolyte loss through diarrhoea, then dehydration; no mg/kg given',
    ),
    cat: NO_ACUTE_FIGURE(
      'an irritant cathartic: fluid and electrolyte loss through diarrhoea, then dehydration; no mg/kg given',
    ),
  },
  sennosides: {
    dog: NO_ACUTE_FIGURE(
      'senna is an irritant cathartic: fluid and electrolyte loss through diarrhoea, then dehydration; no mg/kg given',
    ),
    cat: NO_ACUTE_FIGURE(
      'senna is an irritant cathartic: fluid and electrolyte loss through diarrhoea, then dehydration; no mg/kg given',
    ),
  },
  metronidazole: {
    dog: {
      seriousMgKg: 60,
      vetDose: '10–15 mg/kg every 12 hours',
      says: 'neurotoxicity generally over 60 mg/kg a day (lower doses for a few days have caused it); the dose row’s maxima (25 mg/kg a dose, 50 a day) sit below that line and report High from twice them',
      source: 'vetneurology-metronidazole',
      enforcedBy: [{ doseMaximum: 25 }],
    },
    cat: { pending: 'the neurotoxicity figure read is for dogs; no cat figure read' },
  },
};
