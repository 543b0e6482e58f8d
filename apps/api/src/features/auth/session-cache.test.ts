import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const user = (id: string) => ({ id, name: 'N', email: `${id}@x.io`, role: 'user' as const });

describe('SessionCache', () => {
  it('returns a cached user until the TTL passes', () => {
    const cache = new SessionCache(1000);
    cache.set('s1', user('u1'), 0, 10_000);
    expect(cache.get('s1', 999)?.id).toBe('u1');
    expect(cache.get('s1', 1000)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const cache = new SessionCache(60_000);
    cache.set('s1', user('u1'), 0, 500);
    expect(cache.get('s1', 499)).toBeDefined();
    expect(cache.get('s1', 500)).toBeUndefined();
  });

  it('evicts one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), 0, 1e9);
    cache.set('b', user('u1'), 0, 1e9);
    cache.set('c', user('u2'), 0, 1e9);
    cache.evictSession('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.evictUser('u1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u2');
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', user('u1'), 0, 1e9);
    cache.set('b', user('u2'), 0, 1e9);
    cache.set('c', user('u3'), 0, 1e9);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u3');
  });
});
