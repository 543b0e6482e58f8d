import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import type { ClassId } from './classes';
import type { ProductRecord } from './products/product-record';
import type { SourceId } from './sources';

/** What a medicine is for; used to group alternatives for the AI analysis. */
export type Purpose =
  | 'pain/inflammation'
  | 'antibiotic'
  | 'antifungal'
  | 'antiviral'
  | 'antiprotozoal'
  | 'deworming'
  | 'heartworm prevention'
  | 'flea/tick'
  | 'mange/mites'
  | 'anti-nausea'
  | 'gastrointestinal'
  | 'acid reducer'
  | 'seizure control'
  | 'anxiety/behaviour'
  | 'sedation/anaesthesia'
  | 'cardiac'
  | 'blood pressure'
  | 'diuretic'
  | 'kidney support'
  | 'blood clot prevention'
  | 'thyroid'
  | 'diabetes'
  | 'adrenal'
  | 'reproductive'
  | 'urinary'
  | 'allergy/itch'
  | 'immune suppression'
  | 'cancer'
  | 'respiratory'
  | 'cough'
  | 'eye'
  | 'ear'
  | 'skin'
  | 'appetite'
  | 'liver support'
  | 'joint support'
  | 'muscle relaxant'
  | 'cognitive support'
  | 'supplement'
  | 'emergency/antidote'
  | 'decongestant'
  | 'not a medicine';

/** How a product is given. 'unknown' is treated as systemic (the safer reading). */
export type Route =
  | 'oral'
  | 'injectable'
  | 'transmucosal'
  | 'transdermal'
  | 'topical'
  | 'otic'
  | 'ophthalmic'
  | 'inhaled'
  | 'collar'
  | 'unknown';

export const LOCAL_ROUTES: ReadonlySet<Route> = new Set<Route>([
  'topical',
  'otic',
  'ophthalmic',
  'inhaled',
  'collar',
]);

export type EntryKind = 'drug' | 'supplement' | 'food' | 'plant' | 'household';

/** One active ingredient (or one toxic food, plant or household product). */
export interface DrugEntry {
  /** Canonical lower-case generic name; also what the page shows beside a brand. */
  id: string;
  classes: readonly ClassId[];
  purposes: readonly Purpose[];
  kind?: EntryKind;
  /** Other generic spellings, salts, international names and frequent misspellings. */
  aliases?: readonly string[];
  /** Proprietary names that contain only this ingredient. */
  brands?: readonly string[];
  /** The route the product implies when the owner does not say (e.g. inhaled fluticasone). */
  route?: Route;
  /** Prodrugs and active metabolites sharing the same active moiety (carbimazole → methimazole). */
  related?: readonly string[];
}

/** A named product with more than one ingredient, or a single-ingredient brand with a flag. */
export interface ProductEntry {
  /** Display generic, e.g. 'amoxicillin-clavulanate' or 'sarolaner/moxidectin/pyrantel'. */
  name: string;
  components: readonly string[];
  aliases?: readonly string[];
  brands?: readonly string[];
  route?: Route;
  /** A monthly (or long-acting) heartworm preventive at label dose. */
  heartwormPreventive?: boolean;
  /** The product as sold, with amounts and label facts, when it comes from knowledge/products. */
  record?: ProductRecord;
}

/** Which medicines a rule applies to: any listed drug id or any listed class. */
export interface Selector {
  drugs?: readonly string[];
  classes?: readonly ClassId[];
  /** Product display names (e.g. 'ivermectin (livestock)'). */
  products?: readonly string[];
  /** Product record ids (knowledge/products), e.g. 'advocate-cat'. */
  records?: readonly string[];
  /** Drug ids excluded even when a class matches (drug-level exceptions). */
  except?: readonly string[];
}

/** What a dose-aware rule can see about one medication, in mg/kg. */
export interface DoseFacts {
  perDoseMgKg: number | null;
  perDayMgKg: number | null;
  /** The mg in one dose, when the amount is known (for a cap whatever the weight). */
  perDoseMg: number | null;
  timesPerDay: number | null;
  single: boolean;
  route: Route;
  /** Given into a vein (said in the dose, frequency or name). */
  intravenous: boolean;
}

export interface RuleText {
  description: string;
  recommendation: string;
  source: SourceId;
}

/** A medicine that is unsafe (or needs care) for a species. */
export interface SpeciesRule extends RuleText {
  id: string;
  match: Selector;
  species: readonly Species[];
  risk: RiskLevel;
  /** 'toxic' goes in toxicMedications; 'caution' in drugInteractions (kind species-toxicity). */
  outcome: 'toxic' | 'caution';
  /** Only for these routes; 'unknown' counts as 'oral' here. */
  routes?: readonly Route[];
  exceptRoutes?: readonly Route[];
  /** Dose gate: the rule applies only when this returns true. */
  when?: (dose: DoseFacts) => boolean;
  /** Age gate (see AgeGate): e.g. adult horses only, or foals only. */
  ages?: AgeGate;
  /**
   * Only pets whose breed text names one of these (whole words): a danger to some members of a
   * broad species group, such as fenbendazole in pigeons and doves among birds.
   */
  breedWords?: readonly string[];
  /** Not for pets whose breed text names one of these: the animals a label is written for. */
  exceptBreedWords?: readonly string[];
  /** Only animals known to weigh less than this many kg (a label's minimum weight). */
  belowKg?: number;
  /**
   * Only an accidental one-off exposure (engine/exposure.ts: 'chewed the inhaler', 'ate 1
   * tablet'): the same drug given as a treatment is judged by its dose row instead.
   */
  accidentalOnly?: boolean;
}

/**
 * The ages a rule is about. `fromYears`: only animals at least this old (an adult-only danger such
 * as an oral macrolide in a grown horse); a pet of unknown age gets the rule. `belowYears`: only
 * animals younger than this (a growing animal's cartilage); a pet of unknown age does not.
 */
export interface AgeGate {
  fromYears?: number;
  belowYears?: number;
}

/** Whether a rule with this age gate applies to a pet of this age (years, or null if unknown). */
export function ageGateAllows(gate: AgeGate | undefined, ageYears: number | null): boolean {
  if (!gate) return true;
  if (gate.belowYears !== undefined && (ageYears === null || ageYears >= gate.belowYears))
    return false;
  return !(gate.fromYears !== undefined && ageYears !== null && ageYears < gate.fromYears);
}

export type { RiskLevel, Species, ClassId, SourceId };
