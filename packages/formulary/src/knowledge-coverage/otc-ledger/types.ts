import type { SourceId } from '../../knowledge/sources';

// The toxic-threshold ledger of the human OTC and prescription product ingredients (issue 22,
// items 1-2): for each active ingredient of a human product record and for dog and cat, the
// published dose where signs start and where serious toxicity starts (mg/kg, one exposure), the
// veterinary dose where one exists, the source read, and the row of the knowledge that enforces
// the threshold, or why none does. An ingredient counts as read when both species are filled.

/** A row of the knowledge that enforces a threshold, or why none does. */
export type ThresholdEnforcement =
  /** The dose-range row for this drug and species carries toxicMgKg equal to this number. */
  | { toxicRow: number }
  /** The dose-range row's usual maximum per dose (mg/kg): High from twice it, Medium above it. */
  | { doseMaximum: number }
  /** A species or product rule (by id) that reports the drug for this species. */
  | { speciesRule: string }
  /** A row of toxin-rules.ts names the drug for this species. */
  | { toxinRule: true }
  /** Why no row enforces it (no figure published, the verdict comes from another ingredient). */
  | { notEnforced: string };

export interface ThresholdReading {
  /** mg/kg from which the source reports mild signs after one exposure (vomiting, drowsiness). */
  mildMgKg?: number;
  /** mg/kg from which it reports serious toxicity (ulcers, organ damage, seizures, deaths). */
  seriousMgKg?: number;
  /** The usual veterinary dose in words, where the source gives one. */
  vetDose?: string;
  /** What the source says, in a few words (figures as printed). */
  says: string;
  source: SourceId;
  enforcedBy: readonly ThresholdEnforcement[];
}

/** A species whose threshold is still to be read, with why. */
export interface ThresholdPending {
  pending: string;
}

export type ThresholdEntry = ThresholdReading | ThresholdPending;

export interface ThresholdRecord {
  dog: ThresholdEntry;
  cat: ThresholdEntry;
}

export const isRead = (entry: ThresholdEntry): entry is ThresholdReading => !('pending' in entry);
