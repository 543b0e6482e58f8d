import type { ThresholdRecord, ThresholdReading } from './types';

// Antihistamines of the human cold and allergy records read in Bischoff's OTC chapter (Table
// 21.3 and its toxicity paragraph). The chapter names each drug but gives a toxic figure only for
// diphenhydramine, clemastine and hydroxyzine, so these readings record that no figure was
// published there; nothing is carried over from a sister drug.

const NOT_USED_ROW =
  'no figure for this drug, and its dose row says it is not used in pets; the combination products are judged by their decongestant, dextromethorphan or pain-reliever ingredients';

const listed = (where: string): ThresholdReading => ({
  says: `listed among the ${where}; the chapter gives no toxic dose for it (its figures are for diphenhydramine, clemastine and hydroxyzine only)`,
  source: 'bischoff-otc-antihistamines',
  enforcedBy: [{ notEnforced: NOT_USED_ROW }],
});

const ALKYLAMINE = listed('first-generation alkylamine antihistamines (with chlorpheniramine)');
const THIRD_GENERATION = listed('third-generation antihistamines');

/** Named in the MSD owner page's antihistamine paragraph: dose-dependent signs, no figure. */
const NAMED_ANTIHISTAMINE = (vetDose: string, max: number): ThresholdReading => ({
  vetDose,
  says: 'named among the common antihistamines; depending on the dose, poisoning gives depression or hyperactivity, drooling, fast breathing and heartbeat, GI upset, incoordination, tremors, fever and seizures (no mg/kg), so the dose row’s maximum stands (High from twice it)',
  source: 'msd-owner-otc-poisoning',
  enforcedBy: [{ doseMaximum: max }],
});

export const MORE_ANTIHISTAMINE_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  brompheniramine: { dog: ALKYLAMINE, cat: ALKYLAMINE },
  triprolidine: { dog: ALKYLAMINE, cat: ALKYLAMINE },
  desloratadine: { dog: THIRD_GENERATION, cat: THIRD_GENERATION },
  dimenhydrinate: {
    dog: NAMED_ANTIHISTAMINE('4–8 mg/kg every 8 hours', 8),
    cat: NAMED_ANTIHISTAMINE('4–8 mg/kg by mouth every 8 hours', 8),
  },
  meclizine: {
    dog: NAMED_ANTIHISTAMINE('25 mg per dog once daily (about 4 mg/kg)', 4),
    cat: NAMED_ANTIHISTAMINE('4 mg/kg a day by mouth', 4),
  },
  promethazine: {
    dog: NAMED_ANTIHISTAMINE('2–5 mg/kg once daily', 5),
    cat: NAMED_ANTIHISTAMINE('2 mg/kg once daily', 2),
  },
};
