import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import type { RiskLevel } from '@pawrx/contracts/enums';
import { DOSE_RANGES, type DoseRange } from '../knowledge/dose-ranges';
import type { DoseFacts, Route } from '../knowledge/types';
import type { FindingCollector } from './findings';
import { doseWorking } from './dose-working';
import { doseFacts, type MedContext } from './medication-context';
import type { PetContext } from './pet-context';

// Dose range: mg/kg per dose and per day (from the dosage text, the frequency and the pet's
// weight) against the usual maximum for the species. Says nothing when the dose cannot be worked
// out, the drug has no range, or the medication is already on the toxic list.

const DEFAULT_TOLERANCE = 1.3;
const RANGES = new Map<string, DoseRange[]>();
for (const range of DOSE_RANGES) {
  for (const species of range.species) {
    const key = `${species}|${range.drug}`;
    const list = RANGES.get(key) ?? [];
    list.push(range);
    RANGES.set(key, list);
  }
}

/**
 * The range for this species, drug and route. A systemic form takes a row without routes or one
 * listing its route; a spot-on, ear, eye or skin form only a row that names its route (a label
 * dose for a spot-on is in mg/kg applied to the skin, not comparable with a dose by mouth).
 */
function rangeFor(
  species: string,
  drug: string,
  route: Route,
  systemic: boolean,
): DoseRange | undefined {
  return RANGES.get(`${species}|${drug}`)?.find((r) =>
    r.routes ? r.routes.includes(route) : systemic,
  );
}

/**
 * The row whose published toxic dose for this species marks the line below which one exposure
 * is mild (any route's row: the dose is one swallowed).
 */
export function mildBelowThreshold(species: string, drug: string): DoseRange | undefined {
  return RANGES.get(`${species}|${drug}`)?.find(
    (r) => r.toxicMgKg !== undefined && r.mildBelowToxic === true,
  );
}

/** Two significant figures, no trailing zeros: 15, 0.3, 0.0057, 125. */
export function formatMgKg(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Number(value.toPrecision(2)));
}

export interface DoseVerdict {
  risk: RiskLevel;
  ratio: number;
  measure: string;
}

/** Compares the dose with the range; null when within range or not computable. */
/**
 * One dose below a published toxic dose whose source calls a single exposure below it mild is a
 * caution (watch and call), whatever its multiple of the treatment maximum.
 */
function belowMildToxic(facts: DoseFacts, range: DoseRange): boolean {
  return (
    range.mildBelowToxic === true &&
    range.toxicMgKg !== undefined &&
    facts.single &&
    facts.perDoseMgKg !== null &&
    facts.perDoseMgKg < range.toxicMgKg
  );
}

export function judgeDose(facts: DoseFacts, range: DoseRange): DoseVerdict | null {
  const tolerance = range.tolerance ?? DEFAULT_TOLERANCE;
  const intravenous = facts.intravenous ? range.maxIntravenous : undefined;
  const checks: Array<[number | null, number | undefined, string]> = facts.single
    ? [[facts.perDoseMgKg, intravenous ?? range.maxSingle ?? range.maxPerDose, 'mg/kg']]
    : [
        [facts.perDayMgKg, range.maxPerDay, 'mg/kg/day'],
        [facts.perDoseMgKg, intravenous ?? range.maxPerDose, 'mg/kg per dose'],
      ];
  if (range.maxAmountMg !== undefined) checks.push([facts.perDoseMg, range.maxAmountMg, 'mg']);
  let worst: DoseVerdict | null = null;
  for (const [value, max, unit] of checks) {
    if (value === null || max === undefined || max <= 0) continue;
    const ratio = value / max;
    if (ratio <= tolerance || (worst && worst.ratio >= ratio)) continue;
    worst = {
      risk: ratio >= (range.highFrom ?? 2) && !belowMildToxic(facts, range) ? 'High' : 'Medium',
      ratio,
      measure: `${formatMgKg(value)} ${unit}`,
    };
  }
  return worst;
}

function report(
  med: MedContext,
  label: string,
  range: DoseRange,
  verdict: DoseVerdict,
  pet: PetContext,
  out: FindingCollector,
): void {
  out.addInteraction({
    kind: 'dose',
    medication1: med.display,
    medication2: `${verdict.measure} (dose)`,
    risk: verdict.risk,
    text: {
      description: [
        `${verdict.measure} of ${label} is about ${verdict.ratio.toFixed(1)} times the usual maximum for a ${SPECIES_NOUNS[pet.species]} (usual: ${range.usual}).`,
        doseWorking(med, pet.weightKg, pet.species, label),
      ]
        .filter(Boolean)
        .join(' '),
      recommendation:
        'Check the dose and your pet’s current weight with your vet before giving it; do not give more than prescribed.',
      source: range.source,
    },
    group: 'dose',
    order: [med.index],
  });
}

/** At or above the published toxic dose: the medication goes on the toxic list. */
function reportToxicDose(
  med: MedContext,
  drug: string,
  range: DoseRange,
  facts: DoseFacts,
  pet: PetContext,
  out: FindingCollector,
): boolean {
  const dose = facts.perDoseMgKg;
  if (range.toxicMgKg === undefined || dose === null || dose < range.toxicMgKg) return false;
  const working = doseWorking(med, pet.weightKg, pet.species, drug);
  out.addToxic(med, pet.species, range.toxicRisk ?? 'High', {
    description: [
      `${formatMgKg(dose)} mg/kg of ${drug} is at or above the dose reported to poison a ${SPECIES_NOUNS[pet.species]} (${formatMgKg(range.toxicMgKg)} mg/kg).`,
      range.toxicSigns,
      working,
    ]
      .filter(Boolean)
      .join(' '),
    recommendation:
      'Do not give this amount. If it was already given, call your vet or an animal poison line now.',
    source: range.source,
  });
  return true;
}

function reportNotUsed(
  med: MedContext,
  drug: string,
  range: DoseRange,
  pet: PetContext,
  out: FindingCollector,
): void {
  out.addInteraction({
    kind: 'dose',
    medication1: med.display,
    medication2: `${pet.species} (no established dose)`,
    risk: range.notUsedRisk!,
    text: {
      description: `${drug}: ${range.notUsed!}`,
      recommendation: 'Give it only if your vet has prescribed it for this pet, at their dose.',
      source: range.source,
    },
    group: 'dose',
    order: [med.index],
  });
}

export function checkDoses(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  for (const med of meds) {
    if (out.isToxic(med.index)) continue;
    const productName = med.name.product?.name;
    const productRange = productName
      ? rangeFor(pet.species, productName, med.route, med.systemic)
      : undefined;
    if (productRange) {
      const verdict = judgeDose(doseFacts(med, null, pet.weightKg), productRange);
      if (verdict) report(med, productName!, productRange, verdict, pet, out);
    }
    for (const component of med.components) {
      const range = rangeFor(pet.species, component.drug.id, med.route, med.systemic);
      if (!range) continue;
      const facts = doseFacts(med, component.drug.id, pet.weightKg);
      if (reportToxicDose(med, component.drug.id, range, facts, pet, out)) break;
      if (range.notUsed && range.notUsedRisk) {
        reportNotUsed(med, component.drug.id, range, pet, out);
        continue;
      }
      const verdict = judgeDose(facts, range);
      if (verdict) report(med, component.drug.id, range, verdict, pet, out);
    }
  }
}
