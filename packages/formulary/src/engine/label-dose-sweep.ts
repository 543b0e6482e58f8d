import type { Species } from '@pawrx/contracts/enums';
import { verdict, type QuickCheckResult, type Verdict } from '@pawrx/contracts/interactions';
import { PRODUCT_RECORDS } from '../knowledge/products/all-records';
import type { Band, ProductRecord } from '../knowledge/products/product-record';
import type { SourceId } from '../knowledge/sources';
import { checkMedications } from './check-medications';
import { LABEL_LIQUID_DOSES, type LabelLiquidDose } from './label-dose-liquids';

// Issue 22: a veterinary product given exactly as its label says, to a healthy adult of a
// labelled species inside its weight band, must be judged safe. This module builds those label
// uses from the product records (one per record × labelled species × weight band, in the middle
// of the band and at its lowest labelled weight, where one unit gives the most mg/kg) and judges
// them; label-dose-sweep.test.ts and the eval:coverage line read it.
//
// Products dosed by the mL hold mg per mL but not the label's mL per kg: those whose label
// volume was read (label-dose-liquids.ts) are typed in mL for a healthy adult; the rest are left
// out and counted (`LIQUIDS_WITHOUT_LABEL_VOLUME`).

export interface LabelUse {
  recordId: string;
  species: Species;
  kg: number;
  /** What an owner types: '1 chew', '1 pipette', '1/2 tablet'. */
  dosage: string;
  /** Where in the band: its middle, its lowest labelled weight, or a liquid's label volume. */
  at: 'middle' | 'lowest' | 'label volume';
}

/**
 * Bands of one tablet strength that span several tablet counts: at the band's lowest weight the
 * label gives half a tablet, so the sweep types that there (one whole tablet at the bottom of
 * the band is above the label dose, and is rightly reported).
 */
export const HALF_TABLET_AT_BAND_FLOOR: readonly {
  recordIds: readonly string[];
  species: Species;
  /** The band floor (kg) at which the label gives half a tablet. */
  floorKg: number;
  source: SourceId;
  says: string;
}[] = [
  {
    recordIds: ['drontal-plus'],
    species: 'dog',
    floorKg: 0.91,
    source: 'label-drontal-plus',
    says: 'Drontal Plus small-dog tablet (22.7 mg): half a tablet for dogs of 2-4 lb, one from 5 lb.',
  },
  {
    recordIds: ['milbemax-dog', 'milpro-dog', 'milprazon-dog'],
    species: 'dog',
    floorKg: 0.5,
    source: 'spc-milbemax',
    says: 'Small dog and puppy tablet (2.5 mg milbemycin): half a tablet for 0.5-1 kg, one for 1-5 kg.',
  },
  {
    recordIds: ['milbemax-cat', 'milpro-cat', 'milprazon-cat'],
    species: 'cat',
    floorKg: 0.5,
    source: 'spc-milbemax-cat',
    says: 'Small cat and kitten tablet (4 mg milbemycin): half a tablet for 0.5-1 kg, one for 1-2 kg.',
  },
];

/** A healthy adult's weight where a record gives no band (one size for every labelled pet). */
const ADULT_KG: Partial<Record<Species, number>> = {
  dog: 20,
  cat: 4.5,
  horse: 500,
  rabbit: 2.5,
  ferret: 1.2,
  'guinea-pig': 1,
};

const round = (kg: number): number => Math.round(kg * 100) / 100;

const unitWords = (record: ProductRecord): string => `1 ${record.unit}`;

/** The label uses of one record: each labelled species, each band, middle and lowest weight. */
export function labelUsesOf(record: ProductRecord): LabelUse[] {
  const label = record.label;
  if (!label || record.unit === 'mL') return [];
  const uses: LabelUse[] = [];
  for (const species of label.species) {
    if (!record.bands) {
      const kg = record.syringe
        ? record.syringe.treatsKg
        : Math.max(label.minKg ?? 0, ADULT_KG[species] ?? 1);
      uses.push({ recordId: record.id, species, kg, dosage: unitWords(record), at: 'middle' });
      continue;
    }
    for (const band of record.bands) uses.push(...bandUses(record, species, band));
  }
  return uses;
}

function bandUses(record: ProductRecord, species: Species, band: Band): LabelUse[] {
  const [from, to] = band.kg;
  const minKg = record.label?.minKg ?? 0;
  // A band 'up to 4.5 kg' starts at the label's minimum weight, not at 0 kg.
  const lowest = round(Math.max(from, minKg));
  const middle = round(to === undefined ? lowest * 1.25 : Math.max((lowest + to) / 2, lowest));
  const half = HALF_TABLET_AT_BAND_FLOOR.some(
    (h) => h.recordIds.includes(record.id) && h.species === species && h.floorKg === from,
  );
  const base = { recordId: record.id, species };
  const uses: LabelUse[] = [{ ...base, kg: middle, dosage: unitWords(record), at: 'middle' }];
  if (lowest > 0)
    uses.push({
      ...base,
      kg: lowest,
      dosage: half ? `1/2 ${record.unit}` : unitWords(record),
      at: 'lowest',
    });
  return uses;
}

