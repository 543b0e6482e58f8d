import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Sign-in throttling by address (issue: anyone could lock an owner out, and X-Forwarded-For let
// anyone pick the address counted).

const LIMITS = { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '6' };
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp(LIMITS);
  proxied = await createTestApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const login = (
  t: TestApp,
  body: { email: string; password: string },
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress, headers });

/** Status codes of `count` wrong guesses, each for another unknown email. */
async function guesses(
  t: TestApp,
  count: number,
  from: string,
  forwardedFor?: (i: number) => string,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = { email: `nobody-${i}@example.com`, password: 'guess-guess' };
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor(i) } : undefined;
    codes.push((await login(t, body, from, headers)).statusCode);
  }
  return codes;
}

describe('POST /api/auth/login throttling', () => {
  it("a stranger's wrong passwords do not lock the owner out of their own device", async () => {
    const { email, password } = await registerUser(direct.app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await login(direct, { email, password: 'guess-guess' }, '203.0.113.7')).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await login(direct, { email, password }, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many requests/i);

    const owner = await login(direct, { email, password }, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe('Login successful!');
  });

  it('limits one address across every account it tries, and only that address', async () => {
    expect(await guesses(direct, 7, '203.0.113.8')).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(await guesses(direct, 1, '203.0.113.9')).toEqual([401]);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick the address counted', async () => {
    const spoofed = await guesses(direct, 7, '203.0.113.10', (i) => `192.0.2.${i + 1}`);
    expect(spoofed).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('reads X-Forwarded-For from a proxy named in TRUST_PROXY, and from no one else', async () => {
    const viaProxy = await guesses(proxied, 7, '127.0.0.1', (i) => `192.0.2.${i + 1}`);
    expect(viaProxy).toEqual([401, 401, 401, 401, 401, 401, 401]);
    const notTheProxy = await guesses(proxied, 7, '203.0.113.11', (i) => `192.0.2.${i + 1}`);
    expect(notTheProxy).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
