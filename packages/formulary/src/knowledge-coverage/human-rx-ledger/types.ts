import type { RiskLevel } from '@pawrx/contracts/enums';
import type { SourceId } from '../../knowledge/sources';

// The human prescription medicines dogs and cats swallow (the poison-control chapter), counted
// against a reference list: for each drug and for dog and cat, the toxic dose per kg the
// toxicology reference gives, or its statement that any amount needs a vet, and the row of the
// knowledge that holds it. A drug counts when the data holds a reading for the dog or the cat.

/** A row of the knowledge that holds a reading, or why none does. */
export type IngestionEnforcement =
  /** The dose row for this drug and species carries this toxicMgKg. */
  | { toxicRow: number }
  /** The dose row's usual maximum per dose (mg/kg): Medium above it, High from twice it. */
  | { doseMaximum: number }
  /** A species rule (by id) names the drug for this species: any amount is reported. */
  | { speciesRule: string }
  /** The dose row says the drug is not used in the species and reports any amount at this risk. */
  | { notUsedRow: RiskLevel }
  /** Why no row holds it (the engine disagrees, or no row exists yet); not counted. */
  | { notEnforced: string };

export interface IngestionReading {
  /** mg/kg from which the reference reports mild signs after one ingestion. */
  mildMgKg?: number;
  /** mg/kg from which it reports serious signs (seizures, collapse, organ damage, deaths). */
  seriousMgKg?: number;
  /** The reference says any amount swallowed needs a vet. */
  anyAmount?: true;
  /** What the reference says, in a few words (figures as printed). */
  says: string;
  source: SourceId;
  enforcedBy: readonly IngestionEnforcement[];
}

/** Not read yet, with what was tried. */
export interface IngestionPending {
  pending: string;
}

export type IngestionEntry = IngestionReading | IngestionPending;

export interface HumanRxIngestion {
  /** The chapter's name for the drug (a generic). */
  name: string;
  /** The ingredient id it resolves to (lisdexamfetamine is read as amphetamine). */
  drug: string;
  group: string;
  /** What owners type: brands, strengths, XR/ER forms; each must resolve to `drug`. */
  typed: readonly string[];
  dog: IngestionEntry;
  cat: IngestionEntry;
}

export const isReading = (entry: IngestionEntry): entry is IngestionReading =>
  !('pending' in entry);
