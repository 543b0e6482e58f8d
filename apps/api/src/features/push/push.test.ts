import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@pawrx/contracts/push';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { isAllowedPushEndpoint } from './push-endpoints';
import { PUSH_DEVICES_MAX } from './push.service';
import { resolveVapidKeys } from './vapid-keys';

// The push routes (decision 055): the public key, and each account's devices. Delivery, with a
// real HTTPS receiver, is push-delivery.test.ts.

const TEST_ORIGIN = 'https://push.test.example:8443';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

/** A browser's subscription as PushSubscription.toJSON() gives it (keys are random, valid sizes). */
const subscription = (
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const subscribe = (
  token: string,
  payload: object,
  userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(token), 'user-agent': userAgent },
    payload,
  });
const list = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/push/subscriptions',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ _id: string; service: string; device: string }>;
};

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOWED_ORIGINS: TEST_ORIGIN });
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key (65-byte P-256 point) to a signed-in user, 401 otherwise', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/push/public-key',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().data.publicKey as string, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('keeps a device once per endpoint: 201 the first time, 200 after, with its new keys', async () => {
    const body = subscription();
    const first = await subscribe(owner.token, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      service: 'fcm.googleapis.com',
      device: 'Chrome on Android',
      lastSentAt: null,
    });
    const again = await subscribe(owner.token, { ...body, keys: subscription().keys });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    const devices = await list(owner.token);
    expect(devices.map((d) => d._id)).toEqual([first.json().data._id]);
    // The list never shows the endpoint (a capability URL at the push service).
    expect(JSON.stringify(devices)).not.toContain(body.endpoint);
  });

  it('moves an endpoint to the account that subscribes it last (one browser, one subscription)', async () => {
    const body = subscription();
    await subscribe(owner.token, body);
    const moved = await subscribe(other.token, body);
    expect(moved.statusCode).toBe(200);
    expect((await list(other.token)).map((d) => d._id)).toContain(moved.json().data._id);
    expect((await list(owner.token)).map((d) => d._id)).not.toContain(moved.json().data._id);
  });

  it.each([
    ['an internal address', 'https://127.0.0.1/push'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/push'],
    ['a known host on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ['a bare suffix', 'https://notify.windows.com/w/x'],
    ['an allowed origin on another port', 'https://push.test.example/p'],
  ])('refuses %s with 400 (no request is made to it)', async (_label, endpoint) => {
    const res = await subscribe(owner.token, subscription(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PUSH_MESSAGES.endpointRefused,
      issues: [{ path: 'endpoint', message: PUSH_MESSAGES.endpointRefused }],
    });
  });

  it('accepts the browsers’ push services and PUSH_ALLOWED_ORIGINS', async () => {
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QO6x',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      `${TEST_ORIGIN}/p/1`,
    ])
      expect((await subscribe(other.token, subscription(endpoint))).statusCode).toBe(201);
  });

  it('names every bad field with 400', async () => {
    const cases: Array<[object, string[]]> = [
      [{}, ['endpoint', 'keys']],
      [{ ...subscription('http://fcm.googleapis.com/fcm/send/x') }, ['endpoint']],
      [{ ...subscription('not a url') }, ['endpoint']],
      [{ ...subscription(), keys: { p256dh: 'abc', auth: 'a+b/' } }, ['keys.p256dh', 'keys.auth']],
      [
        {
          ...subscription(),
          keys: { p256dh: subscription().keys.p256dh, auth: randomBytes(15).toString('base64url') },
        },
        ['keys.auth'],
      ],
      [{ ...subscription(`https://fcm.googleapis.com/${'x'.repeat(2100)}`) }, ['endpoint']],
    ];
    for (const [payload, paths] of cases) {
      const res = await subscribe(owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const named = (res.json().issues as Array<{ path: string }>).map((i) => i.path);
      expect(named.sort()).toEqual([...paths].sort());
    }
  });

  it('401 without a sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: subscription(),
    });
    expect(res.statusCode).toBe(401);
  });

  it(`409 past ${PUSH_DEVICES_MAX} devices`, async () => {
    const crowded = await registerUser(t.app);
    for (let i = 0; i < PUSH_DEVICES_MAX; i++)
      expect((await subscribe(crowded.token, subscription())).statusCode).toBe(201);
    expect((await subscribe(crowded.token, subscription())).statusCode).toBe(409);
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  it('removes the account’s own device; another account’s, or none, is 404', async () => {
    const mine = (await subscribe(owner.token, subscription())).json().data._id as string;
    const url = `/api/push/subscriptions/${mine}`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect((await list(owner.token)).map((d) => d._id)).toContain(mine);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect((await list(owner.token)).map((d) => d._id)).not.toContain(mine);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    const junk = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions/not-a-uuid',
      headers: bearer(owner.token),
    });
    expect(junk.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
  });
});

describe('the reminder channel setting', () => {
  it('defaults to both, takes push or email, refuses anything else naming the field', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(owner.token),
    });
    expect(me.json().data.reminderChannel).toBe('both');
    const put = (reminderChannel: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(owner.token),
        payload: { reminderChannel },
      });
    expect((await put('push')).json().data.reminderChannel).toBe('push');
    const bad = await put('sms');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('reminderChannel');
    expect((await put('both')).json().data.reminderChannel).toBe('both');
  });
});

describe('push endpoint rule and VAPID keys', () => {
  it('allows only https on the known hosts (default port) and listed origins', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/a', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://FCM.googleapis.com/fcm/send/a', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/a', [])).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/a', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost:9/x', ['https://localhost:9'])).toBe(true);
    expect(isAllowedPushEndpoint('https://localhost:10/x', ['https://localhost:9'])).toBe(false);
  });

  it('derives one stable pair from the signing secret, and checks a configured pair', () => {
    const secret = randomBytes(48);
    const derived = resolveVapidKeys({}, secret);
    expect(resolveVapidKeys({}, secret)).toEqual(derived);
    expect(resolveVapidKeys({}, randomBytes(48)).publicKey).not.toBe(derived.publicKey);
    expect(
      resolveVapidKeys(
        { publicKey: derived.publicKey, privateKey: derived.privateKey },
        randomBytes(48),
      ),
    ).toEqual(derived);
    const other = resolveVapidKeys({}, randomBytes(48));
    expect(() =>
      resolveVapidKeys({ publicKey: other.publicKey, privateKey: derived.privateKey }, secret),
    ).toThrow(/not one P-256 key pair/);
  });
});
