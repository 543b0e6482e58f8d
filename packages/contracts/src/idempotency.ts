import { z } from 'zod';

// Retried and offline writes (issue 23): a client names each write with an Idempotency-Key
// (draft-ietf-httpapi-idempotency-key-header); the server runs it once per key and account and
// answers a repeat with the first answer.

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** The answer header that marks a repeated answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
  reused: 'This Idempotency-Key was already used for a different request',
  inFlight: 'A request with this Idempotency-Key is still being processed; try again shortly',
} as const;

/** Visible ASCII but '"', optionally quoted as the draft's Structured Field string ("…"). */
const KEY = /^"?[\x21\x23-\x7e]+"?$/;

/** The key as the server stores it: without the Structured Field quotes. */
export const unquoteKey = (key: string): string => key.replace(/^"(.*)"$/, '$1');

export const idempotencyKeySchema = z
  .string()
  .max(IDEMPOTENCY_KEY_MAX_LENGTH + 2, IDEMPOTENCY_MESSAGES.invalidKey)
  .regex(KEY, IDEMPOTENCY_MESSAGES.invalidKey)
  .refine(
    (key) => unquoteKey(key).length <= IDEMPOTENCY_KEY_MAX_LENGTH,
    IDEMPOTENCY_MESSAGES.invalidKey,
  );

/** Headers of a write that takes a key; the other headers pass through untouched. */
export const idempotentWriteHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description: `A client-chosen unique key for this write (a UUID). The same key from the same account within ${IDEMPOTENCY_KEY_HOURS} hours runs the write once: a repeat gets the first answer again, marked with \`Idempotent-Replayed: true\`; the same key with a different request answers 422; a repeat while the first is still running answers 409.`,
  }),
});
