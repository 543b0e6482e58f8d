import type { SourceId } from './sources';
import type { RiskLevel, Route, Species } from './types';

// The dose-range row and its helper, in a module of their own so the area files that
// dose-ranges.ts concatenates can build rows without an import cycle. dose-ranges.ts re-exports
// both.

export interface DoseRange {
  drug: string;
  species: readonly Species[];
  maxPerDose?: number;
  maxPerDay?: number;
  /** Upper limit for a one-off dose (e.g. a single peri-operative injection). */
  maxSingle?: number;
  routes?: readonly Route[];
  tolerance?: number;
  usual: string;
  /**
   * The published toxic dose for one exposure, mg/kg (ASPCA APCC, Pet Poison Helpline, a toxicology
   * text): at or above it the medication goes on the toxic list with `toxicRisk` (default High).
   */
  toxicMgKg?: number;
  toxicRisk?: RiskLevel;
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

/** One row; the source is Plumb's unless `extra` names another. */
export function r(
  drug: string,
  species: readonly Species[],
  maxPerDose: number | undefined,
  maxPerDay: number | undefined,
  usual: string,
  extra: Partial<DoseRange> = {},
): DoseRange {
  return { drug, species, maxPerDose, maxPerDay, usual, source: 'plumbs', ...extra };
}
