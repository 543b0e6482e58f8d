import type { ConditionId } from '../../knowledge/condition-terms';
import type { SourceId } from '../../knowledge/sources';

// The label ledger of the everyday dog and cat prescriptions (decision 042): for each drug of
// RX_LABEL_DRUGS and each species it is given to, what each label read says, section by section,
// and which row of the knowledge enforces it (or why none does). A drug counts as read only when
// every section of every species is filled; an explicit 'none stated' counts as filled.

/** What a label says about pregnancy, lactation or breeding animals. */
export type LabelSays =
  /** "Do not use", with the harm described (birth defects, abortion, bone marrow damage). */
  | 'contraindicated (harm described)'
  /**
   * A warning or caution that names the harm without saying "do not use" (the US corticosteroid
   * warning, lab-animal birth defects, male fertility).
   */
  | 'caution (harm described)'
  /** "Do not use", or "use only after a benefit/risk assessment", with no harm described. */
  | 'do not use (no harm described)'
  /** "Safety has not been established / evaluated". */
  | 'not established'
  /** The label read says nothing about it. */
  | 'none stated'
  /** The label says the drug may be used (no row may fire for it in this species). */
  | 'may be used (label says safe)';

/** A row of the knowledge that enforces a statement, or why none does. */
export type Enforcement = { rule: string } | { notEnforced: string };

export type LedgerStatement = { says: LabelSays; source: SourceId } & Enforcement;

export interface LabelAge {
  source: SourceId;
  /** Minimum age in months the label gives (8 weeks = WEEKS(8)); absent when it gives none. */
  months?: number;
  /** Minimum weight in kg the label gives. */
  kg?: number;
  /** What the label says, in a few words ('not under 6 months: safety not evaluated'). */
  says: string;
}

export interface LedgerAge {
  /** Each label's minimum age and weight (an entry with neither: the label gives none). */
  labels: readonly LabelAge[];
  /** The age-limits.ts row enforcing the stricter label, or why no row. */
  enforced: { row: string } | { none: string };
}

export type LedgerCondition = {
  condition: ConditionId;
  /** What the label says, in a few words. */
  says: string;
  source: SourceId;
} & Enforcement;

export interface LedgerSpecies {
  /** The labels or references actually read for this species. */
  labels: readonly SourceId[];
  /**
   * Given to this species off label: the other species' label read is applied (its statements
   * are about the drug, not the species), and its minimum age is not carried over.
   */
  offLabel?: string;
  minAge: LedgerAge;
  pregnancy: LedgerStatement;
  lactation: LedgerStatement;
  breeding: LedgerStatement;
  /** Every contraindicated or warned condition the labels name (empty: they name none). */
  conditions: readonly LedgerCondition[];
}

/** A species the drug is not given to at home, with the label that says so. */
export interface NotGiven {
  notGiven: string;
  source: SourceId;
}

/** A species whose label is still to be read section by section (the drug stays a gap). */
export interface Pending {
  pending: string;
}

export type LedgerEntry = LedgerSpecies | NotGiven | Pending;

export interface LedgerRecord {
  dog: LedgerEntry;
  cat: LedgerEntry;
}

export const isGiven = (entry: LedgerEntry): entry is LedgerSpecies =>
  !('notGiven' in entry) && !('pending' in entry);

/** Months for an age the label gives in weeks (the same arithmetic as age-limits.ts). */
export const WEEKS = (w: number): number => (w * 12) / 52;
/** Kilograms for a weight the label gives in pounds (the same rounding as age-limits.ts). */
export const LB = (lb: number): number => Number((lb / 2.2046).toFixed(2));

/** The record of a species the drug is given to off label, from the labelled species' record. */
export function offLabelFrom(
  labelled: LedgerSpecies,
  offLabel: string,
  overrides: Partial<LedgerSpecies> = {},
): LedgerSpecies {
  return {
    ...labelled,
    ...overrides,
    offLabel,
    minAge: {
      labels: [],
      enforced: {
        none: "no label for this species; the other species' minimum age is not carried over",
      },
    },
  };
}

/** What a label or reference says when it gives no minimum age or weight. */
export const NO_AGE_STATED = 'no minimum age or weight stated';

const NO_AGE_READ = {
  label: 'the label gives',
  labels: 'the labels give',
  'labels read': 'the labels read give',
  reference: 'the reference gives',
  'reference read': 'the reference read gives',
  'references read': 'the references read give',
} as const;

/**
 * The minimum-age section when no label or reference read gives an age or weight: each source
 * alone says NO_AGE_STATED, or give its own words ({ source, says }); `read` names what was read
 * in the reason no row enforces it ('the references read give no minimum age or weight ...').
 */
export function noMinAge(
  read: keyof typeof NO_AGE_READ,
  ...labels: readonly [NoAgeLabel, ...NoAgeLabel[]]
): LedgerAge {
  return {
    labels: labels.map((l) => (typeof l === 'string' ? { source: l, says: NO_AGE_STATED } : l)),
    enforced: { none: `${NO_AGE_READ[read]} no minimum age or weight to enforce` },
  };
}

type NoAgeLabel = SourceId | { source: SourceId; says: string };