function liquidUse(dose: LabelLiquidDose): LabelUse {
  const kg = ADULT_KG[dose.species] ?? 1;
  const ml = dose.ml ?? round((dose.mlPerKg ?? 0) * kg);
  const dosage = `${ml} ${dose.grams ? 'g' : 'mL'}${dose.route ? ` ${dose.route}` : ''}`;
  return { recordId: dose.recordId, species: dose.species, kg, dosage, at: 'label volume' };
}

export const LABEL_USES: readonly LabelUse[] = [
  ...PRODUCT_RECORDS.flatMap(labelUsesOf),
  ...LABEL_LIQUID_DOSES.map(liquidUse),
];

/** Labelled products dosed by the mL whose label volume is not yet read into label-dose-liquids.ts. */
export const LIQUIDS_WITHOUT_LABEL_VOLUME: readonly string[] = PRODUCT_RECORDS.filter(
  (r) => r.label && r.unit === 'mL' && !LABEL_LIQUID_DOSES.some((d) => d.recordId === r.id),
).map((r) => r.id);

const RECORDS_BY_ID = new Map(PRODUCT_RECORDS.map((r) => [r.id, r]));

export function recordOf(id: string): ProductRecord {
  const record = RECORDS_BY_ID.get(id);
  if (!record) throw new Error(`no product record ${id}`);
  return record;
}

/** A healthy adult pet: no conditions, allergies or other medicines, MDR1 untested, mixed breed. */
export function checkLabelUse(
  recordId: string,
  species: Species,
  kg: number,
  dosage: string,
): QuickCheckResult {
  const record = recordOf(recordId);
  return checkMedications(
    {
      species,
      breed: species === 'dog' ? 'Mixed breed' : species === 'cat' ? 'Domestic Shorthair' : '',
      weightKg: kg,
      ageYears: 6,
      allergies: [],
      conditions: [],
      mdr1: 'untested',
    },
    [{ name: record.name, dosage, frequency: '' }],
  );
}

export interface LabelUseJudged extends LabelUse {
  verdict: Verdict;
  findings: string[];
}

/** The verdict on one label use, with each finding in a line for a failing test's message. */
export function judgeLabelUse(use: LabelUse): LabelUseJudged {
  const result = checkLabelUse(use.recordId, use.species, use.kg, use.dosage);
  const findings = [
    ...result.toxicMedications.map((t) => `toxic: ${t.reason}`),
    ...result.drugInteractions.map((d) => `${d.riskLevel} ${d.kind}: ${d.description}`),
    ...result.unrecognized.map((u) => `unrecognised: ${u}`),
  ];
  return { ...use, verdict: findings.length ? verdict(result) : 'safe', findings };
}

/** Label uses allowed a finding, with the reason the reference gives. Keep it short. */
export const LABEL_USE_EXCEPTIONS: readonly {
  recordId: string;
  species: Species;
  source: SourceId;
  why: string;
}[] = (['promace-injectable', 'acepromazine-10-injection'] as const).flatMap((recordId) =>
  (['dog', 'cat'] as const).map((species) => ({
    recordId,
    species,
    source: 'plumbs' as const,
    // 21 CFR 522.23 still prints 0.25-0.5 mg/lb for dogs and 0.5-1 mg/lb for cats (up to 1.1 and
    // 2.2 mg/kg); Plumb's notes clinicians hold that dose about ten times what most uses need,
    // and the dose rows keep the modern 0.25 mg/kg (dogs) and 0.11 mg/kg (cats) maxima.
    why: 'The old US injection label dose for dogs and cats is about ten times what current references advise: a finding is right.',
  })),
);

export const isAllowedException = (use: LabelUse): boolean =>
  LABEL_USE_EXCEPTIONS.some((e) => e.recordId === use.recordId && e.species === use.species);

/** Label uses judged safe (or allowed by an exception), of all label uses. */
export function labelUsesJudgedSafe(): { safe: LabelUse[]; alarms: LabelUseJudged[] } {
  const safe: LabelUse[] = [];
  const alarms: LabelUseJudged[] = [];
  for (const use of LABEL_USES) {
    const judged = judgeLabelUse(use);
    if (judged.verdict === 'safe' || isAllowedException(use)) safe.push(use);
    else alarms.push(judged);
  }
  return { safe, alarms };
}
