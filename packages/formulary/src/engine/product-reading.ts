import type { Species } from '@pawrx/contracts/enums';
import type { Amount, Band, ProductRecord, UnitKind } from '../knowledge/products/product-record';
import { referenceMg } from '../knowledge/salt-equivalents';
import { STANDARD_DROP_ML } from '../knowledge/strengths';
import { readQuantity, type DoseQuantity } from './dose-quantity';
import type { DoseReading } from './dose-reading';
import { fmt } from './dose-reading';
import { decimalCommas } from './name-strength';
import { containsPhrase, normaliseText } from './normalise-text';

// A dose of a known product, as the owner measures it ('2 caplets', '10 mL', '1 pipette', 'the
// whole tube', 'to the 500 lb mark'), becomes mg of EACH ingredient from the product record's
// amounts per unit. A product sold in weight bands (NexGard 11.3/28.3/68/136 mg) is read as the
// band the typed name names ('NexGard 68 mg', 'for dogs 24-60 lb'), else the band labelled for the
// pet's weight, else the smallest band (a lower bound, said in the finding).

const SOLID_UNITS: ReadonlySet<UnitKind> = new Set([
  'tablet',
  'caplet',
  'capsule',
  'softgel',
  'chew',
  'lozenge',
  'gum',
  'gummy',
]);
const PACKAGE_UNITS: ReadonlySet<UnitKind> = new Set([
  'pipette',
  'tube',
  'syringe',
  'collar',
  'patch',
  'sachet',
  'packet',
  'suppository',
]);
const SQUIRT_UNITS: ReadonlySet<UnitKind> = new Set(['pump', 'spray', 'drop']);

const LB_PER_KG = 2.2046;

