import type { Route } from '../knowledge/types';
import { normaliseText } from './normalise-text';
import { SINGLE_DOSE } from './parse-frequency';
import { routeFromTokens, STOP_WORDS } from './vocabulary';

// Dosage text → amounts. Understands '75 mg', '0.5 mg/kg', '272 mcg', '0.5 g', '1 mL of
// 1.5 mg/mL', '5 mL (262 mg/15 mL liquid)', '500 mg (125 mg/kg)', '100 mg (15 mg/kg/day total)',
// '2 tablets of 25 mg', '1 chewable (48 mg sarolaner)', ranges ('5-10 mg' → the upper figure),
// part of a tablet ('1/4 of a 100mg tablet', 'half a 50 mg tab' → 25 mg) and a count after the
// strength ('25mg x2' → 50 mg; '5 mg x 7 days' is a course, not a count).
// Anything else ('1 collar', 'ingested petals') yields nulls: the dose rules then say nothing.

export interface ParsedDose {
  /** mg per administration. */
  amountMg: number | null;
  /** mg/kg per administration, as written. */
  mgPerKg: number | null;
  /** mg/kg per day, as written ('15 mg/kg/day'). */
  mgPerKgPerDay: number | null;
  /** mg per day, as written ('100 mg/day'). */
  amountPerDayMg: number | null;
  /** The ingredient named beside the amount ('272 mcg ivermectin' → 'ivermectin'). */
  ingredient: string | null;
  /** `amountMg` was written in grams ('1 g', 'a 5 gram tube'): of a cream or gel, its own weight. */
  inGrams: boolean;
  route: Route | null;
  /** Given into a vein ('IV', 'intravenously', 'into the vein'): some drugs are safe only IM. */
  intravenous: boolean;
  single: boolean;
}

type Token = { kind: 'num'; value: number } | { kind: 'word'; value: string } | { kind: 'slash' };

// prettier-ignore
const MASS: Record<string, number> = {
  mg: 1, mgs: 1, milligram: 1, milligrams: 1, mcg: 0.001, ug: 0.001, microgram: 0.001,
  micrograms: 0.001, g: 1000, gm: 1000, gram: 1000, grams: 1000,
};
// prettier-ignore
const VOLUME: Record<string, number> = {
  ml: 1, mls: 1, cc: 1, milliliter: 1, milliliters: 1, millilitre: 1, millilitres: 1, tsp: 5,
  teaspoon: 5, teaspoons: 5, tbsp: 15, tablespoon: 15, tablespoons: 15, l: 1000,
};
// prettier-ignore
const PER_KG: Record<string, number> = {
  kg: 1, kilogram: 1, lb: 2.2046, lbs: 2.2046, pound: 2.2046,
};
const DAY_WORDS = new Set(['day', 'd', 'daily', '24h', '24hr', '24hrs']);
// prettier-ignore
const COUNT_WORDS = new Set([
  'tablet', 'tablets', 'tab', 'tabs', 'capsule', 'capsules', 'cap', 'caps', 'chewable',
  'chewables', 'chew', 'chews', 'pill', 'pills', 'caplet', 'caplets', 'x',
]);

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}
function isLetter(c: string): boolean {
  return (c >= 'a' && c <= 'z') || c === 'µ' || c === 'μ';
}

function scan(text: string): Token[] {
  const s = text.toLowerCase();
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    const fraction = FRACTIONS[c];
    if (fraction !== undefined) {
      const prev = tokens[tokens.length - 1];
      if (prev?.kind === 'num') prev.value += fraction;
      else tokens.push({ kind: 'num', value: fraction });
      i += 1;
    } else if (isDigit(c) || (c === '.' && isDigit(s[i + 1] ?? ''))) {
      let j = i;
      let raw = '';
      while (
        j < s.length &&
        (isDigit(s[j]!) || s[j] === '.' || (s[j] === ',' && isDigit(s[j + 1] ?? '')))
      ) {
        if (s[j] !== ',') raw += s[j];
        j += 1;
      }
      const value = Number.parseFloat(raw);
      if (Number.isFinite(value)) tokens.push({ kind: 'num', value });
      i = j;
    } else if (isLetter(c)) {
      let j = i;
      let word = '';
      while (j < s.length && (isLetter(s[j]!) || isDigit(s[j]!))) {
        word += s[j] === 'µ' || s[j] === 'μ' ? 'mc' : s[j];
        j += 1;
      }
      const times = /^x(\d+)$/u.exec(word);
      if (times)
        tokens.push({ kind: 'word', value: 'x' }, { kind: 'num', value: Number(times[1]) });
      else tokens.push({ kind: 'word', value: word });
      i = j;
    } else if (c === '/') {
      tokens.push({ kind: 'slash' });
      i += 1;
    } else if (c === '-' && tokens[tokens.length - 1]?.kind === 'num') {
      tokens.push({ kind: 'word', value: 'to' });
      i += 1;
    } else {
      i += 1;
    }
  }
  return mergeRangesAndFractions(tokens);
}

