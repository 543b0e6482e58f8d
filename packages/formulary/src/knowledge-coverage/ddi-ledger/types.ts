import type { ClassId } from '../../knowledge/classes';
import type { SourceId } from '../../knowledge/sources';

// The interaction ledger (decision 056): for every drug class the catalogue holds, the drugs whose
// label or monograph interaction section was read, and every interaction that section names, each
// with the pair rule enforcing it or why none does. It makes drug-drug coverage countable: a
// class counts as read when its record is not pending.

/** What the section says about one partner, and how the knowledge answers it. */
export type DdiInteraction = {
  /**
   * The partner the section names: a class id of classes.ts or a drug id of the index, or (only
   * with `notEnforced`) a partner in words when it is neither ('general anaesthesia').
   */
  with: string;
  /** The drug of the class whose section names it, when not every drug read does. */
  from?: string;
  /** What the section says, in a few words of our own. */
  says: string;
  source: SourceId;
} & (
  | {
      /** The id of the PairRule (drug-drug.ts PAIR_RULES) that reports this pair. */
      enforcedBy: string;
    }
  | {
      /** Why no rule reports it ('in-clinic only', 'pharmacokinetic, no owner action'). */
      notEnforced: string;
    }
);

export interface DdiRead {
  class: ClassId;
  /** Catalogue drugs of the class whose interaction section was read. */
  drugs: readonly string[];
  /** The labels and monographs read. */
  sources: readonly SourceId[];
  /** Every interaction the sections name (empty only with `namesNone`). */
  interactions: readonly DdiInteraction[];
  /** The sections read name no interaction: what they say instead. */
  namesNone?: string;
  /** What of the labels read could not be reached (a section, the rest of a paragraph). */
  unread?: string;
}

export interface DdiPending {
  class: ClassId;
  /** Why the class is not read yet (which labels were tried). */
  pending: string;
}

export type DdiRecord = DdiRead | DdiPending;

export const isRead = (record: DdiRecord): record is DdiRead => !('pending' in record);
