import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { ClusterEvictionBus, ClusterRateLimiter } from './cluster-shared-state';
import { LocalEvictionBus, type EvictionBus } from './eviction';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { openRedisSharedState } from './redis-shared-state';

/** Rate-limit counters and cache evictions: what several processes must share. */
export interface SharedState {
  kind: 'memory' | 'cluster' | 'redis';
  limiter: RateLimiter;
  evictions: EvictionBus;
  close(): Promise<void>;
}

/** One process: everything in memory, as before any of this existed. */
export function memorySharedState(): SharedState {
  return {
    kind: 'memory',
    limiter: new MemoryRateLimiter(),
    evictions: new LocalEvictionBus(),
    close: async () => {},
  };
}

/**
 * Redis when REDIS_URL is set (every process and host shares it); the cluster primary when this
 * is one of several workers on one machine; otherwise this process's memory.
 */
export async function openSharedState(env: Env, log: FastifyBaseLogger): Promise<SharedState> {
  if (env.REDIS_URL) return openRedisSharedState(env.REDIS_URL, env.REDIS_KEY_PREFIX, log);
  if (cluster.isWorker)
    return {
      kind: 'cluster',
      limiter: new ClusterRateLimiter(),
      evictions: new ClusterEvictionBus(),
      close: async () => {},
    };
  return memorySharedState();
}