/** '1/2' → 0.5; '5-10' and '5 to 10' → 10 (the upper figure, the safer reading). */
function mergeRangesAndFractions(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    if (t.kind === 'num' && next?.kind === 'slash' && after?.kind === 'num') {
      const following = tokens[i + 3];
      const isConcentration = following?.kind === 'word' && VOLUME[following.value] !== undefined;
      if (!isConcentration && after.value !== 0) {
        out.push({ kind: 'num', value: t.value / after.value });
        i += 2;
        continue;
      }
    }
    if (t.kind === 'num' && next?.kind === 'word' && next.value === 'to' && after?.kind === 'num') {
      out.push({ kind: 'num', value: Math.max(t.value, after.value) });
      i += 2;
      continue;
    }
    out.push(t);
  }
  return out;
}

const wordAt = (tokens: Token[], i: number): string | null => {
  const t = tokens[i];
  return t?.kind === 'word' ? t.value : null;
};

const PART_WORDS: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25, third: 1 / 3 };
const ARTICLES = new Set(['a', 'an', 'the', 'one']);
const COURSE_WORDS = new Set([
  'day',
  'days',
  'd',
  'week',
  'weeks',
  'wk',
  'wks',
  'month',
  'months',
  'dose',
  'doses',
]);

/**
 * The share of a tablet named before its strength: '1/4 of a 100mg' → 0.25, 'half a 50 mg' →
 * 0.5, '2 of the 25 mg' → 2; null when the amount is not introduced that way.
 */
function partOf(tokens: readonly Token[], massIndex: number): number | null {
  let j = massIndex - 1;
  let linked = false;
  while (j >= 0) {
    const t = tokens[j]!;
    if (t.kind === 'word' && (t.value === 'of' || ARTICLES.has(t.value))) {
      linked = true;
      j -= 1;
      continue;
    }
    if (t.kind === 'word' && PART_WORDS[t.value] !== undefined) return PART_WORDS[t.value]!;
    if (t.kind === 'num' && linked && t.value > 0 && t.value <= 10) return t.value;
    return null;
  }
  return null;
}

/** '25mg x2', '25 mg x 2 tablets' → 2; '5 mg x 7 days' (a course) → 1. */
function timesAfter(tokens: readonly Token[], at: number): number {
  const x = tokens[at];
  const n = tokens[at + 1];
  if (x?.kind !== 'word' || x.value !== 'x' || n?.kind !== 'num') return 1;
  const after = tokens[at + 2];
  if (after?.kind === 'word' && COURSE_WORDS.has(after.value)) return 1;
  return n.value >= 1 && n.value <= 10 ? n.value : 1;
}

const IV_WORDS: ReadonlySet<string> = new Set(['iv', 'ivp', 'intravenous', 'intravenously']);

/** An injection said in words: 'under the skin', 'into the muscle' ('IV' and 'SC' are route words). */
const INJECTION_PHRASE =
  / (?:under|beneath) (?:the )?skin | (?:into|in) (?:the |a )?(?:muscle|neck muscle|vein|jugular)/u;

/** 'IV', 'intravenously', 'into the vein', 'in the jugular'. */
export function saysIntravenous(words: readonly string[]): boolean {
  if (words.some((w) => IV_WORDS.has(w))) return true;
  const text = ` ${words.join(' ')} `;
  return / (?:into|in) (?:the |a )?(?:vein|jugular)/u.test(text);
}

