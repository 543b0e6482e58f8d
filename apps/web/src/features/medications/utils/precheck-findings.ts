import type {
  DrugInteraction,
  QuickCheckResult,
  ToxicMedication,
} from '@pawrx/contracts/interactions';

export type Findings = Pick<QuickCheckResult, 'toxicMedications' | 'drugInteractions'>;

const NO_FINDINGS: Findings = { toxicMedications: [], drugInteractions: [] };

const toxicKey = (t: ToxicMedication) => `${t.kind}|${t.medication}|${t.reason}`;
// The pair is sorted so a finding reads the same whichever party the engine lists first.
const interactionKey = (i: DrugInteraction) =>
  `${i.kind}|${[i.medication1, i.medication2].sort().join('|')}|${i.description}`;

/**
 * Splits the pre-check's findings into what the new medication brings (`added`) and what was
 * already true of the current medications alone (`known`, from a check without the new one).
 * Comparing two runs of the same engine, rather than matching names, stays right when the engine
 * reports a brand or a misspelling under its generic name. Without a baseline, everything is new.
 */
export function splitFindings(
  withNew: Findings,
  baseline: Findings | null,
): { added: Findings; known: Findings } {
  if (!baseline) return { added: withNew, known: NO_FINDINGS };
  const knownToxic = new Set(baseline.toxicMedications.map(toxicKey));
  const knownInteractions = new Set(baseline.drugInteractions.map(interactionKey));
  const isKnownToxic = (t: ToxicMedication) => knownToxic.has(toxicKey(t));
  const isKnownInteraction = (i: DrugInteraction) => knownInteractions.has(interactionKey(i));
  return {
    added: {
      toxicMedications: withNew.toxicMedications.filter((t) => !isKnownToxic(t)),
      drugInteractions: withNew.drugInteractions.filter((i) => !isKnownInteraction(i)),
    },
    known: {
      toxicMedications: withNew.toxicMedications.filter(isKnownToxic),
      drugInteractions: withNew.drugInteractions.filter(isKnownInteraction),
    },
  };
}

export const hasFindings = (f: Findings): boolean =>
  f.toxicMedications.length > 0 || f.drugInteractions.length > 0;
