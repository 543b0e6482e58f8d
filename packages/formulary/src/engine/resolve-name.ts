import type { DrugEntry, ProductEntry, Route } from '../knowledge/types';
import {
  componentKey,
  DRUGS,
  MAX_NAME_TOKENS,
  NAME_INDEX,
  PRODUCT_BY_COMPONENTS,
  type NameTarget,
} from './drug-index';
import { fuzzyMatch, fuzzyName } from './fuzzy';
import { productByWords } from './record-words-match';
import { tidyTyped, tokenise } from './normalise-text';
import { NOTE_OPENERS, NOTE_WORDS } from '../knowledge/note-words';
import { HEARTWORM_WORDS, JOIN_WORDS, routeFromTokens, STOP_WORDS } from './vocabulary';

// Name resolution: what the owner typed → ingredients. The name is split into segments at
// '/', '+', ',' and ';' (a combination typed by hand) and at brackets (an annotation such as
// '(Simparica Trio)' or '(inhaled)'); each segment is matched greedily, longest known name first.
// Segments with no known name get one misspelling pass; what still matches nothing is reported
// as not recognised, never silently dropped.

export interface ResolvedName {
  typed: string;
  /** Ingredients in the order they were named, without repeats. */
  drugs: readonly DrugEntry[];
  /** The named product (or the product whose ingredients were typed), if any. */
  product: ProductEntry | null;
  /** A brand sold as a different product per species: each of them (`product` is the first). */
  productVariants: readonly ProductEntry[] | null;
  /** Route named in the text ('inhaled', 'eye drops'), else null. */
  namedRoute: Route | null;
  /** Route implied by the product or the ingredient when the text names none. */
  defaultRoute: Route | null;
  heartwormPreventive: boolean;
  /** Parts of the name that matched nothing (the whole name when nothing matched). */
  unknownParts: readonly string[];
  corrected: boolean;
}

interface Segment {
  text: string;
  annotation: boolean;
}

const SPLIT_CHARS = new Set(['/', '+', ',', ';', '\\', '|']);
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

function splitSegments(raw: string): Segment[] {
  const segments: Segment[] = [];
  let depth = 0;
  let current = '';
  const flush = (): void => {
    if (current.trim().length > 0) segments.push({ text: current, annotation: depth > 0 });
    current = '';
  };
  for (const ch of raw) {
    if (OPEN.has(ch)) {
      flush();
      depth += 1;
    } else if (CLOSE.has(ch)) {
      flush();
      depth = Math.max(0, depth - 1);
    } else if (SPLIT_CHARS.has(ch)) {
      flush();
    } else {
      current += ch;
    }
  }
  flush();
  return segments;
}

/**
 * 'Credelio+' or 'Heartgard+ 1 chew': a '+' straight after a word with nothing (or only a count)
 * after it is the brand line's "Plus", not the start of a second medicine.
 */
const TRAILING_PLUS = /(\p{L})\+(?=\s*(?:\d|$))/gu;
const plusAsWord = (text: string): string => text.replace(TRAILING_PLUS, '$1 plus');

function hasLetter(token: string): boolean {
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    if (c >= 97 && c <= 122) return true;
  }
  return false;
}

/** '5ml', '100mg', '250mg': a strength written in the name, never an ingredient. */
const isMeasure = (token: string): boolean => {
  const c = token.charCodeAt(0);
  return c >= 48 && c <= 57;
};

const NOTES = new Set(NOTE_WORDS);
const OPENERS = new Set(NOTE_OPENERS);

const isSignificant = (token: string): boolean =>
  token.length >= 3 &&
  !STOP_WORDS.has(token) &&
  !NOTES.has(token) &&
  hasLetter(token) &&
  !isMeasure(token);

/**
 * Words for the hard seed of a fruit: British and American owners say pit, stone, kernel, pip or
 * seed for the same part ('cherry stone', 'apricot kernel', 'apple pips'), so a name ending in one
 * of them is also looked up with the others.
 */
const SEED_WORDS = [
  'pits',
  'pit',
  'seeds',
  'seed',
  'stones',
  'stone',
  'kernels',
  'kernel',
  'pips',
  'pip',
];
const SEED_WORD_SET = new Set(SEED_WORDS);

/** The last word in its other number ('peach pit' ↔ 'peach pits', 'lilies' ↔ 'lily'). */
function otherNumber(word: string): string[] {
  if (word.length < 4) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return word.endsWith('y') ? [`${word.slice(0, -1)}ies`, `${word}s`] : [`${word}s`, `${word}es`];
}

/** A name whose last word is typed in the other number, or as another word for a fruit's seed. */
function variantHit(words: readonly string[]): NameTarget | undefined {
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1);
  const forms = SEED_WORD_SET.has(last) && head.length > 0 ? SEED_WORDS : otherNumber(last);
  for (const form of forms) {
    if (form === last) continue;
    const hit = NAME_INDEX.get([...head, form].join(' '));
    if (hit) return hit;
  }
  return undefined;
}

