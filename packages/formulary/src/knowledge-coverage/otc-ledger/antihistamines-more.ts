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

export const MORE_ANTIHISTAMINE_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  brompheniramine: { dog: ALKYLAMINE, cat: ALKYLAMINE },
  triprolidine: { dog: ALKYLAMINE, cat: ALKYLAMINE },
  desloratadine: { dog: THIRD_GENERATION, cat: THIRD_GENERATION },
};
