import { FUZZY_BUCKETS, NAME_INDEX, type NameTarget } from './drug-index';

// Misspelling matcher: a bounded Damerau-Levenshtein distance against single-word names of
// similar length. Guards keep it from matching an unrelated drug: words shorter than 5 letters
// are never corrected, the first letter must agree, at most 1 edit for words up to 7 letters and
// 2 edits for longer ones, and a tie between two different ingredients means no match.

const MIN_LENGTH = 5;

export function maxEditsFor(length: number): number {
  if (length < MIN_LENGTH) return 0;
  return length <= 7 ? 1 : 2;
}

/** Optimal-string-alignment distance, giving up (returning limit + 1) once it exceeds limit. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = new Array<number>(cols);
  for (let j = 0; j < cols; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const cur = new Array<number>(cols);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

const targetKey = (t: NameTarget): string =>
  t.type === 'drug' ? `d:${t.drug.id}` : `p:${t.product.name}`;

/** The one name within the allowed distance of `word`, or null (none, or ambiguous). */
export function fuzzyMatch(word: string): NameTarget | null {
  return fuzzyName(word)?.target ?? null;
}

/**
 * Spellings that sound the same ('carprophen', 'ibuprophen', 'sulpha'): 'ph' and 'f' swapped.
 * An exact name this way beats a closer-looking name ('carprophen' is carprofen, not Cartrophen).
 */
function soundAlike(word: string): { name: string; target: NameTarget } | null {
  for (const variant of [word.replaceAll('ph', 'f'), word.replaceAll('f', 'ph')]) {
    if (variant === word) continue;
    const target = NAME_INDEX.get(variant);
    if (target) return { name: variant, target };
  }
  return null;
}

/** Like fuzzyMatch, with the indexed name that was matched ('nexguard' → 'nexgard'). */
export function fuzzyName(word: string): { name: string; target: NameTarget } | null {
  const limit = maxEditsFor(word.length);
  if (limit === 0) return null;
  const alike = soundAlike(word);
  if (alike) return alike;
  let best: { name: string; target: NameTarget } | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (let len = word.length - limit; len <= word.length + limit; len += 1) {
    const bucket = FUZZY_BUCKETS.get(len);
    if (!bucket) continue;
    for (const candidate of bucket) {
      if (candidate.name.charCodeAt(0) !== word.charCodeAt(0)) continue;
      if (candidate.name.length < MIN_LENGTH) continue;
      const d = boundedDistance(word, candidate.name, limit);
      if (d > limit) continue;
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        tied = false;
      } else if (
        d === bestDistance &&
        best &&
        targetKey(best.target) !== targetKey(candidate.target)
      ) {
        tied = true;
      }
    }
  }
  return tied ? null : best;
}
