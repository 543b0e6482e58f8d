import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const user = (id: string, sessionId: string) => ({
  id,
  sessionId,
  name: 'N',
  email: `${id}@x.io`,
  role: 'user' as const,
});

describe('SessionCache', () => {
  it('returns a cached user by token until the TTL passes', () => {
    const cache = new SessionCache(1000);
    cache.set('token-1', user('u1', 's1'), 0, 10_000);
    expect(cache.get('token-1', 999)?.id).toBe('u1');
    expect(cache.get('token-2', 999)).toBeUndefined();
    expect(cache.get('token-1', 1000)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const cache = new SessionCache(60_000);
    cache.set('token-1', user('u1', 's1'), 0, 500);
    expect(cache.get('token-1', 499)).toBeDefined();
    expect(cache.get('token-1', 500)).toBeUndefined();
  });

  it('evicts one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('ta', user('u1', 'a'), 0, 1e9);
    cache.set('tb', user('u1', 'b'), 0, 1e9);
    cache.set('tc', user('u2', 'c'), 0, 1e9);
    cache.evictSession('a');
    expect(cache.get('ta', 1)).toBeUndefined();
    expect(cache.get('tb', 1)?.sessionId).toBe('b');
    cache.evictUser('u1');
    expect(cache.get('tb', 1)).toBeUndefined();
    expect(cache.get('tc', 1)?.id).toBe('u2');
  });
});
