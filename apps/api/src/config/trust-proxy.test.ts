import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '1.2.3'])(
    'refuses %j with a message',
    (raw) => {
      expect(parseTrustProxy(raw)).toMatchObject({ error: expect.any(String) });
    },
  );

  it('is validated with the rest of the configuration', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number/);
  });
});
