import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { enforceLimit, type RateLimiter } from './rate-limiter';

// One round trip per hit: INCR, start the window on the first hit, and report the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * Counters in Redis, shared by every process and host using the same REDIS_URL and prefix.
 * While Redis is unreachable each process falls back to its own counters rather than failing the
 * request or letting it through unchecked.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();
  private readonly hitCommand: HitCommand;
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    redis.defineCommand('pawrxRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const command = (redis as unknown as Record<string, HitCommand>).pawrxRateLimitHit!;
    this.hitCommand = command.bind(redis);
  }

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    let counted: [number, number];
    try {
      counted = await this.hitCommand(`${this.prefix}rl:${key}`, windowMs);
    } catch (error) {
      this.warn(error);
      return this.fallback.hit(key, limit, windowMs);
    }
    enforceLimit(Number(counted[0]), limit, Number(counted[1]));
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(`${this.prefix}rl:${key}`);
    } catch (error) {
      this.warn(error);
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.log?.warn({ err: error }, 'Redis unreachable: rate limits counted in this process');
  }
}