/** A weight range written in the name ('24.1-60 lbs', '10 to 25 kg'), in kg, or null. */
function nameWeightRange(typed: string): [number, number] | null {
  const m = /(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(lbs?|pounds?|kg)\b/iu.exec(
    decimalCommas(typed),
  );
  if (!m) return null;
  const factor = m[3]!.toLowerCase().startsWith('k') ? 1 : 1 / LB_PER_KG;
  return [Number(m[1]) * factor, Number(m[2]) * factor];
}

/** Numbers written in the name ('NexGard 68 mg' → 68), for matching a band's strength. */
function nameNumbers(typed: string): number[] {
  return [...decimalCommas(typed).matchAll(/\d+(?:\.\d+)?/gu)].map((m) => Number(m[0]));
}

interface Formulation {
  actives: readonly Amount[];
  fillMl?: number;
  /** How the band was chosen, for the finding; null for a single formulation. */
  note: string | null;
  lowerBound: boolean;
}

const bandText = (band: Band): string =>
  band.kg[1] === undefined
    ? `the size for pets over ${fmt(band.kg[0])} kg`
    : `the size for ${fmt(band.kg[0])}–${fmt(band.kg[1])} kg`;

function chooseBand(
  record: ProductRecord,
  bands: readonly Band[],
  typed: string,
  weightKg: number | null,
  species: Species,
): Formulation {
  const words = normaliseText(typed);
  const named = bands.find((b) => b.names?.some((n) => containsPhrase(words, normaliseText(n))));
  const numbers = nameNumbers(typed);
  const byStrength = bands.find((b) =>
    b.actives.some((a) => a.mg !== undefined && numbers.includes(a.mg)),
  );
  const range = nameWeightRange(typed);
  const byRange =
    range &&
    bands.find((b) => {
      const mid = (range[0] + range[1]) / 2;
      return mid >= b.kg[0] - 0.1 && (b.kg[1] === undefined || mid <= b.kg[1] + 0.1);
    });
  const picked = named ?? byStrength ?? byRange;
  if (picked) {
    return {
      actives: picked.actives,
      fillMl: picked.fillMl,
      note: `${bandText(picked)}, from the name`,
      lowerBound: false,
    };
  }
  if (weightKg !== null) {
    const fits = bands.find(
      (b) => weightKg >= b.kg[0] - 1e-9 && (b.kg[1] === undefined || weightKg <= b.kg[1] + 1e-9),
    );
    if (fits) {
      return {
        actives: fits.actives,
        fillMl: fits.fillMl,
        note: `${bandText(fits)}, the one ${record.name} labels for a ${fmt(weightKg)} kg ${species}`,
        lowerBound: false,
      };
    }
  }
  const smallest = [...bands].sort((a, b) => a.kg[0] - b.kg[0])[0]!;
  return {
    actives: smallest.actives,
    fillMl: smallest.fillMl,
    note: `${bandText(smallest)}, the smallest sold; a larger size would mean a higher dose`,
    lowerBound: true,
  };
}

function formulation(
  record: ProductRecord,
  typed: string,
  weightKg: number | null,
  species: Species,
): Formulation | null {
  if (record.actives)
    return { actives: record.actives, fillMl: record.fillMl, note: null, lowerBound: false };
  if (record.bands && record.bands.length > 0)
    return chooseBand(record, record.bands, typed, weightKg, species);
  return null;
}

/** A syringe dialled to a body weight ('500 lb mark', 'dial to 250 kg'): the fraction given. */
function markFraction(record: ProductRecord, dosage: string): number | null {
  if (!record.syringe) return null;
  const m = /(\d+(?:\.\d+)?)\s*(lbs?|pounds?|kg)\b/iu.exec(decimalCommas(dosage));
  if (!m || !/\b(?:marks?|dial(?:l?ed)?|settings?|notch|line|ring)\b/iu.test(dosage)) return null;
  const kg = m[2]!.toLowerCase().startsWith('k') ? Number(m[1]) : Number(m[1]) / LB_PER_KG;
  return Math.min(1, kg / record.syringe.treatsKg);
}

interface Units {
  /** How many of the record's units were given. */
  units: number;
  /** '2 caplets', '10 mL', 'the whole tube (2.5 mL)'. */
  what: string;
}

/** The number of the record's units the dose text gives, or null when it cannot be read. */
function unitsGiven(
  record: ProductRecord,
  quantity: DoseQuantity,
  fillMl: number | undefined,
): Units | null {
  const unit = record.unit;
  const n = quantity.value;
  const plural = (noun: string): string => (n === 1 || n < 1 ? noun : `${noun}s`);
  if (unit === 'mL') {
    if (quantity.kind === 'volume') return { units: n, what: `${fmt(n)} mL` };
    if (quantity.kind === 'drops') {
      const ml = n * STANDARD_DROP_ML;
      return { units: ml, what: `${fmt(n)} drops (about ${fmt(ml)} mL)` };
    }
    if (quantity.kind === 'package' && fillMl !== undefined) {
      return { units: n * fillMl, what: `${fmt(n)} ${plural(quantity.unit)} of ${fmt(fillMl)} mL` };
    }
    return null;
  }
  if (SOLID_UNITS.has(unit)) {
    if (quantity.kind === 'count' || (quantity.kind === 'bare' && n <= 4)) {
      return { units: n, what: `${fmt(n)} ${plural(unit)}` };
    }
    return null;
  }
  if (PACKAGE_UNITS.has(unit)) {
    if (
      quantity.kind === 'package' ||
      quantity.kind === 'count' ||
      (quantity.kind === 'bare' && n <= 4)
    ) {
      return { units: n, what: n === 1 ? `one whole ${unit}` : `${fmt(n)} ${plural(unit)}` };
    }
    if (quantity.kind === 'volume' && fillMl !== undefined) {
      return { units: n / fillMl, what: `${fmt(n)} mL of a ${fmt(fillMl)} mL ${unit}` };
    }
    return null;
  }
  if (SQUIRT_UNITS.has(unit)) {
    if (
      quantity.kind === 'pumps' ||
      quantity.kind === 'drops' ||
      quantity.kind === 'count' ||
      (quantity.kind === 'bare' && n <= 10)
    ) {
      return { units: n, what: `${fmt(n)} ${plural(unit)}` };
    }
  }
  return null;
}

/**
 * mg of each ingredient in one administration of a product record, or null when the dose text
 * is not a count, volume or package the record's unit can read.
 */
export function readProductDose(
  record: ProductRecord,
  typedName: string,
  dosage: string,
  weightKg: number | null,
  species: Species,
): DoseReading | null {
  const form = formulation(record, typedName, weightKg, species);
  if (!form) return null;
  let given: Units | null = null;
  const fraction = markFraction(record, dosage);
  if (fraction !== null)
    given = {
      units: fraction,
      what: `the syringe dialled to ${fmt(fraction * record.syringe!.treatsKg)} kg`,
    };
  else {
    const quantity = readQuantity(dosage);
    if (quantity) given = unitsGiven(record, quantity, form.fillMl);
  }
  if (!given) return null;
  const perIngredient = new Map<string, number>();
  const parts: string[] = [];
  for (const amount of [...form.actives, ...(record.inactives ?? [])]) {
    if (amount.mg === undefined) continue;
    const mg = given.units * referenceMg(amount.drug, amount.mg, amount.salt);
    perIngredient.set(amount.drug, (perIngredient.get(amount.drug) ?? 0) + mg);
    parts.push(`${amount.drug} ${fmt(mg)} mg`);
  }
  if (perIngredient.size === 0) return null;
  const per = record.unit === 'mL' ? 'per mL' : `per ${record.unit}`;
  const strengths = form.actives
    .filter((a) => a.mg !== undefined)
    .map((a) => `${fmt(a.mg!)} mg ${a.drug}`)
    .join(' + ');
  const only = perIngredient.size === 1 ? [...perIngredient.values()][0]! : null;
  return {
    mg: only ?? [...perIngredient.values()].reduce((a, b) => a + b, 0),
    working: `${given.what} of ${record.name} = ${parts.join(', ')}`,
    assumption: `${strengths} ${per} in ${record.name}${form.note ? ` (${form.note})` : ''}`,
    lowerBound: form.lowerBound,
    perIngredient,
  };
}

/**
 * A weight typed for a combination product ('Tylenol PM', '1000 mg') is read as that many units
 * when it is a whole or half multiple (up to 10) of the main active's amount per unit (1000 mg =
 * 2 caplets of 500 mg acetaminophen), so every ingredient gets its mg; otherwise null (the typed
 * weight stays as written: '300 mg' is not guessed to be 12 caplets of the minor ingredient).
 */
export function readProductAmount(
  record: ProductRecord,
  typedName: string,
  amountMg: number,
  weightKg: number | null,
  species: Species,
): DoseReading | null {
  const form = formulation(record, typedName, weightKg, species);
  if (!form) return null;
  const amounts = [...form.actives, ...(record.inactives ?? [])].filter((a) => a.mg !== undefined);
  if (amounts.length < 2) return null;
  const active = form.actives[0];
  if (active?.mg !== undefined && active.mg > 0) {
    const units = amountMg / active.mg;
    const halves = Math.round(units * 2);
    if (halves < 1 || halves > 20 || Math.abs(units * 2 - halves) > 0.02) return null;
    const given = halves / 2;
    const perIngredient = new Map<string, number>();
    for (const a of amounts)
      perIngredient.set(a.drug, (perIngredient.get(a.drug) ?? 0) + given * a.mg!);
    const parts = [...perIngredient].map(([drug, mg]) => `${drug} ${fmt(mg)} mg`);
    const noun = record.unit === 'mL' ? 'mL' : given === 1 ? record.unit : `${record.unit}s`;
    return {
      mg: amountMg,
      working: `${fmt(amountMg)} mg of ${active.drug} = ${fmt(given)} ${noun} of ${record.name} = ${parts.join(', ')}`,
      assumption: `${fmt(active.mg)} mg ${active.drug} per ${record.unit === 'mL' ? 'mL' : record.unit} in ${record.name}${form.note ? ` (${form.note})` : ''}`,
      lowerBound: false,
      perIngredient,
    };
  }
  return null;
}

/**
 * Grams of a product whose amounts are per g ('Equiproxen 10 g': 10 g of granules, 5,000 mg of
 * naproxen), read as that many units of the record.
 */
export function readProductGrams(
  record: ProductRecord,
  typedName: string,
  grams: number,
  weightKg: number | null,
  species: Species,
): DoseReading | null {
  if (!record.perGram) return null;
  const reading = readProductDose(record, typedName, `${grams} mL`, weightKg, species);
  if (!reading) return null;
  return {
    ...reading,
    working: `${fmt(grams)} g of ${record.name}${reading.working.slice(reading.working.indexOf(' ='))}`,
    assumption: reading.assumption?.replace(' per mL ', ' per g ') ?? null,
  };
}
