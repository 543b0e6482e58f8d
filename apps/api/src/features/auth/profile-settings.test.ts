import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A low public-link limit: this file calls public links only in the rate-limit test below.
  t = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '2' });
});
afterAll(() => t.close());

describe('account time zone and reminders', () => {
  it('keeps the time zone sent on sign-up, defaulting to UTC, with reminders on', async () => {
    const zoned = await registerUser(t.app, { timezone: 'Australia/Sydney' });
    const plain = await registerUser(t.app);
    const me = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json()
        .data;
    expect(await me(zoned.token)).toMatchObject({
      timezone: 'Australia/Sydney',
      remindersEnabled: true,
    });
    expect((await me(plain.token)).timezone).toBe('UTC');
  });

  it('changes both in PUT /api/auth/profile', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { timezone: 'Europe/Berlin', remindersEnabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ timezone: 'Europe/Berlin', remindersEnabled: false });
  });

  it.each([
    ['register', 'POST', '/api/auth/register'],
    ['profile', 'PUT', '/api/auth/profile'],
  ] as const)('rejects an unknown time zone on %s with 400', async (_label, method, url) => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      payload: {
        name: 'Zed',
        email: 'zed@example.com',
        password: 'secret-pass-1',
        timezone: 'Mars/Olympus',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'timezone',
      message: 'Use an IANA time zone such as Europe/London',
    });
  });
});

describe('OpenAPI document', () => {
  it('documents the dose, calendar and dose-link routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/pets/{petId}/doses',
        '/api/pets/{petId}/medications/{medicationId}/doses',
        '/api/calendar/feed',
        '/api/calendar/feed/reset',
        '/api/calendar/feed/{token}',
        '/api/dose-links/{token}',
      ]),
    );
    const medication =
      doc.paths['/api/pets/{petId}/medications'].post.requestBody.content['application/json'].schema
        .properties;
    expect(medication).toHaveProperty('doseTimes');
    expect(medication).toHaveProperty('supplyQuantity');
  });
});

describe('public link rate limit', () => {
  it('answers 429 past RATE_LIMIT_PUBLIC_LINK_PER_MINUTE, across dose links and feeds', async () => {
    const codes: number[] = [];
    for (const url of ['/api/dose-links/x.y', '/api/calendar/feed/x.y.ics', '/api/dose-links/x.y'])
      codes.push((await t.app.inject({ method: 'GET', url })).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});
