// Writes a phone may send twice (a lost answer, a retry after going offline) carry an
// Idempotency-Key: one per user action, the same for each retry of it, so the server runs it
// once (issue 23). getRandomValues works outside secure contexts too (a LAN address over http).

/** A new random key for one write. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const idempotencyHeaders = (key: string) => ({ 'Idempotency-Key': key });
