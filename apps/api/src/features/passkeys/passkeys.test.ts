import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '@pawrx/contracts/passkeys';
import { passkeys, webauthnChallenges } from '../../db/schema';
import { softwarePasskey, type SoftwarePasskey } from '../../test/software-authenticator';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 25 item 6 (decision 050): adding a passkey, signing in with it, and every refusal, with
// real ES256 signatures made in Node (test/software-authenticator.ts).

const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';
// A clock the tests move on, to outlive a challenge's five minutes.
let offsetMs = 0;
const clock = {
  now: () => new Date(Date.now() + offsetMs),
  advance: (ms: number) => {
    offsetMs += ms;
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/passkeys${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? bearer(token) : {},
  });
const list = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/passkeys',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ _id: string; name: string; lastUsedAt: string | null }>;
};
const remove = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auth/passkeys/${encodeURIComponent(id)}`,
    headers: bearer(token),
  });

async function addPasskey(account: { token: string; password: string }, name = 'Laptop') {
  const key = softwarePasskey(RP_ID, ORIGIN);
  const options = await post(
    '/registration/options',
    { password: account.password },
    account.token,
  );
  expect(options.statusCode, options.body).toBe(200);
  const data = options.json().data as {
    challenge: string;
    rp: { id: string };
    user: { id: string };
    authenticatorSelection: { residentKey: string };
  };
  expect(data.rp.id).toBe(RP_ID);
  expect(data.authenticatorSelection.residentKey).toBe('required');
  const verified = await post(
    '/registration/verify',
    { name, credential: key.attest(data.challenge) },
    account.token,
  );
  expect(verified.statusCode, verified.body).toBe(201);
  return { key, userHandle: data.user.id, passkey: verified.json().data as { _id: string } };
}

const signInChallenge = async () => {
  const res = await post('/sign-in/options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.challenge as string;
};
const signIn = async (key: SoftwarePasskey, challenge?: string) =>
  post('/sign-in/verify', { credential: key.assert(challenge ?? (await signInChallenge())) });

describe('adding a passkey', () => {
  it('asks the password again, then stores the key; it is listed with its name', async () => {
    const account = await registerUser(t.app);
    const { passkey } = await addPasskey(account, '  Work laptop ');
    const listed = await list(account.token);
    expect(listed).toEqual([
      { _id: passkey._id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
  });

  it('refuses a wrong password (400 naming the field) and a signed-out caller (401)', async () => {
    const account = await registerUser(t.app);
    const wrong = await post('/registration/options', { password: 'not-it' }, account.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'password', message: PASSKEY_MESSAGES.wrongPassword },
    ]);
    expect((await post('/registration/options', { password: 'x' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/passkeys' })).statusCode).toBe(401);
  });

  it('refuses a challenge made for another account, a reused one and an expired one', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const key = softwarePasskey(RP_ID, ORIGIN);
    const optionsA = (await post('/registration/options', { password: a.password }, a.token)).json()
      .data.challenge as string;
    // B answers A's challenge: refused, and the challenge is spent.
    const stolen = await post(
      '/registration/verify',
      { name: 'x', credential: key.attest(optionsA) },
      b.token,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);
    const reused = await post(
      '/registration/verify',
      { name: 'x', credential: key.attest(optionsA) },
      a.token,
    );
    expect(reused.json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);

    const late = (await post('/registration/options', { password: a.password }, a.token)).json()
      .data.challenge as string;
    clock.advance(5 * 60_000 + 1000);
    const expired = await post(
      '/registration/verify',
      { name: 'x', credential: key.attest(late) },
      a.token,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);
    expect(await list(a.token)).toEqual([]);
  });

  it('refuses an attestation made for another site', async () => {
    const account = await registerUser(t.app);
    const key = softwarePasskey(RP_ID, ORIGIN);
    const challenge = (
      await post('/registration/options', { password: account.password }, account.token)
    ).json().data.challenge as string;
    const res = await post(
      '/registration/verify',
      { name: 'x', credential: key.attest(challenge, { origin: 'https://evil.example' }) },
      account.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.verificationFailed);
  });
});

describe('signing in with a passkey', () => {
  it('makes a session like the password sign-in; last used is kept', async () => {
    const account = await registerUser(t.app);
    const { key, userHandle } = await addPasskey(account);
    const res = await post('/sign-in/verify', {
      credential: key.assert(await signInChallenge(), { userHandle }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ _id: account.userId, email: account.email });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(body.token),
    });
    expect(sessions.json().data).toHaveLength(2); // registration and this sign-in
    expect((await list(account.token))[0]!.lastUsedAt).not.toBeNull();
    // The password still works.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(password.statusCode).toBe(200);
  });

  it('refuses a reused, an expired and an unknown challenge', async () => {
    const account = await registerUser(t.app);
    const { key } = await addPasskey(account);
    const challenge = await signInChallenge();
    expect((await signIn(key, challenge)).statusCode).toBe(200);
    const reused = await signIn(key, challenge);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);
    const made = 'bm90LWEtY2hhbGxlbmdlLW9mLXRoaXMtc2VydmVy';
    expect((await signIn(key, made)).json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);
    const late = await signInChallenge();
    clock.advance(5 * 60_000 + 1000);
    const expired = await signIn(key, late);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(PASSKEY_MESSAGES.ceremonyFailed);
  });

  it('refuses an unknown credential and a forged signature', async () => {
    const stranger = softwarePasskey(RP_ID, ORIGIN);
    const unknown = await signIn(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_MESSAGES.unknownCredential);

    const account = await registerUser(t.app);
    const { key } = await addPasskey(account);
    const forged = key.assert(await signInChallenge());
    forged.response.signature = stranger.assert('x').response.signature!;
    const res = await post('/sign-in/verify', { credential: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.verificationFailed);
  });

  it('two verifies racing with one challenge: exactly one signs in', async () => {
    const account = await registerUser(t.app);
    const { key } = await addPasskey(account);
    const challenge = await signInChallenge();
    const first = key.assert(challenge);
    const second = key.assert(challenge);
    const answers = await Promise.all([
      post('/sign-in/verify', { credential: first }),
      post('/sign-in/verify', { credential: second }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('challenges are single use across the table: a sign-in takes its row', async () => {
    const before = await t.database.db.select({ n: count() }).from(webauthnChallenges);
    const challenge = await signInChallenge();
    const rows = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, challenge));
    expect(rows).toHaveLength(1);
    await signIn(softwarePasskey(RP_ID, ORIGIN), challenge);
    const after = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, challenge));
    expect(after).toHaveLength(0);
    expect(before[0]!.n).toBeGreaterThanOrEqual(0);
  });
});

describe('removing a passkey', () => {
  it('removes it; sign-in with it then fails; another user’s passkey id answers 404', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { key, passkey } = await addPasskey(owner);
    const foreign = await remove(other.token, passkey._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PASSKEY_MESSAGES.notFound);
    expect((await remove(owner.token, passkey._id)).statusCode).toBe(200);
    expect(await list(owner.token)).toEqual([]);
    expect((await remove(owner.token, passkey._id)).statusCode).toBe(404);
    const res = await signIn(key);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.unknownCredential);
  });

  it('deleting the account removes its passkeys', async () => {
    const owner = await registerUser(t.app);
    const { passkey } = await addPasskey(owner);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(owner.token),
      payload: { password: owner.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey._id));
    expect(left).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers 400 naming the fields, never a 500', async () => {
    const account = await registerUser(t.app);
    const cases: unknown[] = [
      {},
      { credential: null },
      { credential: { id: 'a\u0000b', rawId: 'x', type: 'public-key', response: {} } },
      {
        credential: {
          id: 'x'.repeat(100_000),
          rawId: 'x',
          type: 'public-key',
          response: { clientDataJSON: 'x', authenticatorData: 'x', signature: 'x' },
        },
      },
      {
        credential: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'not json at all', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    ];
    for (const payload of cases) {
      const res = await post('/sign-in/verify', payload);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const bad = await post('/sign-in/verify', { credential: { id: 'a', type: 'x' } });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().issues as Array<{ path: string }>).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['credential.rawId', 'credential.type']));

    // Base64url that is not JSON: a refused ceremony, not a crash.
    const garbage = await post('/sign-in/verify', {
      credential: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' },
      },
    });
    expect(garbage.statusCode).toBe(401);

    const noName = await post(
      '/registration/verify',
      { name: ' ', credential: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
      account.token,
    );
    expect(noName.statusCode).toBe(400);
    expect((noName.json().issues as Array<{ path: string }>).map((i) => i.path)).toEqual(
      expect.arrayContaining(['name', 'credential.response.clientDataJSON']),
    );
    const longId = await remove(account.token, 'x'.repeat(2000));
    expect(longId.statusCode).toBe(400);
  });
});

describe('metrics', () => {
  it('counts passkey sign-ins and failures in pawrx_sign_ins_total, like the password', async () => {
    const m = await createTestApp({ METRICS_PORT: '0' });
    try {
      const account = await registerUser(m.app);
      const key = softwarePasskey(RP_ID, ORIGIN);
      const call = (url: string, payload?: object, token?: string) =>
        m.app.inject({
          method: 'POST',
          url: `/api/auth/passkeys${url}`,
          ...(payload ? { payload } : {}),
          headers: token ? bearer(token) : {},
        });
      const add = (
        await call('/registration/options', { password: account.password }, account.token)
      ).json().data.challenge as string;
      expect(
        (
          await call(
            '/registration/verify',
            { name: 'k', credential: key.attest(add) },
            account.token,
          )
        ).statusCode,
      ).toBe(201);
      const challenge = async () =>
        (await call('/sign-in/options')).json().data.challenge as string;
      expect(
        (await call('/sign-in/verify', { credential: key.assert(await challenge()) })).statusCode,
      ).toBe(200);
      const stranger = softwarePasskey(RP_ID, ORIGIN);
      expect(
        (await call('/sign-in/verify', { credential: stranger.assert(await challenge()) }))
          .statusCode,
      ).toBe(401);
      const address = m.app.metricsAddress?.();
      const text = await (await fetch(`http://127.0.0.1:${address!.port}/metrics`)).text();
      expect(text).toMatch(/^pawrx_sign_ins_total\{outcome="success"\} 1$/m);
      expect(text).toMatch(/^pawrx_sign_ins_total\{outcome="failure"\} 1$/m);
    } finally {
      await m.close();
    }
  });
});
