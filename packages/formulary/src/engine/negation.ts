import {
  NEGATING_ENDS,
  NEGATING_STARTS,
  NEGATION_EXCEPTIONS,
  RESOLVING_PHRASES,
} from '../knowledge/negation';
import { containsPhrase, normaliseText } from './normalise-text';

// Free text that means what it says: an entry in the pet's conditions or allergies is split
// into clauses ('CKD stage 2, no heart disease' → 'CKD stage 2' | 'no heart disease'), and a
// clause that denies, excludes or closes the problem is dropped before matching.

const starts = NEGATING_STARTS.map(normaliseText);
const resolving = RESOLVING_PHRASES.map(normaliseText);
const ends = NEGATING_ENDS.map(normaliseText);
const exceptions = NEGATION_EXCEPTIONS.map(normaliseText);

const CLAUSE_BREAK = /[,;.\n]|\s(?:but|however|although|though|whereas)\s|\s-\s|\(|\)/iu;

/** True when a normalised clause says its problem is absent, excluded or over. */
export function isNegated(clause: string): boolean {
  if (clause.length === 0) return false;
  if (exceptions.some((e) => containsPhrase(clause, e))) return false;
  const padded = `${clause} `;
  if (starts.some((s) => padded.startsWith(`${s} `))) return true;
  if (ends.some((e) => clause === e || clause.endsWith(` ${e}`))) return true;
  return resolving.some((r) => containsPhrase(clause, r));
}

/**
 * The entry with its negated clauses removed, normalised ('' when nothing is left). A
 * resolving word in a trailing clause ('kidney disease - resolved') closes the clause before it.
 */
export function affirmedText(raw: string): string {
  const clauses = spellOutTestResults(raw)
    .split(CLAUSE_BREAK)
    .map(normaliseText)
    .filter((c) => c.length > 0);
  const kept: string[] = [];
  for (const clause of clauses) {
    // 'hyperthyroid, treated with I-131, cured': a treatment clause belongs to the one before.
    if (kept.length > 0 && CONTINUATIONS.some((c) => clause.startsWith(`${c} `))) {
      kept[kept.length - 1] += ` ${clause}`;
      continue;
    }
    if (!isNegated(clause)) {
      kept.push(clause);
      continue;
    }
    // 'Pancreatitis (resolved)', 'Kidney disease - cured': the closing clause names no problem
    // of its own, so it closes the one before it.
    const bare = clause.split(' ').length <= 3 && !hasProblemWords(clause);
    if (bare && kept.length > 0) kept.pop();
  }
  return kept.join(' ');
}

// Test results written as signs ('FIV -ve', 'FIV+/FeLV-', 'FIV/FeLV -') lose their sign when
// normalised, so they are spelled out first; a result followed by another test's name
// ('FIV positive/FeLV negative', 'FIV neg FeLV pos') starts a clause of its own, so one
// negative result does not cancel the other's positive one.
const SIGN_REWRITES: readonly (readonly [RegExp, string])[] = [
  [/\s*\+\s*ve\b/giu, ' positive'],
  [/\s*-\s*ve\b/giu, ' negative'],
  [/([a-z0-9])\+(?=\s*(?:[/,;)]|$))/giu, '$1 positive'],
  [/([a-z0-9])-(?=\s*(?:[/,;)]|$))/giu, '$1 negative'],
  [/\b(fiv|felv|heartworm|hw)\s+-\s*$/giu, '$1 negative'],
  [/\b(positive|negative|pos|neg)\s*(?:\/\s*|\s)(?=(?:fiv|felv)\b)/giu, '$1, '],
];

function spellOutTestResults(raw: string): string {
  let text = raw;
  for (const [pattern, replacement] of SIGN_REWRITES) text = text.replace(pattern, replacement);
  return text;
}

function hasProblemWords(clause: string): boolean {
  const words = clause.split(' ');
  return words.some((w) => !STATUS_WORDS.has(w));
}

const CONTINUATIONS = [
  'treated',
  'managed',
  'controlled',
  'on',
  'with',
  'since',
  'diagnosed',
  'dx',
];

// Words that only describe status, so a short clause made of them alone refers back.
// prettier-ignore
const STATUS_WORDS = new Set([
  'resolved', 'cured', 'recovered', 'healed', 'cleared', 'ruled', 'out', 'excluded', 'negative',
  'neg', 'no', 'longer', 'outgrew', 'outgrown', 'gone', 'now', 'fully', 'completely', 'since',
  'is', 'was', 'has', 'been', 'in', 'the', 'past', 'tested', 'normal', 'wnl', 'none', 'nope',
  'fine', 'well', 'ok', 'okay', 'tolerated', 'tolerates', 'without', 'problems', 'issues',
]);
