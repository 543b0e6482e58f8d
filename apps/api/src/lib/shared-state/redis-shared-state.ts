import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RedisEvictionBus } from './redis-eviction-bus';
import { RedisRateLimiter } from './redis-rate-limiter';
import type { SharedState } from './shared-state';

export class RedisUnavailableError extends Error {}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Two connections (pub/sub needs its own). Commands fail fast while Redis is away instead of
 * queueing, so a request never waits on it: limits fall back to this process, evictions to TTLs.
 */
export async function openRedisSharedState(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.debug({ err: error }, 'Redis connection error'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    const where = new URL(url);
    throw new RedisUnavailableError(
      `REDIS_URL is set but Redis at ${where.hostname}:${where.port || 6379} cannot be reached (${(error as Error).message}). Start Redis or unset REDIS_URL.`,
    );
  }
  const evictions = new RedisEvictionBus(publisher, subscriber, prefix, log);
  await evictions.start();
  return {
    kind: 'redis',
    limiter: new RedisRateLimiter(publisher, prefix, log),
    evictions,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
