import { decimalCommas } from './name-strength';

// What the owner gives, when the dose field is not a weight of drug: '1 tablet', 'half a tab',
// '1 1/2 tablets', 'one and a half chews', '10 mL', '1 tsp', '3 drops', '1 pump', '4 units'.
// A bare number ('1', '5') is kept as such; the caller decides what it can mean.

export type QuantityKind = 'count' | 'volume' | 'drops' | 'pumps' | 'units' | 'package' | 'bare';

export interface DoseQuantity {
  kind: QuantityKind;
  /** Tablets, mL, drops, pumps, units, or the bare number. */
  value: number;
  /** The unit word as written ('tablet', 'mL'), for the finding's wording. */
  unit: string;
}

// prettier-ignore
const COUNT = new Set([
  'tablet', 'tablets', 'tab', 'tabs', 'tabl', 'capsule', 'capsules', 'cap', 'caps', 'chewable',
  'chewables', 'chew', 'chews', 'pill', 'pills', 'caplet', 'caplets', 'softchew', 'softchews',
  'treat', 'pastille', 'pastilles', 'gummy', 'gummies', 'lozenge', 'lozenges', 'softgel',
  'softgels', 'gelcap', 'gelcaps', 'liquigel', 'liquigels', 'piece', 'pieces',
  // Powders measured by the scoop the name gives a strength for ('60 mg selenium per scoop').
  'scoop', 'scoops', 'scoopful', 'scoopfuls', 'wafer', 'wafers', 'treats',
]);
// A whole package or applicator: only a product record with its fill or amount per unit reads it
// ('1 pipette', 'the whole tube', 'a whole syringe').
// prettier-ignore
const PACKAGE = new Set([
  'pipette', 'pipettes', 'tube', 'tubes', 'syringe', 'syringes', 'applicator', 'applicators',
  'vial', 'vials', 'ampoule', 'ampule', 'sachet', 'sachets', 'packet', 'packets', 'patch',
  'patches', 'collar', 'collars', 'suppository', 'suppositories', 'spoton', 'dropper', 'stick',
  'sticks', 'powder', 'powders',
]);
// prettier-ignore
const VOLUME: Readonly<Record<string, number>> = {
  ml: 1, mls: 1, cc: 1, ccs: 1, milliliter: 1, milliliters: 1, millilitre: 1, millilitres: 1,
  tsp: 5, teaspoon: 5, teaspoons: 5, tbsp: 15, tablespoon: 15, tablespoons: 15,
};
const DROPS = new Set(['drop', 'drops', 'gtt', 'gtts']);
const PUMPS = new Set(['pump', 'pumps', 'click', 'clicks', 'squirt', 'squirts', 'actuation']);
const UNITS = new Set(['unit', 'units', 'u', 'iu', 'ius']);
// prettier-ignore
const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8,
  nine: 9, ten: 10, half: 0.5, quarter: 0.25, whole: 1, single: 1, entire: 1,
};
const SKIP = new Set(['of', 'the', 'x', 'full', 'size', 'sized', 'a', 'an']);
const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

const TOKEN = /(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)|\d+(?:\.\d+)?|[½¼¾⅓⅔]|[a-z]+/gu;

interface Tok {
  num: number | null;
  word: string | null;
}

function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of decimalCommas(text.toLowerCase()).matchAll(TOKEN)) {
    const raw = m[0];
    if (m[1] !== undefined && m[2] !== undefined) {
      const den = Number(m[2]);
      out.push({ num: den > 0 ? Number(m[1]) / den : null, word: null });
    } else if (UNICODE_FRACTIONS[raw] !== undefined) {
      out.push({ num: UNICODE_FRACTIONS[raw]!, word: null });
    } else if (/^\d/u.test(raw)) {
      out.push({ num: Number(raw), word: null });
    } else {
      out.push({ num: null, word: raw });
    }
  }
  return out;
}

function unitKind(word: string): [QuantityKind, number] | null {
  if (COUNT.has(word)) return ['count', 1];
  if (PACKAGE.has(word)) return ['package', 1];
  if (VOLUME[word] !== undefined) return ['volume', VOLUME[word]!];
  if (DROPS.has(word)) return ['drops', 1];
  if (PUMPS.has(word)) return ['pumps', 1];
  if (UNITS.has(word)) return ['units', 1];
  return null;
}

/** The first amount-with-unit in the dosage text, or a lone number, or null. */
export function readQuantity(text: string): DoseQuantity | null {
  const toks = tokens(text);
  let qty: number | null = null;
  let afterAnd = false;
  let lastWasNumber = false;
  for (const t of toks) {
    if (t.num !== null) {
      if (qty !== null && (afterAnd || lastWasNumber) && t.num < 1) qty += t.num;
      else qty = t.num;
      afterAnd = false;
      lastWasNumber = true;
      continue;
    }
    const word = t.word!;
    const unit = unitKind(word);
    if (unit) {
      if (qty === null && unit[0] !== 'count' && unit[0] !== 'package') return null;
      return { kind: unit[0], value: (qty ?? 1) * unit[1], unit: word };
    }
    const n = WORD_NUMBERS[word];
    if ((word === 'half' || word === 'quarter') && qty !== null) {
      // 'one and a half' adds; 'one half', 'a half' and 'two quarters' multiply.
      qty = afterAnd ? qty + n! : qty * n!;
      afterAnd = false;
    } else if (word === 'and' && qty !== null) {
      afterAnd = true;
    } else if (
      SKIP.has(word) &&
      (qty !== null || word === 'of' || word === 'the' || word === 'x')
    ) {
      // 'half a tab', '2 x tablets', 'half of the tablet'
    } else if (n !== undefined) {
      qty = n;
      afterAnd = false;
    } else {
      qty = null;
      afterAnd = false;
    }
    lastWasNumber = false;
  }
  if (toks.length === 1 && toks[0]!.num !== null)
    return { kind: 'bare', value: toks[0]!.num, unit: '' };
  return null;
}
