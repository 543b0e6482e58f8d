import type { Species } from '@pawrx/contracts/enums';
import {
  MG_PER_IU,
  STANDARD_DROP_ML,
  STANDARD_STRENGTHS,
  type StandardStrength,
  type StrengthForm,
} from '../knowledge/strengths';
import type { Route } from '../knowledge/types';
import { readQuantity, type DoseQuantity } from './dose-quantity';
import { nameStrength } from './name-strength';
import { tokenise } from './normalise-text';

// Doses as owners write them: a count or a volume in the dose field ('1 tablet', 'half a tab',
// '10 mL', '3 drops') turned into mg with the strength in the name ('Rimadyl 100mg', 'Metacam
// 1.5 mg/mL', '250mg/5ml') or, failing that, the catalogue's standard strength for the species
// (knowledge/strengths.ts). Every reading carries its working and what was assumed, so a finding
// built on it can show both. Amounts already written in mg are left to parse-dose.ts.

export interface DoseReading {
  /** mg per administration. */
  mg: number;
  /** '1 tablet × 100 mg = 100 mg'. */
  working: string;
  /** What was taken as given ('assumed 100 mg per tablet from the name'), or null. */
  assumption: string | null;
  /** The strength assumed is the smallest sold, so the real dose may be higher. */
  lowerBound: boolean;
  /** mg of each ingredient, when a product record's amounts were used (product-reading.ts). */
  perIngredient?: ReadonlyMap<string, number>;
}

export interface DoseReadingInput {
  typedName: string;
  dosage: string;
  /** Ingredient id, or product name for a combination dosed as a whole. */
  key: string;
  route: Route;
  species: Species;
}

const ROWS = new Map<string, StandardStrength[]>();
for (const row of STANDARD_STRENGTHS) {
  const key = `${row.drug}|${row.form}`;
  ROWS.set(key, [...(ROWS.get(key) ?? []), row]);
}

export function standardStrength(
  key: string,
  form: StrengthForm,
  species: Species,
  nameWords: ReadonlySet<string>,
): StandardStrength | null {
  const rows = ROWS.get(`${key}|${form}`);
  if (!rows) return null;
  const fits = rows.filter((r) => !r.species || r.species.includes(species));
  return (
    fits.find((r) => r.hints?.some((h) => nameWords.has(h))) ?? fits.find((r) => !r.hints) ?? null
  );
}

/** 3 significant figures, no trailing zeros: 100, 1.5, 0.033. */
export const fmt = (value: number): string => String(Number(value.toPrecision(3)));

const NOUNS: ReadonlyArray<[RegExp, string]> = [
  [/^cap/u, 'capsule'],
  [/chew/u, 'chew'],
  [/^pill/u, 'pill'],
  [/^caplet/u, 'caplet'],
  [/^(treat|pastille)/u, 'chew'],
  [/^(sachet|packet|powder)/u, 'sachet'],
  [/^(tube|syringe|pipette|applicator)/u, 'tube'],
];
function countNoun(unit: string, value: number): string {
  const noun = NOUNS.find(([re]) => re.test(unit))?.[1] ?? 'tablet';
  return value === 1 || value < 1 ? noun : `${noun}s`;
}

function readCount(
  input: DoseReadingInput,
  count: number,
  unit: string,
  words: ReadonlySet<string>,
  prefix: string,
): DoseReading | null {
  const strength = nameStrength(input.typedName);
  if (strength.unknownDilution) return null;
  const what = countNoun(unit, count);
  const single = countNoun(unit, 1);
  if (strength.perUnitMg !== null) {
    const mg = count * strength.perUnitMg;
    return {
      mg,
      working: `${fmt(count)} ${what} × ${fmt(strength.perUnitMg)} mg = ${fmt(mg)} mg`,
      assumption: `${prefix}assumed ${fmt(strength.perUnitMg)} mg per ${single} from the name`,
      lowerBound: false,
    };
  }
  if (strength.perMlMg !== null || strength.unitsPerMl !== null) return null;
  const row = standardStrength(input.key, 'solid', input.species, words);
  if (!row) return null;
  const mg = count * row.mg;
  return {
    mg,
    working: `${fmt(count)} ${what} × ${fmt(row.mg)} mg = at least ${fmt(mg)} mg`,
    assumption: `${prefix}assumed ${fmt(row.mg)} mg per ${single}, ${row.what}; a larger size would mean a higher dose`,
    lowerBound: true,
  };
}

