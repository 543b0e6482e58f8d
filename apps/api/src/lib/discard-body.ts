import type { IncomingMessage } from 'node:http';

// An oversized upload is refused before its body is read. Answering at once and closing the
// socket makes a client that is still writing (Node's http, most SDKs) fail with EPIPE or
// ECONNRESET and never read the 413. So the rest of the body is read and thrown away first, up
// to a cap: past it, or when the client stalls, closing is the right answer (decision 034).

/** Bytes read and discarded at most; a bigger body gets its answer and a closed connection. */
export const DISCARD_CAP_BYTES = 64 * 1024 * 1024;
/** A client that sends nothing for this long is not waiting to read the answer either. */
const DISCARD_IDLE_MS = 10_000;

/**
 * Reads and discards what is left of the request's body. Resolves true when the body ended
 * (the client will now read the answer), false when it went past the cap, stalled or broke.
 */
export function discardRestOfBody(
  raw: IncomingMessage,
  cap = DISCARD_CAP_BYTES,
  idleMs = DISCARD_IDLE_MS,
): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const declared = Number(raw.headers['content-length']);
  if (declared > cap) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const idle = setTimeout(() => finish(false), idleMs);
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > cap) finish(false);
      else idle.refresh();
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(false);
    function finish(ended: boolean) {
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onBroken);
      raw.off('close', onBroken);
      resolve(ended);
    }
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onBroken);
    raw.once('close', onBroken);
    raw.resume();
  });
}