function longestMatch(tokens: readonly string[], start: number): [NameTarget, number] | null {
  const max = Math.min(MAX_NAME_TOKENS, tokens.length - start);
  for (let n = max; n >= 1; n -= 1) {
    const words = tokens.slice(start, start + n);
    const hit = NAME_INDEX.get(words.join(' ')) ?? variantHit(words);
    if (hit) return [hit, n];
    if (n > 1 && n <= 3) {
      const joined = NAME_INDEX.get(words.join(''));
      if (joined) return [joined, n];
    }
  }
  return null;
}

interface SegmentMatch {
  targets: NameTarget[];
  /** Significant words that matched nothing, for the misspelling pass. */
  leftovers: string[];
  /** Unknown words named after 'and'/'with' next to a known ingredient. */
  joinedUnknown: string[];
  /** Ingredients the words say are not there ('xylitol-free'). */
  absent: string[];
  /**
   * A safe food named at the start of a longer name ('carrot seed oil', 'apple cider vinegar'):
   * the whole phrase, reported as not recognised instead of being read as the food.
   */
  foodPhrases: string[];
}

/** A food record with no rule (`foods-exotic-safe.ts`): safe only when it is the whole name. */
const isSafeFood = (target: NameTarget): boolean =>
  target.type === 'drug' && target.drug.kind === 'food' && target.drug.classes.includes('food');

/**
 * An ingredient the name says is not there: 'xylitol-free', 'alcohol free', 'free of xylitol',
 * 'without xylitol', 'no xylitol', 'non-xylitol'. Compounded liquids and supplements are labelled
 * this way to reassure; the check must not warn about the very ingredient they leave out.
 */
function saysAbsent(tokens: readonly string[], start: number, end: number): boolean {
  if (tokens[end] === 'free') return true;
  const before = tokens[start - 1];
  if (before === 'without' || before === 'no' || before === 'non') return true;
  return before === 'of' && tokens[start - 2] === 'free';
}

function matchSegment(tokens: readonly string[]): SegmentMatch {
  const result: SegmentMatch = {
    targets: [],
    leftovers: [],
    joinedUnknown: [],
    absent: [],
    foodPhrases: [],
  };
  // The safe food just matched and where its words began, while the words after it are read.
  let food: { target: NameTarget; start: number; end: number } | null = null;
  const closeFood = (end: number): void => {
    const tail = food ? tokens.slice(food.end, end).filter(isSignificant) : [];
    if (food && tail.length > 0) {
      result.targets.splice(result.targets.indexOf(food.target), 1);
      result.foodPhrases.push(tokens.slice(food.start, end).join(' '));
      // The phrase is reported whole: its words are not corrected towards other names.
      result.leftovers.splice(result.leftovers.length - tail.length, tail.length);
      run = [];
    }
    food = null;
  };
  let run: string[] = [];
  let runAfterJoin = false;
  let lastWasJoin = false;
  const flushRun = (): void => {
    if (run.length > 0 && runAfterJoin) result.joinedUnknown.push(run.join(' '));
    run = [];
  };
  let i = 0;
  // After 'for', 'against', 'to treat'… the words are a purpose note: exact names still count
  // ('for use with Heartgard'), but nothing there is corrected or reported as unknown.
  let inNote = false;
  while (i < tokens.length) {
    const hit = longestMatch(tokens, i);
    if (hit) {
      closeFood(i);
      flushRun();
      const target = hit[0];
      const absent = target.type === 'drug' && saysAbsent(tokens, i, i + hit[1]);
      if (target.type === 'drug' && absent) result.absent.push(target.drug.id);
      else result.targets.push(target);
      // 'xylitol-free': the 'free' goes with the ingredient it denies.
      if (!absent && !inNote && isSafeFood(target)) food = { target, start: i, end: i + hit[1] };
      i += hit[1] + (absent && tokens[i + hit[1]] === 'free' ? 1 : 0);
      lastWasJoin = false;
      continue;
    }
    const token = tokens[i]!;
    // A join word, a note or a measure ends the food's name: 'carrot and apple', 'apple 2 slices'.
    if (JOIN_WORDS.has(token) || OPENERS.has(token) || !hasLetter(token) || isMeasure(token))
      closeFood(i);
    if (OPENERS.has(token)) inNote = true;
    if (!inNote && isSignificant(token)) {
      if (run.length === 0) runAfterJoin = lastWasJoin && result.targets.length > 0;
      run.push(token);
      result.leftovers.push(token);
    } else {
      flushRun();
    }
    lastWasJoin = JOIN_WORDS.has(token);
    i += 1;
  }
  closeFood(i);
  flushRun();
  return result;
}

/**
 * The segment's words with misspellings replaced by the names they were close to; two short
 * words may also be joined ('heart guard' → 'heartgard'). Null when nothing was corrected.
 */
