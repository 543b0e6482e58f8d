import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  it('returns a value until its TTL passes', () => {
    const cache = new ExpiringCache<string, number>(1000);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a value past notAfter', () => {
    const cache = new ExpiringCache<string, number>(60_000);
    cache.set('a', 1, 0, { notAfter: 500 });
    expect(cache.get('a', 499)).toBe(1);
    expect(cache.get('a', 500)).toBeUndefined();
  });

  it('drops the oldest insertion when full, but not on an overwrite', () => {
    const cache = new ExpiringCache<string, number>(60_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('b', 3, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 4, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(3);
    expect(cache.get('c', 1)).toBe(4);
  });

  it('deletes one key, or every entry whose value matches', () => {
    const cache = new ExpiringCache<string, { owner: string }>(60_000);
    cache.set('a', { owner: 'u1' }, 0);
    cache.set('b', { owner: 'u1' }, 0);
    cache.set('c', { owner: 'u2' }, 0);
    cache.delete('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.deleteWhere((v) => v.owner === 'u1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toEqual({ owner: 'u2' });
  });

  it('drops a fill that raced with an eviction', () => {
    const cache = new ExpiringCache<string, number>(60_000);
    const before = cache.stamp();
    cache.delete('a'); // a write evicted while the filler was reading
    cache.set('a', 1, 0, { stamp: before });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 2, 0, { stamp: cache.stamp() });
    expect(cache.get('a', 1)).toBe(2);
  });
});
