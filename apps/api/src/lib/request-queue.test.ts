import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, registerRequestQueue } from './request-queue';
import { registerErrorHandling } from './error-handler';

afterEach(() => vi.useRealTimers());

describe('AdmissionQueue', () => {
  it('admits up to its limit at once and the rest in arrival order', async () => {
    const queue = new AdmissionQueue(2, 10_000);
    const first = (await queue.enter())!;
    const second = (await queue.enter())!;
    const order: number[] = [];
    const later = [3, 4, 5].map((n) =>
      queue.enter().then((release) => {
        order.push(n);
        return release!;
      }),
    );
    expect(queue.size).toEqual({ active: 2, waiting: 3 });
    second();
    const third = await later[0]!;
    first();
    third();
    await Promise.all(later.map(async (p) => (await p)()));
    expect(order).toEqual([3, 4, 5]);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it('answers null to a request that waited too long, and never admits it later', async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue(1, 1_000);
    const held = (await queue.enter())!;
    const late = queue.enter();
    vi.advanceTimersByTime(1_000);
    expect(await late).toBeNull();
    expect(queue.size).toEqual({ active: 1, waiting: 0 });
    held();
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it('ignores a second release of the same place', async () => {
    const queue = new AdmissionQueue(1, 1_000);
    const release = (await queue.enter())!;
    release();
    release();
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
    const again = await queue.enter();
    expect(again).not.toBeNull();
    expect(queue.size.active).toBe(1);
  });
});

describe('the queue in front of the API', () => {
  async function appWith(queue: AdmissionQueue) {
    const app = Fastify();
    registerErrorHandling(app);
    registerRequestQueue(app, queue);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    app.get('/api/slow', async () => {
      await gate;
      return { ok: true };
    });
    app.get('/api/fast', async () => ({ ok: true }));
    app.get('/api/outside', { config: { outsideQueue: true } }, async () => ({ ok: true }));
    for (const probe of ['/api/health', '/api/health/live', '/api/health/ready'])
      app.get(probe, async () => ({ status: 'ok' }));
    await app.ready();
    return { app, open };
  }

  it('answers 503 with Retry-After once the wait runs out, and serves in turn after', async () => {
    const queue = new AdmissionQueue(1, 150);
    const { app, open } = await appWith(queue);
    const slow = app.inject({ url: '/api/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = await app.inject({ url: '/api/fast' });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    // The health check never waits behind the queue, nor does a route that waits on others.
    for (const probe of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect((await app.inject({ url: probe })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/outside' })).statusCode).toBe(200);
    open();
    expect((await slow).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/fast' })).statusCode).toBe(200);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
    await app.close();
  });

  it('gives every place back after many requests, whatever they answered', async () => {
    const queue = new AdmissionQueue(4, 5_000);
    const { app } = await appWith(queue);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        app.inject({ url: i % 3 === 0 ? '/api/missing' : '/api/fast' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(20);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
    await app.close();
  });
});
