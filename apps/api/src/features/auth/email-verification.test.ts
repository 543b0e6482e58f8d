import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 25 item 1 over a real SMTP server on loopback: the link in the email verifies the
// address, a new address takes effect only from its own link, and an unverified account gets
// no reminders and sends no invitations (decision 046).

const clock = movableClock();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: sink.url, APP_URL: 'http://pawrx.test', RATE_LIMIT_VERIFY_RESEND_PER_ACCOUNT: '2' },
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json()
    .data as { email: string; emailVerified: boolean; pendingEmail?: string };

/** Waits for the next mail to `to` and returns its decoded text. */
async function nextMailTo(to: string, seen = 0): Promise<string> {
  for (;;) {
    const mails = sink.mails.filter((m) => m.to.includes(to));
    if (mails.length > seen) return mails[seen]!.decoded;
    await sink.waitFor(sink.mails.length + 1);
  }
}
const tokenIn = (mail: string) => {
  const match = /http:\/\/pawrx\.test\/PawRx\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail);
  expect(match, 'no verification link in the email').not.toBeNull();
  return match![1]!;
};

async function registerUnverified(extra: Record<string, unknown> = {}) {
  const account = await registerUser(t.app, extra, { verified: false });
  return { ...account, mail: await nextMailTo(account.email) };
}

describe('verifying the address', () => {
  it('signs in at once, mails a link, and the link verifies the address once', async () => {
    const { token, mail } = await registerUnverified({ name: 'Ada' });
    expect(mail).toContain('Verify your PawRx email address');
    expect(mail).toContain('Hello Ada');
    expect(await me(token)).toMatchObject({ emailVerified: false });

    const link = tokenIn(mail);
    const ok = await post('/api/auth/verify-email', { token: link });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: EMAIL_MESSAGES.verified });
    expect(await me(token)).toMatchObject({ emailVerified: true });

    const again = await post('/api/auth/verify-email', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_MESSAGES.tokenInvalid);
  });

  it('refuses a link older than 72 hours, and a made-up one', async () => {
    const { token, mail } = await registerUnverified();
    clock.set(new Date(clock.now().getTime() + 72 * 3600_000 + 1000).toISOString());
    const late = await post('/api/auth/verify-email', { token: tokenIn(mail) });
    expect(late.statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: 'made-up' })).statusCode).toBe(400);
    expect(await me(token)).toMatchObject({ emailVerified: false });
  });

  it('names the field of a bad body with a 400, never a 500', async () => {
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      const res = await post('/api/auth/verify-email', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('token');
    }
  });

  it('resends a fresh link until verified, limited per account with Retry-After', async () => {
    const { token, email } = await registerUnverified();
    const resent = await post('/api/auth/verify-email/resend', undefined, token);
    expect(resent.statusCode).toBe(200);
    const second = await nextMailTo(email, 1);
    expect((await post('/api/auth/verify-email/resend', undefined, token)).statusCode).toBe(200);
    const limited = await post('/api/auth/verify-email/resend', undefined, token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await post('/api/auth/verify-email', { token: tokenIn(second) })).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ emailVerified: true });
    const verified = await registerUser(t.app);
    const done = await post('/api/auth/verify-email/resend', undefined, verified.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(EMAIL_MESSAGES.alreadyVerified);
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
  });
});

describe('changing the address', () => {
  it('takes effect only from the new address, tells the old one, and moves the sign-in', async () => {
    const { token, email, password } = await registerUser(t.app, { name: 'Bo' });
    const newEmail = `bo-new-${Date.now()}@example.com`;

    const wrong = await post('/api/auth/email', { email: newEmail, password: 'nope-nope' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('password');
    const same = await post('/api/auth/email', { email, password }, token);
    expect(same.statusCode).toBe(400);
    const other = await registerUser(t.app);
    const taken = await post('/api/auth/email', { email: other.email, password }, token);
    expect(taken.statusCode).toBe(409);

    const asked = await post('/api/auth/email', { email: newEmail.toUpperCase(), password }, token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(EMAIL_MESSAGES.changeSent);
    const confirm = await nextMailTo(newEmail);
    expect(confirm).toContain('Confirm your new PawRx email address');
    const notice = await nextMailTo(email, 1); // after the registration's own
    expect(notice).toContain(`change its email address to ${newEmail}`);
    // Nothing changed yet: the old address still signs in and is the account's.
    expect(await me(token)).toMatchObject({ email, emailVerified: true, pendingEmail: newEmail });

    const done = await post('/api/auth/verify-email', { token: tokenIn(confirm) });
    expect(done.json()).toEqual({ success: true, message: EMAIL_MESSAGES.changed });
    const after = await me(token);
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect(after.pendingEmail).toBeUndefined();
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: newEmail, password })).statusCode).toBe(200);
  });

  it('answers 409 when another account registered the new address before the link was opened', async () => {
    const { token, password } = await registerUser(t.app);
    const wanted = `wanted-${Date.now()}@example.com`;
    expect((await post('/api/auth/email', { email: wanted, password }, token)).statusCode).toBe(
      200,
    );
    const link = tokenIn(await nextMailTo(wanted));
    await registerUser(t.app, { email: wanted });
    expect((await post('/api/auth/verify-email', { token: link })).statusCode).toBe(409);
  });

  it('is cancelled by a password reset (the old address was told how)', async () => {
    const { token, email, password } = await registerUser(t.app);
    const wanted = `hijack-${Date.now()}@example.com`;
    await post('/api/auth/email', { email: wanted, password }, token);
    const link = tokenIn(await nextMailTo(wanted));
    expect(await nextMailTo(email, 1)).toContain('is being changed'); // after the registration's
    await post('/api/auth/forgot-password', { email });
    const reset = /#\/reset-password\/([A-Za-z0-9_-]+)/.exec(await nextMailTo(email, 2))![1];
    expect(
      (await post(`/api/auth/reset-password/${reset}`, { password: 'fresh-pass-7' })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/verify-email', { token: link })).statusCode).toBe(400);
  });
});

describe('an unverified account', () => {
  it('invites nobody, and sees why', async () => {
    const { token } = await registerUser(t.app, {}, { verified: false });
    const pet = await createPet(t.app, token, { name: 'Rex' });
    const res = await post(
      `/api/pets/${pet._id}/members`,
      { email: 'friend@example.com', role: 'caregiver' },
      token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EMAIL_MESSAGES.inviteNeedsVerified);
  });

  it('gets no reminder until verified, then gets it', async () => {
    const { token, email, userId } = await registerUser(t.app, {}, { verified: false });
    const day = clock.day(10);
    clock.set(`${day}T07:00:00Z`);
    const pet = await createPet(t.app, token, { name: 'Milo' });
    await addScheduledMedication(t.app, token, pet._id, { doseTimes: ['08:00'], startDate: day });
    clock.set(`${day}T08:00:00Z`);
    expect((await t.app.ctx.reminders.tick())!.sent).toBe(0);

    const { verifyEmailOf } = await import('../../test/test-app');
    await verifyEmailOf(t.app, userId, email);
    clock.set(`${day}T08:01:00Z`);
    expect((await t.app.ctx.reminders.tick())!.sent).toBe(1);
  });
});
