import type { ConditionId } from '../condition-terms';
import type { SourceId } from '../sources';
import type { RiskLevel, Route, Species } from '../types';

// A product as sold: its active ingredients with the amount in one unit (a tablet, a mL, a
// pipette, a whole paste syringe), the label's species, minimum age and weight, the inactive
// ingredients that matter to animals, and the label's contraindications and precautions. The
// engine turns what the owner typed ('2 caplets', '10 mL', 'the whole tube') into mg per
// ingredient from these amounts, and every rule on an ingredient fires for every product that
// contains it. Variants of a brand line with different ingredients ('Claritin' and 'Claritin-D')
// are separate records; strengths of one formulation sold by weight band are `bands` of one record.

export type Market = 'US' | 'UK' | 'EU' | 'CA' | 'AU' | 'NZ';

/** Who the product is made for: a human medicine, or a veterinary product. */
export type ProductAudience = 'human-otc' | 'human-rx' | 'veterinary' | 'equine' | 'livestock';

/** The unit an amount is given per; liquids, gels and pastes by the mL (or g) are 'mL'. */
export type UnitKind =
  | 'tablet'
  | 'caplet'
  | 'capsule'
  | 'softgel'
  | 'chew'
  | 'lozenge'
  | 'gum'
  | 'gummy'
  | 'mL'
  | 'drop'
  | 'pump'
  | 'spray'
  | 'patch'
  | 'sachet'
  | 'pipette'
  | 'tube'
  | 'syringe'
  | 'collar'
  | 'suppository'
  | 'packet';

/** One active (or inactive) ingredient and its amount in mg per unit (per mL for 'mL'). */
export interface Amount {
  /** Ingredient id (a DrugEntry id in knowledge/drugs-*.ts or toxins.ts). */
  drug: string;
  /** mg per unit; omit when the label does not give the amount (e.g. "contains xylitol"). */
  mg?: number;
  /** The salt the label gives when it is not the reference form (knowledge/salt-equivalents.ts). */
  salt?: string;
}

/** One size of a weight-banded product (NexGard 11.3 mg for dogs 1.8–4.5 kg). */
export interface Band {
  /** Body-weight range the label gives this size for, in kg (upper bound omitted for the largest). */
  kg: readonly [min: number, max?: number];
  actives: readonly Amount[];
  /** Words that pick this band from the typed name ('small', 'orange', '11.3'). */
  names?: readonly string[];
  /** Fill volume of a pipette or tube in mL, when the label gives it. */
  fillMl?: number;
}

/** A paste or gel syringe dosed by marks ('to the 500 lb mark'). */
export interface Syringe {
  /** Body weight one whole syringe treats, in kg. */
  treatsKg: number;
}

/**
 * When a label statement applies. Conditions are the ids of condition-terms.ts (pregnancy,
 * lactation, breeding, epilepsy, kidney, liver, heart-disease, diabetes, dehydration, fiv-felv…);
 * `species` is a species the label excludes; `mdr1` a tested or at-risk MDR1 (ABCB1) dog.
 */
export type LabelWhen =
  { condition: ConditionId } | { species: readonly Species[] } | { mdr1: true };

export interface LabelStatement {
  when: LabelWhen;
  /**
   * 'contraindication' ("do not use in…") or 'precaution' ("use with caution in…", "safety not
   * established in…"). The risk is what the finding carries.
   */
  kind: 'contraindication' | 'precaution';
  risk: RiskLevel;
  /** One plain sentence, in our words, ending in a full stop. */
  text: string;
}

export interface LabelFacts {
  /** Species the product is labelled for. */
  species: readonly Species[];
  /** Minimum age on the label, in weeks. */
  minAgeWeeks?: number;
  /** Minimum body weight on the label, in kg. */
  minKg?: number;
  /**
   * What the label says about use below `minAgeWeeks`/`minKg`: 'contraindication' ("do not use
   * in puppies under 8 weeks") gives High, 'precaution' ("safety not established") gives Medium.
   */
  minKind?: 'contraindication' | 'precaution';
  /**
   * The label's contraindications and precautions beyond hypersensitivity to the ingredients. An
   * empty list says the label was read and lists none.
   */
  statements: readonly LabelStatement[];
}

export interface ProductRecord {
  /** Stable id, kebab-case: 'tylenol-pm-extra-strength'. */
  id: string;
  /** The name as sold ('Tylenol PM Extra Strength'). */
  name: string;
  /** Other names owners type for this exact formulation (variants, other countries). */
  aliases?: readonly string[];
  markets: readonly Market[];
  audience: ProductAudience;
  unit: UnitKind;
  route: Route;
  /** Amounts per unit; for a weight-banded product use `bands` instead. */
  actives?: readonly Amount[];
  bands?: readonly Band[];
  /** Inactive ingredients that harm animals (xylitol, ethanol, propylene glycol in cats…). */
  inactives?: readonly Amount[];
  syringe?: Syringe;
  /** Fill volume of one pipette, tube or syringe in mL, when given. */
  fillMl?: number;
  /**
   * The amounts are per g of paste, gel, granules or powder (unit 'mL'): a weight typed without
   * an ingredient ('10 g') is the product's weight, not the drug's.
   */
  perGram?: boolean;
  /** A monthly or long-acting heartworm preventive at label dose. */
  heartwormPreventive?: boolean;
  label?: LabelFacts;
  /** Where the amounts and label facts were read. */
  source: SourceId;
  /** The exact label read (a URL, a DailyMed set id, an NDC or a NOAH/VMD number). */
  ref?: string;
}
