import { describe, expect, it } from 'vitest';
import { PassLoop } from './pass-loop';

/** A pass that waits until the test lets it finish, counting how many started. */
function gatedPasses() {
  let started = 0;
  const gates: (() => void)[] = [];
  const pass = () =>
    new Promise<number>((resolve) => {
      started += 1;
      const n = started;
      gates.push(() => resolve(n));
    });
  return { pass, started: () => started, release: () => gates.shift()?.() };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('PassLoop', () => {
  it('runs one pass at a time, and one more after when woken during it', async () => {
    const passes = gatedPasses();
    const loop = new PassLoop(passes.pass, () => -1);
    const first = loop.run();
    expect(loop.run()).toBe(first);
    loop.wake();
    loop.wake();
    expect(passes.started()).toBe(1);
    passes.release();
    expect(await first).toBe(1);
    await settle();
    expect(passes.started()).toBe(2);
    passes.release();
    await settle();
    expect(passes.started()).toBe(2);
    expect(loop.inFlight).toBeUndefined();
  });

  it('answers a failed pass with its fallback and keeps running', async () => {
    let calls = 0;
    const loop = new PassLoop(
      () => (++calls === 1 ? Promise.reject(new Error('db down')) : Promise.resolve(7)),
      () => 0,
    );
    expect(await loop.run()).toBe(0);
    expect(await loop.run()).toBe(7);
  });

  it('stop waits for the pass in flight and ignores later wakes', async () => {
    const passes = gatedPasses();
    const loop = new PassLoop(passes.pass, () => -1);
    void loop.run();
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(loop.stopped).toBe(true);
    passes.release();
    await stopping;
    loop.wake();
    expect(passes.started()).toBe(1);
  });
});