/**
 * '2.5 tablets (5 mg)': the amount in brackets after a count is the total the owner worked out,
 * not the strength of each tablet ('2 tablets 5 mg' stays 2 × 5 mg).
 */
const TOTAL_IN_PARENS =
  /\d+(?:[.,]\d+)?\s*(?:tablets?|tabs?|capsules?|caps?|chews?|pills?|caplets?)\s*\(\s*(?:=\s*)?\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|g)\b/iu;

export function parseDose(text: string): ParsedDose {
  const totalInParens = TOTAL_IN_PARENS.test(text);
  const result: ParsedDose = {
    amountMg: null,
    mgPerKg: null,
    mgPerKgPerDay: null,
    amountPerDayMg: null,
    ingredient: null,
    inGrams: false,
    route: null,
    intravenous: false,
    single: false,
  };
  const tokens = scan(text);
  let volumeMl: number | null = null;
  let concentration: number | null = null;
  let count: number | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.kind !== 'num') continue;
    const unit = wordAt(tokens, i + 1);
    if (unit !== null && MASS[unit] !== undefined) {
      const mg = t.value * MASS[unit]!;
      if (tokens[i + 2]?.kind === 'slash') {
        const denom = tokens[i + 3];
        if (denom?.kind === 'word' && PER_KG[denom.value] !== undefined) {
          const perKg = mg * PER_KG[denom.value]!;
          const perDay =
            (tokens[i + 4]?.kind === 'slash' && DAY_WORDS.has(wordAt(tokens, i + 5) ?? '')) ||
            (wordAt(tokens, i + 4) === 'per' && DAY_WORDS.has(wordAt(tokens, i + 5) ?? ''));
          if (perDay) result.mgPerKgPerDay ??= perKg;
          else result.mgPerKg ??= perKg;
        } else if (denom?.kind === 'num' && VOLUME[wordAt(tokens, i + 4) ?? ''] !== undefined) {
          concentration ??= mg / (denom.value * VOLUME[wordAt(tokens, i + 4)!]!);
        } else if (denom?.kind === 'word' && VOLUME[denom.value] !== undefined) {
          concentration ??= mg / VOLUME[denom.value]!;
        } else if (denom?.kind === 'word' && DAY_WORDS.has(denom.value)) {
          result.amountPerDayMg ??= mg;
        }
        continue;
      }
      if (wordAt(tokens, i + 2) === 'per' && wordAt(tokens, i + 3) === 'kg') {
        result.mgPerKg ??= mg;
        continue;
      }
      const name = wordAt(tokens, i + 2);
      const named = name !== null && name.length >= 4 && !STOP_WORDS.has(name);
      // The first amount, unless a later one names its ingredient and the first did not: in
      // 'the whole 25 g syringe (2.5 g fenbendazole)' the 25 g is paste, the 2.5 g is the drug.
      if (result.amountMg === null || (named && result.ingredient === null)) {
        const part = partOf(tokens, i);
        const times = timesAfter(tokens, i + 2);
        result.amountMg =
          part !== null
            ? part * mg
            : count !== null && count >= 2 && !totalInParens
              ? count * mg
              : mg * times;
        result.inGrams = MASS[unit] === 1000;
        if (named) result.ingredient = name;
      }
      continue;
    }
    if (unit !== null && VOLUME[unit] !== undefined && tokens[i - 1]?.kind !== 'slash') {
      volumeMl ??= t.value * VOLUME[unit]!;
      continue;
    }
    if (unit !== null && COUNT_WORDS.has(unit)) count ??= t.value;
  }
  if (result.amountMg === null && volumeMl !== null && concentration !== null) {
    result.amountMg = volumeMl * concentration;
  }
  const words = normaliseText(text).split(' ');
  const padded = ` ${words.join(' ')} `;
  result.intravenous = saysIntravenous(words);
  result.route =
    routeFromTokens(words) ??
    (result.intravenous || INJECTION_PHRASE.test(padded) ? 'injectable' : null);
  result.single = SINGLE_DOSE.some((w) => padded.includes(w));
  return result;
}
