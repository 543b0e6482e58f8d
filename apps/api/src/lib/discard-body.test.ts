import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { discardRestOfBody } from './discard-body';

// The rest of an oversized body is read and dropped before the 413, within a cap (decision 034).

/** A request body the test feeds by hand, with the headers a client declared. */
function body(headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  return Object.assign(stream, { headers, complete: false }) as unknown as IncomingMessage &
    PassThrough;
}

describe('discardRestOfBody', () => {
  it('reads to the end of a body under the cap, then resolves true', async () => {
    const raw = body();
    const done = discardRestOfBody(raw, 1000, 5_000);
    raw.write(Buffer.alloc(400));
    raw.end(Buffer.alloc(400));
    expect(await done).toBe(true);
  });

  it('gives up at once when the declared length is over the cap', async () => {
    const raw = body({ 'content-length': '2000' });
    expect(await discardRestOfBody(raw, 1000, 5_000)).toBe(false);
  });

  it('gives up when more than the cap arrives', async () => {
    const raw = body();
    const done = discardRestOfBody(raw, 1000, 5_000);
    raw.write(Buffer.alloc(600));
    raw.write(Buffer.alloc(600));
    expect(await done).toBe(false);
  });

  it('gives up on a client that stops sending', async () => {
    const raw = body();
    const done = discardRestOfBody(raw, 1000, 50);
    raw.write(Buffer.alloc(10));
    expect(await done).toBe(false);
  });
});
