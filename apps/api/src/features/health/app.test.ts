import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability } from '../../db/availability';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health and /api/openapi.json', () => {
  it('reports ok once migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', pid: process.pid });
  });

  it('answers 503 while the database is away, and every API request too, until it is back', async () => {
    let reachable = false;
    const original = t.app.ctx.availability;
    const availability = new DatabaseAvailability(
      async () => {
        if (!reachable) throw new Error('Connection terminated unexpectedly');
      },
      { info: () => {}, warn: () => {} },
      5,
    );
    t.app.ctx.availability = availability;
    try {
      availability.reportLost(new Error('Connection terminated unexpectedly'));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        success: false,
        message: 'The service is temporarily unavailable, please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
        status: 'unavailable',
        database: 'down',
        pid: process.pid,
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'whatever' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('1');
      expect(login.json()).toEqual({
        success: false,
        message: 'The service is temporarily unavailable, please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });

      reachable = true;
      await vi.waitFor(() => expect(availability.isDown).toBe(false));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      availability.stop();
      t.app.ctx.availability = original;
    }
  });

  it.each([
    ['the health check', '/api/health'],
    ['an unknown API route', '/api/nowhere'],
    ['the web app', '/PawRx/'],
  ])('sends the security headers on %s', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login']),
    );
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('email');
  });
});

describe('bad input never yields a 500 or a stack trace', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('answers an unknown API route with a 404 JSON body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
  });

  it.each([
    ['a body that is an array', ['x']],
    ['a number where a string belongs', { email: 5, password: 5 }],
    ['no body at all', undefined],
  ])('answers %s with a 400 that names fields and holds no stack', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().success).toBe(false);
  });

  it('checks the sign-in before the body, so a signed-out client learns nothing about validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('redirects / to /PawRx/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/PawRx/');
  });
});
