import { boundedDistance } from '../engine/fuzzy';
import { skeleton } from './ocr-text';

// The words a pharmacy label's directions and fields are written in, and a reader that puts
// them back when OCR has mangled a letter ('tabiets', 'rnouth', 'BlD', 'Ouantity').

// prettier-ignore
const WORDS = [
  'give', 'take', 'administer', 'apply', 'instill', 'instil', 'place', 'inject', 'use', 'put',
  'insert', 'squeeze', 'rub', 'spray', 'tablet', 'tablets', 'tab', 'tabs', 'capsule', 'capsules',
  'cap', 'caps', 'chewable', 'chewables', 'chew', 'chews', 'caplet', 'caplets', 'mouth', 'orally',
  'every', 'hours', 'hour', 'hrs', 'daily', 'twice', 'once', 'three', 'four', 'times', 'time',
  'day', 'days', 'food', 'with', 'without', 'meal', 'meals', 'drops', 'drop', 'ear', 'ears',
  'eye', 'eyes', 'both', 'affected', 'needed', 'required', 'other', 'morning', 'evening',
  'night', 'bedtime', 'weekly', 'monthly', 'week', 'weeks', 'month', 'months', 'for', 'half',
  'one', 'two', 'quarter', 'quarters', 'subcutaneously', 'subcutaneous', 'under', 'skin', 'injection',
  'units', 'unit', 'teaspoon', 'refills', 'refill', 'quantity', 'dispensed', 'prescriber',
  'prescribed', 'patient', 'animal', 'owner', 'species', 'canine', 'feline', 'directions',
  'alternate', 'until', 'gone', 'finished', 'area', 'areas', 'layer', 'thin', 'thinly', 'left',
  'right', 'into', 'the', 'and', 'by', 'as', 'to', 'in', 'of', 'a', 'an', 'or', 'each', 'per',
  'pipette', 'pipettes', 'liquid', 'suspension', 'solution', 'ointment', 'cream', 'gel',
  'syringe', 'mark', 'puff', 'puffs', 'sachet', 'scoop', 'veterinary', 'clinic', 'hospital',
  'practice', 'pharmacy', 'date', 'filled', 'expires', 'discard', 'after', 'before', 'keep',
  'children', 'reach', 'only', 'treatment', 'vets', 'mane', 'nocte', 'repeats', 'repeat',
  'remaining', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'breakfast', 'dinner',
  'supper', 'shake', 'well', 'dose', 'doses', 'second', 'third', 'fourth', 'whole', 'crush',
];

const BY_SKELETON = new Map<string, string>();
for (const word of WORDS)
  if (!BY_SKELETON.has(skeleton(word))) BY_SKELETON.set(skeleton(word), word);
const LONG_WORDS = WORDS.filter((w) => w.length >= 6);

/** Abbreviations read through look-alikes: 'BlD', 'S1D', 'E0D', 'P0', 'QlD', 'PRM'. */
// prettier-ignore
const ABBREVIATIONS = [
  'sid', 'bid', 'tid', 'qid', 'eod', 'qod', 'prn', 'po', 'sq', 'sc', 'ou', 'au', 'od', 'os',
  'ad', 'bd', 'tds', 'qds', 'om', 'on', 'im', 'iv', 'ml', 'mls', 'mg', 'mcg', 'gtt', 'gtts', 'q',
];
const ABBREVIATION_BY_SKELETON = new Map(ABBREVIATIONS.map((a) => [skeleton(a), a]));

/**
 * The word a token stands for, lower-case: itself when it is a word; else the word whose
 * look-alike skeleton it shares; else, for long words, the one word one edit away.
 */
export function readWord(token: string): string {
  const lower = token.toLowerCase();
  if (/^\d/u.test(lower)) return lower;
  const skel = skeleton(lower);
  const word = BY_SKELETON.get(skel) ?? ABBREVIATION_BY_SKELETON.get(skel);
  if (word) return word;
  if (lower.length >= 6 && /^[a-z]+$/u.test(lower)) {
    const near = LONG_WORDS.filter((w) => boundedDistance(skel, skeleton(w), 1) <= 1);
    if (near.length === 1) return near[0]!;
  }
  return lower;
}

/** A phrase as words read through OCR noise: 'Give l tabiet by rnouth BlD' → 'give 1 tablet by mouth bid'. */
export function readPhrase(text: string): string {
  return text
    .replace(/([A-Za-z])([.:,;])(?=\s|$)/gu, '$1 ')
    .split(/\s+/u)
    .filter((t) => t.length > 0)
    .map((t) => {
      const m = /^([(["']*)(.*?)([)\]"'.,;:]*)$/u.exec(t);
      const [, lead = '', core = '', trail = ''] = m ?? [];
      return `${lead}${/[a-z]/iu.test(core) ? readWord(core) : core.toLowerCase()}${trail}`;
    })
    .join(' ');
}

const KNOWN = new Set([...WORDS, ...ABBREVIATIONS]);

/**
 * Text with OCR-mangled label words put right in place, keeping the label's case:
 * 'Give 1 tabiet by rnouth' → 'Give 1 tablet by mouth', '0akwood Veterlnary CIinic' keeps
 * 'Oakwood' for the caller and gives 'Veterinary Clinic'.
 */
export function correctWords(text: string): string {
  return text.replace(/[A-Za-z0-9|]+/gu, (token) => {
    if (!/[A-Za-z]/u.test(token) || /^\d/u.test(token)) return token;
    const lower = token.toLowerCase();
    if (KNOWN.has(lower)) return token;
    const word = readWord(token);
    if (word === lower || !KNOWN.has(word)) return token;
    if (token === token.toUpperCase()) return word.toUpperCase();
    if (/^[A-Z0-9]/u.test(token)) return word.charAt(0).toUpperCase() + word.slice(1);
    return word;
  });
}