function respell(tokens: readonly string[]): string[] | null {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const wordy = hasLetter(token) && !isMeasure(token) && !STOP_WORDS.has(token);
    const joined =
      wordy && next !== undefined && hasLetter(next) && !isMeasure(next) && !STOP_WORDS.has(next)
        ? token + next
        : null;
    if (joined !== null && NAME_INDEX.has(joined)) {
      out.push(joined);
      changed = true;
      i += 1;
      continue;
    }
    const fix = isSignificant(token) && !NAME_INDEX.has(token) ? fuzzyName(token) : null;
    if (fix) {
      out.push(fix.name);
      changed = true;
      continue;
    }
    const joinedFix = joined !== null ? fuzzyName(joined) : null;
    if (joinedFix) {
      out.push(joinedFix.name);
      changed = true;
      i += 1;
      continue;
    }
    out.push(token);
  }
  return changed ? out : null;
}

export function resolveName(name: string): ResolvedName {
  const typed = tidyTyped(name);
  const text = plusAsWord(typed);
  const segments = splitSegments(text);
  // A product whose own name holds a split character ('Tylenol Cold + Flu', 'Co-codamol 30/500',
  // 'Benadryl Allergy Relief (UK)') is matched on the whole text first: one product, nothing left.
  if (segments.length > 1) {
    const tokens = tokenise(text);
    const whole = matchSegment(tokens);
    const only = whole.targets.length === 1 ? whole.targets[0]! : null;
    if (only?.type === 'product' && whole.leftovers.length === 0) {
      return assemble(typed, [only], tokens, [], false, new Set(whole.absent));
    }
  }
  const targets: NameTarget[] = [];
  const unknownParts: string[] = [];
  const allTokens: string[] = [];
  const absent = new Set<string>();
  let corrected = false;
  const unmatched: Array<{ segment: Segment; tokens: string[]; leftovers: string[] }> = [];
  for (const segment of segments) {
    const tokens = tokenise(segment.text);
    allTokens.push(...tokens);
    const match = matchSegment(tokens);
    targets.push(...match.targets);
    for (const id of match.absent) absent.add(id);
    if (!segment.annotation) unknownParts.push(...match.joinedUnknown, ...match.foodPhrases);
    if (match.targets.length === 0 && match.leftovers.length > 0) {
      unmatched.push({ segment, tokens, leftovers: match.leftovers });
    }
  }
  for (const { segment, tokens, leftovers } of unmatched) {
    // Correct the misspelt words in place and match the segment again, so a misspelt brand still
    // reaches its longer product name ('Nexguard Plus' → NexGard Plus, 'Heart guard' → Heartgard).
    const respelt = respell(tokens);
    const rematch = respelt ? matchSegment(respelt).targets : [];
    if (rematch.length > 0) {
      targets.push(...rematch);
      corrected = true;
      continue;
    }
    const fixes = leftovers.map(fuzzyMatch).filter((t): t is NameTarget => t !== null);
    if (fixes.length > 0) {
      targets.push(...fixes);
      corrected = true;
    } else if (!segment.annotation || targets.length === 0) {
      unknownParts.push(tidyTyped(segment.text));
    }
  }
  return assemble(typed, targets, allTokens, unknownParts, corrected, absent);
}

function assemble(
  typed: string,
  targets: readonly NameTarget[],
  tokens: readonly string[],
  unknownParts: string[],
  corrected: boolean,
  absent: ReadonlySet<string>,
): ResolvedName {
  const drugs: DrugEntry[] = [];
  // What the name says is absent never enters, even from a product's usual recipe.
  const seen = new Set<string>(absent);
  const add = (id: string): void => {
    const entry = DRUGS.get(id)?.entry;
    if (entry && !seen.has(id)) {
      seen.add(id);
      drugs.push(entry);
    }
  };
  let product: ProductEntry | null = null;
  let heartwormPreventive = false;
  let productVariants: readonly ProductEntry[] | null = null;
  for (const target of targets) {
    if (target.type === 'drug') add(target.drug.id);
    else {
      if (!product && target.variants) productVariants = target.variants;
      product ??= target.product;
      heartwormPreventive ||= target.product.heartwormPreventive === true;
      for (const id of target.product.components) add(id);
    }
  }
  if (!product && drugs.length > 1) {
    product = PRODUCT_BY_COMPONENTS.get(componentKey(drugs.map((d) => d.id))) ?? null;
    heartwormPreventive ||= product?.heartwormPreventive === true;
  }
  if (!product?.record && drugs.length > 0) {
    const named = productByWords(
      tokens,
      drugs.map((d) => d.id),
    );
    if (named) {
      product = named;
      for (const id of named.components) add(id);
      heartwormPreventive ||= named.heartwormPreventive === true;
    }
  }
  if (tokens.some((t) => HEARTWORM_WORDS.has(t))) heartwormPreventive = true;
  const namedRoute = routeFromTokens(tokens);
  const defaultRoute = product?.route ?? (drugs.length === 1 ? drugs[0]!.route : undefined) ?? null;
  if (drugs.length === 0 && unknownParts.length === 0 && typed.length > 0) unknownParts.push(typed);
  return {
    typed,
    drugs,
    product,
    productVariants,
    namedRoute,
    defaultRoute,
    heartwormPreventive,
    unknownParts,
    corrected,
  };
}
