import type { RiskLevel } from '@pawrx/contracts/enums';
import {
  INSULIN_LIMITS,
  INSULIN_PRODUCTS,
  INSULIN_SOURCE,
  type InsulinProduct,
} from '../knowledge/insulin';
import { fmt } from './dose-reading';
import { readQuantity } from './dose-quantity';
import type { FindingCollector } from './findings';
import type { MedContext } from './medication-context';
import { nameStrength } from './name-strength';
import { tokenise } from './normalise-text';
import type { PetContext } from './pet-context';

// Insulin doses: units per injection (from '4 units', a bare '4', or mL × the insulin's units per
// mL) against the usual units/kg for the species, a U-100 insulin drawn up in a U-40 syringe (or
// the reverse), and an insulin dose written in mg or tablets, which cannot be right.

/** As for other doses: flagged above 1.3 × the usual upper dose, High from twice it. */
const TOLERANCE = 1.3;
const SYRINGE =
  /\bu\s*-?\s*(40|100)\s*(?:insulin\s*)?syringes?\b|\bsyringes?\s*(?:\(|,)?\s*u\s*-?\s*(40|100)\b/iu;
const MASS_OR_TABLET = /\d\s*(?:mg|mcg|g|tablets?|tabs?|capsules?)\b/iu;

interface InsulinReading {
  units: number | null;
  unitsPerMl: number | null;
  product: string | null;
  working: string | null;
  assumption: string | null;
  syringe: number | null;
}

function productFor(words: ReadonlySet<string>): InsulinProduct | null {
  return INSULIN_PRODUCTS.find((p) => p.words.some((w) => words.has(w))) ?? null;
}

export function readInsulin(med: MedContext): InsulinReading {
  const name = med.input.name;
  const dosage = med.input.dosage ?? '';
  const all = `${name} ${dosage} ${med.input.frequency ?? ''}`;
  const words = new Set(tokenise(`${name} ${dosage}`));
  const product = productFor(words);
  const explicit = nameStrength(name).unitsPerMl;
  const unitsPerMl = explicit ?? product?.unitsPerMl ?? null;
  const label = explicit ? `U-${explicit}` : (product?.label ?? null);
  const syringeHit = SYRINGE.exec(all);
  const syringe = syringeHit ? Number(syringeHit[1] ?? syringeHit[2]) : null;
  const reading: InsulinReading = {
    units: null,
    unitsPerMl,
    product: label,
    working: null,
    assumption: null,
    syringe,
  };
  const q = readQuantity(dosage);
  if (!q) return reading;
  if (q.kind === 'units' || q.kind === 'bare') {
    reading.units = q.value;
    reading.working = `${fmt(q.value)} units`;
    if (q.kind === 'bare') reading.assumption = `read "${dosage.trim()}" as ${fmt(q.value)} units`;
  } else if (q.kind === 'volume') {
    const perMl = unitsPerMl ?? 40;
    reading.units = q.value * perMl;
    reading.working = `${fmt(q.value)} mL × ${perMl} units/mL = ${fmt(reading.units)} units`;
    reading.assumption =
      unitsPerMl === null
        ? 'assumed U-40 (40 units/mL), the weaker strength; a U-100 insulin would be 2.5 times as much'
        : `${label} is ${perMl} units/mL`;
  }
  return reading;
}

function add(
  out: FindingCollector,
  med: MedContext,
  party: string,
  risk: RiskLevel,
  description: string,
  recommendation: string,
): void {
  out.addInteraction({
    kind: 'dose',
    medication1: med.display,
    medication2: party,
    risk,
    text: { description, recommendation, source: INSULIN_SOURCE },
    group: 'dose',
    order: [med.index],
  });
}

export function checkInsulin(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  const limit = INSULIN_LIMITS.find((l) => l.species === pet.species);
  for (const med of meds) {
    if (!med.components.some((c) => c.drug.id === 'insulin') || out.isToxic(med.index)) continue;
    const dosage = med.input.dosage ?? '';
    if (MASS_OR_TABLET.test(dosage) && !/\bunits?\b|\biu\b/iu.test(dosage)) {
      add(
        out,
        med,
        'insulin dose not in units',
        'Medium',
        `Insulin is measured in units, but the dose reads "${dosage.trim()}". A dose written in mg or tablets cannot be drawn up safely.`,
        'Ask your vet for the dose in units and the matching insulin syringe (U-40 or U-100).',
      );
      continue;
    }
    const r = readInsulin(med);
    if (r.syringe !== null && r.unitsPerMl !== null && r.syringe !== r.unitsPerMl) {
      const factor = r.unitsPerMl / r.syringe;
      const over = factor > 1;
      add(
        out,
        med,
        `U-${r.syringe} syringe with ${r.product}`,
        over ? 'High' : 'Medium',
        `${r.product} is ${r.unitsPerMl} units/mL but the dose is measured with a U-${r.syringe} syringe: each mark then gives ${fmt(factor)} units, so the pet gets ${over ? `${fmt(factor)} times the dose (risk of dangerously low blood sugar)` : `only ${Math.round(factor * 100)}% of the dose`}.`,
        'Use the syringe that matches the insulin (U-40 syringes for U-40 insulin, U-100 for U-100) and confirm the dose with your vet.',
      );
    }
    const weight = pet.weightKg;
    if (!limit || r.units === null || weight === null) continue;
    const perKg = r.units / weight;
    const ratio = perKg / limit.maxUnitsPerKg;
    if (ratio <= TOLERANCE) continue;
    const assumed = r.assumption ? ` (${r.assumption})` : '';
    add(
      out,
      med,
      `${fmt(perKg)} units/kg (dose)`,
      ratio >= 2 ? 'High' : 'Medium',
      `${r.working} per injection is ${fmt(perKg)} units/kg for a ${fmt(weight)} kg ${pet.species}${assumed}, about ${ratio.toFixed(1)} times the usual upper dose (usual: ${limit.usual}). Too much insulin causes dangerously low blood sugar.`,
      'Check the dose, the insulin strength (U-40 or U-100) and the syringe with your vet before the next injection.',
    );
  }
}
