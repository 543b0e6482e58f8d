// Text normalisation shared by the name index, the resolver and the allergy/condition matchers.
// A single pass over the characters (no regular expressions in the hot path): lower-case, strip
// accents, drop apostrophes ("St John's" → "st johns"), turn every other non-alphanumeric
// character into a space and collapse runs of spaces.

const A = 97;
const Z = 122;
const ZERO = 48;
const NINE = 57;

function isWordChar(code: number): boolean {
  return (code >= A && code <= Z) || (code >= ZERO && code <= NINE);
}

function isApostrophe(code: number): boolean {
  return code === 39 || code === 0x2019 || code === 0x2018 || code === 0x60;
}

/** 'Rimadyl®  (Carprofen)' → 'rimadyl carprofen'. */
export function normaliseText(input: string): string {
  const lower = input.normalize('NFKD').toLowerCase();
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < lower.length; i += 1) {
    const code = lower.charCodeAt(i);
    if (code >= 0x300 && code <= 0x36f) continue; // combining accent
    if (isApostrophe(code)) continue;
    if (isWordChar(code)) {
      if (pendingSpace && out.length > 0) out += ' ';
      pendingSpace = false;
      out += lower[i];
    } else {
      pendingSpace = true;
    }
  }
  return out;
}

export function tokenise(input: string): string[] {
  const text = normaliseText(input);
  return text.length === 0 ? [] : text.split(' ');
}

/** Whole-word containment on normalised text: 'kidney disease stage 2' has 'kidney disease'. */
export function containsPhrase(haystack: string, phrase: string): boolean {
  if (phrase.length === 0) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(phrase, from);
    if (at < 0) return false;
    const before = at === 0 || haystack.charCodeAt(at - 1) === 32;
    const end = at + phrase.length;
    const after = end === haystack.length || haystack.charCodeAt(end) === 32;
    if (before && after) return true;
    from = at + 1;
  }
}

/** Collapse whitespace in what the owner typed, keeping their spelling and case. */
export function tidyTyped(input: string): string {
  return input.trim().split(/\s+/u).join(' ');
}
