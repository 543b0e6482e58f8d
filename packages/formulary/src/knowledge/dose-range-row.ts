import type { SourceId } from './sources';
import type { RiskLevel, Route, Species } from './types';

// Usual upper doses in mg/kg, per administration and per day, by species. A dose is flagged only
// above `tolerance` × the maximum (default 1.3: tablet sizes make exact mg/kg impossible), as
// Medium, or High from twice the maximum. Sources: product labels; Plumb's Veterinary Drug
// Handbook; Carpenter's Exotic Animal Formulary for rabbits and birds. Drugs without a row get
// no dose check. `drug` is an ingredient id, or a product name for combinations dosed as a whole.

export interface DoseRange {
  drug: string;
  species: readonly Species[];
  maxPerDose?: number;
  maxPerDay?: number;
  /** Upper limit for a one-off dose (e.g. a single peri-operative injection). */
  maxSingle?: number;
  /**
   * The label's upper dose into a vein where it is lower than by other routes (xylazine in
   * horses: 1.1 mg/kg intravenously, 2.2 mg/kg into a muscle). Used when the dose says IV.
   */
  maxIntravenous?: number;
  /**
   * A cap on one dose in mg whatever the animal's size (3% hydrogen peroxide as an emetic: 2.2
   * mL/kg but never more than 45 mL, 1,350 mg).
   */
  maxAmountMg?: number;
  routes?: readonly Route[];
  tolerance?: number;
  /**
   * The multiple of the maximum from which a dose is High (default 2). A label whose safety studies
   * gave several times the dose without harm sets it higher: a dose over the maximum but inside
   * that margin is Medium.
   */
  highFrom?: number;
  usual: string;
  /**
   * The published toxic dose for one exposure, mg/kg (ASPCA APCC, Pet Poison Helpline, a toxicology
   * text): at or above it the medication goes on the toxic list with `toxicRisk` (default High).
   */
  toxicMgKg?: number;
  toxicRisk?: RiskLevel;
  /**
   * The source reports no serious signs from one exposure below `toxicMgKg`, so an accidental
   * one-off amount below it is a caution (watch and call), not the toxic list. Left unset where
   * pets have been harmed below the published dose (5-fluorouracil: deaths from 2.5 mg/kg).
   */
  mildBelowToxic?: boolean;
  /** What the toxic dose does, one sentence ending in a full stop. */
  toxicSigns?: string;
  /**
   * The drug is not used in this species (no maxima then): why, one sentence. Data for coverage and
   * the AI analysis; with `notUsedRisk` the check also reports it.
   */
  notUsed?: string;
  notUsedRisk?: RiskLevel;
  /**
   * The dose is measured in a unit that is not a mass (insulin units, IU, MU, mCi, mL, vials,
   * puffs, implants): the row gives the usual dose as text and no mg maximum.
   */
  dosedIn?: string;
  source: SourceId;
}

/** A row: usual maxima per dose and per day in mg/kg, the usual dose in words, and the rest. */
export const r = (
  drug: string,
  species: readonly Species[],
  maxPerDose: number | undefined,
  maxPerDay: number | undefined,
  usual: string,
  extra: Partial<DoseRange> = {},
): DoseRange => ({ drug, species, maxPerDose, maxPerDay, usual, source: 'plumbs', ...extra });
