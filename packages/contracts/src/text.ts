// Text the database can store. PostgreSQL text cannot hold the NUL character, and a lone UTF-16
// surrogate (half of a pair, which JSON's \uD800 escape can produce) has no UTF-8 form: either one
// made a request fail with a 500. The API refuses both in every string it receives.

import { INPUT_MESSAGES } from './messages';

// Without the `u` flag the pattern works on UTF-16 code units: a high surrogate not followed by a
// low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored (the message to show), or null when it is fine. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return INPUT_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(value)) return INPUT_MESSAGES.loneSurrogate;
  return null;
}
