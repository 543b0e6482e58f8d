import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_MESSAGES } from '@pawrx/contracts/sessions';
import { sessions } from '../../db/schema';
import { movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { deviceName } from './sessions.service';

// Issue 25 item 5 (decision 046): where the account is signed in, ending one sign-in or all the
// others at once, and "last seen" written at most once a minute.

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Listed = { _id: string; device: string; ip: string | null; current: boolean } & Record<
  string,
  unknown
>;
const list = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
};
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const end = (token: string, id = '') =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });

async function signIns() {
  const account = await registerUser(t.app, {}, { verified: false });
  const login = (ua: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      headers: { 'user-agent': ua },
    });
  const laptop = (await login(FIREFOX_WINDOWS)).json().token as string;
  const phone = (await login(SAFARI_IPHONE)).json().token as string;
  return { account, laptop, phone };
}

describe('GET /api/auth/sessions', () => {
  it('lists each sign-in with its device and address, this one marked', async () => {
    const { laptop } = await signIns();
    const listed = await list(laptop);
    expect(listed).toHaveLength(3); // registration, laptop, phone
    expect(listed.map((s) => s.device).sort()).toEqual(
      ['Firefox on Windows', 'Safari on iOS', 'Unknown device'].sort(),
    );
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Windows']);
    expect(listed[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['_id', 'createdAt', 'current', 'device', 'ip', 'lastSeenAt'].sort(),
    );
  });

  it('names devices from the User-Agent, and nothing from a blank or odd one', () => {
    expect(deviceName(null)).toBe(SESSION_MESSAGES.unknownDevice);
    expect(deviceName('   ')).toBe(SESSION_MESSAGES.unknownDevice);
    expect(deviceName('curl/8.5.0')).toBe(SESSION_MESSAGES.unknownDevice);
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari on iOS');
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends that sign-in on its very next request, though it was cached', async () => {
    const { laptop, phone } = await signIns();
    expect((await me(phone)).statusCode).toBe(200); // now in the session cache
    const phoneId = (await list(phone)).find((s) => s.current)!._id;
    const res = await end(laptop, phoneId);
    expect(res.json()).toEqual({ success: true, message: SESSION_MESSAGES.ended });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s._id)).not.toContain(phoneId);
    expect((await end(laptop, phoneId)).statusCode).toBe(404); // already ended
  });

  it("answers 404 for another account's session, an unknown id and a malformed one", async () => {
    const mine = await signIns();
    const theirs = await signIns();
    const theirId = (await list(theirs.laptop))[0]!._id;
    for (const id of [theirId, '6f1c1f8e-59a4-4c0c-9d55-0c0f3f6f0e11', 'not-a-uuid']) {
      const res = await end(mine.laptop, id);
      expect(res.statusCode, id).toBe(404);
    }
    expect((await me(theirs.laptop)).statusCode).toBe(200);
    expect((await end(mine.laptop, 'x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('DELETE /api/auth/sessions (sign out everywhere else)', () => {
  it('ends every other sign-in and keeps this one', async () => {
    const { laptop, phone } = await signIns();
    expect((await me(phone)).statusCode).toBe(200);
    const res = await end(laptop);
    expect(res.json()).toEqual({
      success: true,
      message: SESSION_MESSAGES.endedOthers(2),
      data: { ended: 2 },
    });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
    expect((await end(laptop)).json().data).toEqual({ ended: 0 });
  });
});

describe('last seen', () => {
  it('is written on use at most once a minute, not on every request', async () => {
    const { laptop } = await signIns();
    const id = (await list(laptop)).find((s) => s.current)!._id;
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt;
    const start = clock.now().getTime();
    expect((await lastSeen())?.getTime()).toBe(start);
    clock.set(new Date(start + 30_000).toISOString());
    for (let i = 0; i < 5; i += 1) await me(laptop);
    expect((await lastSeen())?.getTime()).toBe(start);
    clock.set(new Date(start + 61_000).toISOString());
    await me(laptop);
    expect((await lastSeen())?.getTime()).toBe(start + 61_000);
    expect((await list(laptop)).find((s) => s.current)!.lastSeenAt).toBe(
      new Date(start + 61_000).toISOString(),
    );
  });
});
