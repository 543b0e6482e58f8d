import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app';
import { startSmtpSink } from '../../test/smtp-sink';

// The whole reset flow over a real SMTP server on loopback, with a clock the test can move.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: sink.url, APP_URL: 'http://pawrx.test' },
    { now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function requestResetLink(email: string): Promise<string> {
  const before = sink.mails.length;
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  await sink.waitFor(before + 1);
  const mail = sink.mails[before]!;
  expect(mail.to).toEqual([email]);
  const link = /http:\/\/pawrx\.test\/PawRx\/#\/reset-password\/([A-Za-z0-9_-]+)/.exec(
    mail.decoded,
  );
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('forgot and reset password', () => {
  it('mails a link that resets the password once and revokes every session', async () => {
    const { email, password, token: oldSession } = await registerUser(t.app);
    // Used once first, so the session is also in the in-process session cache.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldSession) }))
        .statusCode,
    ).toBe(200);
    const resetToken = await requestResetLink(email);

    const reset = await post(`/api/auth/reset-password/${resetToken}`, { password: 'brand-new-1' });
    expect(reset.json()).toEqual({ success: true, message: 'Password reset successful!' });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldSession) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand-new-1' })).statusCode).toBe(
      200,
    );

    const again = await post(`/api/auth/reset-password/${resetToken}`, { password: 'another-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired');
  });

  it('refuses a link older than 10 minutes', async () => {
    const { email } = await registerUser(t.app);
    const resetToken = await requestResetLink(email);
    clock += 10 * 60_000 + 1000;
    const res = await post(`/api/auth/reset-password/${resetToken}`, { password: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await registerUser(t.app);
    const before = sink.mails.length;
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await sink.waitFor(before + 1);
    // Every mail the two requests started has been handed to SMTP once the mailer drains.
    await t.app.ctx.mailer.drain();
    expect(sink.mails.length).toBe(before + 1);
  });

  it('enforces the password rule on reset', async () => {
    const res = await post('/api/auth/reset-password/whatever', { password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters long');
  });

  it('refuses a common password and keeps the link usable', async () => {
    const { email } = await registerUser(t.app);
    const resetToken = await requestResetLink(email);
    const common = await post(`/api/auth/reset-password/${resetToken}`, { password: 'iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      success: false,
      message: 'This password is one of the most common and easy to guess. Please choose another',
      issues: [{ path: 'password' }],
    });
    const ok = await post(`/api/auth/reset-password/${resetToken}`, { password: 'brand-new-1' });
    expect(ok.statusCode).toBe(200);
  });

  it('rejects a made-up token', async () => {
    const res = await post('/api/auth/reset-password/made-up-token', { password: 'abcdef' });
    expect(res.statusCode).toBe(400);
  });
});

describe('forgot password when mail delivery fails', () => {
  it('still answers 200 with the same message', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const { email } = await registerUser(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