function readVolume(
  input: DoseReadingInput,
  quantity: DoseQuantity,
  words: ReadonlySet<string>,
): DoseReading | null {
  const strength = nameStrength(input.typedName);
  if (strength.perUnitMg !== null || strength.unitsPerMl !== null) return null;
  if (strength.unknownDilution) return null;
  const form: StrengthForm = input.route === 'injectable' ? 'injection' : 'oral-liquid';
  const row = standardStrength(input.key, form, input.species, words);
  const stock = strength.perMlMg ?? row?.mg ?? null;
  if (stock === null) return null;
  const perMl =
    strength.perMlMg === null && strength.dilutedBy ? stock / strength.dilutedBy : stock;
  const notes: string[] = [];
  let ml = quantity.value;
  let amount = `${fmt(ml)} mL`;
  if (quantity.kind === 'drops') {
    const dropMl = row?.dropMl ?? STANDARD_DROP_ML;
    ml = quantity.value * dropMl;
    amount = `${fmt(quantity.value)} drops (about ${fmt(ml)} mL)`;
    notes.push(
      row?.dropMl
        ? `about ${Math.round(1 / dropMl)} drops per mL from the product's dropper`
        : 'about 20 drops per mL (a standard dropper)',
    );
  }
  if (strength.perMlMg !== null) notes.unshift(`${fmt(perMl)} mg/mL from the name`);
  else
    notes.unshift(
      strength.dilutedBy
        ? `${row!.what}, diluted 1:${strength.dilutedBy} to ${fmt(perMl)} mg/mL`
        : `${row!.what}`,
    );
  const mg = ml * perMl;
  return {
    mg,
    working: `${amount} × ${fmt(perMl)} mg/mL = ${fmt(mg)} mg`,
    assumption: `assumed ${notes.join(', and ')}`,
    lowerBound: false,
  };
}

/** Words of a liquid product: a bare number beside one may be mL, never read as mg. */
const LIQUID_WORDS = ['suspension', 'liquid', 'solution', 'syrup', 'elixir', 'drops', 'oral'];

/**
 * A lone number with no unit and no strength in the name ('Rimadyl', '100'): owners often leave
 * 'mg' off. Read as mg only when it could be a tablet's weight of this drug, from the smallest
 * tablet sold up to 20 of them (carprofen 25–500); anything else ('200' of levothyroxine, which is
 * micrograms) is left unread rather than guessed.
 */
function readBareMg(input: DoseReadingInput, value: number, words: ReadonlySet<string>) {
  if (input.route === 'injectable' || LIQUID_WORDS.some((w) => words.has(w))) return null;
  const row = standardStrength(input.key, 'solid', input.species, words);
  if (!row || value < row.mg || value > 20 * row.mg) return null;
  return {
    mg: value,
    working: `${fmt(value)} mg`,
    assumption: `read "${input.dosage.trim()}" as ${fmt(value)} mg, since no unit was written`,
    lowerBound: false,
  };
}

/** International units to mg, for the ingredients MG_PER_IU lists ('50,000 IU' of vitamin D3). */
function readInternationalUnits(input: DoseReadingInput, value: number): DoseReading | null {
  const perIu = MG_PER_IU[input.key];
  if (!perIu) return null;
  const mg = value * perIu.mg;
  return {
    mg,
    working: `${fmt(value)} IU × ${perIu.mg} mg = ${fmt(mg)} mg`,
    assumption: null,
    lowerBound: false,
  };
}

/**
 * Grams of a cream, gel or ointment whose strength is a percentage ('1 g' of 'Voltaren gel
 * (diclofenac 1%)'): the grams are the product's weight, not the drug's. 1% is 10 mg in each
 * gram (w/w, as creams and gels are labelled), so 1 g of a 1% gel holds 10 mg.
 */
export function readGramsOfProduct(typedName: string, grams: number): DoseReading | null {
  const strength = nameStrength(typedName);
  if (strength.perMlMg === null || !strength.written?.includes('%')) return null;
  const mg = grams * strength.perMlMg;
  return {
    mg,
    working: `${fmt(grams)} g × ${fmt(strength.perMlMg)} mg/g = ${fmt(mg)} mg`,
    assumption: `assumed ${strength.written} means ${fmt(strength.perMlMg)} mg in each gram of the product`,
    lowerBound: false,
  };
}

/** mg per administration from a count or a volume, or null when it cannot be worked out. */
export function readDose(input: DoseReadingInput): DoseReading | null {
  const quantity = readQuantity(input.dosage);
  if (!quantity) return null;
  const words = new Set(tokenise(input.typedName));
  switch (quantity.kind) {
    case 'count':
      return readCount(input, quantity.value, quantity.unit, words, '');
    case 'volume':
    case 'drops':
      return readVolume(input, quantity, words);
    case 'bare': {
      // A lone number equal to the strength in the name is that many mg ('Rimadyl 100mg', '100');
      // a lone small number next to a solid product is a count of tablets ('1').
      const perUnit = nameStrength(input.typedName).perUnitMg;
      if (perUnit !== null && quantity.value === perUnit) {
        return { mg: perUnit, working: `${fmt(perUnit)} mg`, assumption: null, lowerBound: false };
      }
      if (perUnit === null && quantity.value > 4) return readBareMg(input, quantity.value, words);
      if (quantity.value > 4 || input.route === 'injectable') return null;
      return readCount(
        input,
        quantity.value,
        'tablet',
        words,
        `read "${input.dosage.trim()}" as tablets; `,
      );
    }
    case 'units':
      return readInternationalUnits(input, quantity.value);
    case 'package': {
      // '4 sachets' of 'Bute 1 g sachets': a package counts like a tablet when the name gives
      // the amount in each one; without it the package's size is unknown.
      if (nameStrength(input.typedName).perUnitMg === null) return null;
      return readCount(input, quantity.value, quantity.unit, words, '');
    }
    default:
      return null;
  }
}
