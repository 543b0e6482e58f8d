import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox, supportRequests } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

const INBOX = 'help-desk@pawrx.test';
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SUPPORT_INBOX: INBOX });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let ipCounter = 0;
/** Each call comes from its own address unless one is given, so the rate limit stays out of the way. */
const contact = (payload: object, headers: Record<string, string> = {}, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/contact',
    payload,
    headers,
    remoteAddress: ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });

const valid = (overrides: object = {}) => ({
  name: 'Zoë Müller',
  email: 'zoe.sender@example.com',
  subject: 'Cannot add a medication',
  category: 'technical',
  message: 'The save button does nothing.',
  urgent: false,
  ...overrides,
});

async function lastRequest() {
  const [row] = await t.database.db
    .select()
    .from(supportRequests)
    .orderBy(desc(supportRequests.createdAt))
    .limit(1);
  return row!;
}

describe('POST /api/support/contact', () => {
  it('stores the request, mails it to the support inbox over SMTP and answers success', async () => {
    const before = sink.mails.length;
    const res = await contact(valid({ subject: '  Cannot add a medication  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Support request sent successfully!' });

    const row = await lastRequest();
    expect(row).toMatchObject({
      name: 'Zoë Müller',
      email: 'zoe.sender@example.com',
      subject: 'Cannot add a medication',
      category: 'technical',
      message: 'The save button does nothing.',
      urgent: false,
      userId: null,
    });

    await sink.waitFor(before + 1);
    await t.app.ctx.mailer.drain();
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.id, row.mailId!));
    expect(queued).toMatchObject({ to: INBOX, status: 'sent', text: null, html: null });
    const mail = sink.mails[before]!;
    expect(mail.to).toEqual([INBOX]);
    expect(mail.decoded).toMatch(/^Reply-To: zoe\.sender@example\.com/m);
    expect(mail.decoded).toMatch(/^Subject: \[PawRx Support\] Technical Issue: Cannot add a/m);
    expect(mail.decoded).toContain('The save button does nothing.');
    expect(mail.decoded).toContain(`Request: ${row.id}`);
  });

  it('never mails the address typed into the form', async () => {
    const typed = 'victim@example.org';
    const before = sink.mails.length;
    await contact(valid({ email: typed }));
    await sink.waitFor(before + 1);
    // Nothing else is on its way once the mailer drains.
    await t.app.ctx.mailer.drain();
    const recipients = sink.mails.flatMap((m) => m.to);
    expect(recipients).not.toContain(typed);
    expect(new Set(recipients)).toEqual(new Set([INBOX]));
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, typed));
    expect(rows).toHaveLength(0);
  });

  it('escapes what the sender typed in the HTML part', async () => {
    const before = sink.mails.length;
    await contact(
      valid({ name: '<b>Eve</b>', message: 'Hi <script>alert("x")</script> & bye', urgent: true }),
    );
    await sink.waitFor(before + 1);
    const mail = sink.mails[before]!.decoded;
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; bye');
    expect(html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve');
    expect(mail).toMatch(/^Subject: \[URGENT\] \[PawRx Support\]/m);
  });

  it('links the request to the account when a valid token is sent, and to no one otherwise', async () => {
    const { token, userId } = await registerUser(t.app);
    await contact(valid({ subject: 'signed in' }), bearer(token));
    expect(await lastRequest()).toMatchObject({ subject: 'signed in', userId });

    await contact(valid({ subject: 'bad token' }), bearer('not-a-real-token'));
    expect(await lastRequest()).toMatchObject({ subject: 'bad token', userId: null });
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name'],
    ['an invalid email', { email: 'nope' }, 'email'],
    ['an unknown category', { category: 'billing' }, 'category'],
    ['a missing subject', { subject: '' }, 'subject'],
    ['a missing message', { message: undefined }, 'message'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }, 'subject'],
    ['a non-boolean urgent', { urgent: 'yes' }, 'urgent'],
  ])('rejects %s with 400 naming the field, storing nothing', async (_label, override, field) => {
    const [{ count: before }] = await countRequests();
    const res = await contact(valid(override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    const [{ count: after }] = await countRequests();
    expect(after).toBe(before);
  });

  it('accepts every category of spec §3 and defaults category and urgent', async () => {
    for (const category of [
      'general',
      'technical',
      'bug',
      'feature',
      'account',
      'medication',
      'emergency',
    ])
      expect((await contact(valid({ category }))).statusCode).toBe(201);
    const { category: _c, urgent: _u, ...rest } = valid({ subject: 'defaults' });
    expect((await contact(rest)).statusCode).toBe(201);
    expect(await lastRequest()).toMatchObject({ category: 'general', urgent: false });
  });

  it('answers 429 once an address has sent RATE_LIMIT_SUPPORT_PER_HOUR requests in the hour', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SUPPORT_PER_HOUR: '3' });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/support/contact',
          payload: valid(),
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await send('192.0.2.7')).statusCode).toBe(201);
      const blocked = await send('192.0.2.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await send('192.0.2.8')).statusCode).toBe(201);
      const rows = await limited.database.db.select().from(supportRequests);
      expect(rows).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });

  it('keeps the request in the outbox when no SMTP server is configured', async () => {
    const local = await createTestApp({ SUPPORT_INBOX: INBOX });
    try {
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: valid({ subject: 'no smtp' }),
      });
      expect(res.statusCode).toBe(201);
      await local.app.ctx.mailer.drain();
      const [row] = await local.database.db.select().from(supportRequests);
      expect(row).toMatchObject({ subject: 'no smtp' });
      const mails = await local.database.db.select().from(outbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ id: row!.mailId, to: INBOX, status: 'stored' });
      expect(mails[0]!.text).toContain('no smtp');
    } finally {
      await local.close();
    }
  });

  it('still stores the request and answers success when the mail cannot be sent', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: valid({ subject: 'smtp down' }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true });
      await broken.app.ctx.mailer.drain();
      const [row] = await broken.database.db.select().from(supportRequests);
      expect(row).toMatchObject({ subject: 'smtp down' });
      // Kept in the queue, with its text, for the next attempt.
      const [mail] = await broken.database.db.select().from(outbox);
      expect(mail).toMatchObject({ id: row!.mailId, status: 'queued', attempts: 1 });
      expect(mail!.text).toContain('smtp down');
    } finally {
      await broken.close();
    }
  });
});

function countRequests() {
  return t.database.db.$count(supportRequests).then((count) => [{ count }] as const);
}
