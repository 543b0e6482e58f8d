import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrl, uniquePrefix } from '../../scale/server-processes';
import type { Eviction } from './eviction';
import { openRedisSharedState, RedisUnavailableError } from './redis-shared-state';
import type { SharedState } from './shared-state';

const silent = { warn() {}, debug() {} } as never;

let one: SharedState;
let two: SharedState;
beforeAll(async () => {
  const prefix = uniquePrefix();
  one = await openRedisSharedState(redisUrl(), prefix, silent);
  two = await openRedisSharedState(redisUrl(), prefix, silent);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('Redis shared state', () => {
  it('counts one allowance across processes, with a retry time, and resets it', async () => {
    await one.limiter.hit('login:x', 2, 60_000);
    await two.limiter.hit('login:x', 2, 60_000);
    const third = two.limiter.hit('login:x', 2, 60_000);
    await expect(third).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    await one.limiter.reset('login:x');
    await expect(two.limiter.hit('login:x', 2, 60_000)).resolves.toBeUndefined();
  });

  it('applies an eviction locally at once and delivers it to the other process', async () => {
    const seenByOne: Eviction[] = [];
    const seenByTwo: Eviction[] = [];
    one.evictions.subscribe((e) => seenByOne.push(e));
    const delivered = new Promise<void>((resolve) =>
      two.evictions.subscribe((e) => {
        seenByTwo.push(e);
        resolve();
      }),
    );
    await one.evictions.publish({ kind: 'session', sessionId: 's-1' });
    expect(seenByOne).toEqual([{ kind: 'session', sessionId: 's-1' }]);
    await delivered;
    expect(seenByTwo).toEqual([{ kind: 'session', sessionId: 's-1' }]);
  });

  it('refuses to start against an unreachable Redis, naming the address', async () => {
    await expect(openRedisSharedState('redis://127.0.0.1:1', 'x:', silent)).rejects.toThrow(
      RedisUnavailableError,
    );
    await expect(openRedisSharedState('redis://127.0.0.1:1', 'x:', silent)).rejects.toThrow(
      /127\.0\.0\.1:1 cannot be reached/,
    );
  });
});
