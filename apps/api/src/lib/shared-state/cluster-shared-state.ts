import type { Worker } from 'node:cluster';
import { answerWorker, askPrimary, onPrimaryPush, pushToWorker } from './cluster-ipc';
import { LocalEvictionBus, parseEviction, type Eviction, type EvictionBus } from './eviction';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { enforceLimit, type RateLimiter } from './rate-limiter';

// Shared state for WEB_CONCURRENCY workers on one machine without REDIS_URL: the primary holds
// the rate-limit counters and relays evictions, so N workers behave as one process.

const RATE_HIT = 'rate-limit:hit';
const RATE_RESET = 'rate-limit:reset';
const EVICT = 'evict';

type HitRequest = { key: string; windowMs: number };

/** In a worker: counters live in the primary (one IPC round trip per hit). */
export class ClusterRateLimiter implements RateLimiter {
  /** Counts here if the primary cannot answer, rather than fail the request or skip the limit. */
  private readonly fallback = new MemoryRateLimiter();

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    let tally: { count: number; msLeft: number };
    try {
      tally = (await askPrimary(RATE_HIT, { key, windowMs })) as typeof tally;
    } catch {
      return this.fallback.hit(key, limit, windowMs);
    }
    enforceLimit(tally.count, limit, tally.msLeft);
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await askPrimary(RATE_RESET, key).catch(() => undefined);
  }
}

/**
 * In a worker: an eviction applies here, then the primary forwards it to every other worker
 * before it answers, so by the time this worker's response leaves, the others have it queued.
 */
export class ClusterEvictionBus implements EvictionBus {
  private readonly local = new LocalEvictionBus();

  constructor() {
    onPrimaryPush(EVICT, (payload) => {
      const eviction = parseEviction(payload);
      if (eviction) this.local.deliver(eviction);
    });
  }

  async publish(eviction: Eviction): Promise<void> {
    this.local.deliver(eviction);
    // Without an answer the other workers still drop the entry at its TTL.
    await askPrimary(EVICT, eviction).catch(() => undefined);
  }

  subscribe(apply: (eviction: Eviction) => void): void {
    this.local.subscribe(apply);
  }

  async close(): Promise<void> {}
}

/** In the primary: serves one worker's counters and relays its evictions to the others. */
export function serveWorkerSharedState(
  worker: Worker,
  workers: () => Iterable<Worker>,
  limiter: MemoryRateLimiter,
): void {
  answerWorker(worker, RATE_HIT, (payload) => {
    const { key, windowMs } = payload as HitRequest;
    return limiter.tally(key, windowMs);
  });
  answerWorker(worker, RATE_RESET, (payload) => {
    void limiter.reset(String(payload));
    return true;
  });
  answerWorker(worker, EVICT, (payload, from) => {
    for (const other of workers()) if (other !== from) pushToWorker(other, EVICT, payload);
    return true;
  });
}
