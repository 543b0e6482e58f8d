import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outbox, petMembers } from '../db/schema';
import { startSmtpSink, type ReceivedMail } from '../test/smtp-sink';
import { movableClock } from '../test/schedule-fixtures';
import { call, person } from '../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPet } from '../features/pets/pets.test-helpers';
import { MAIL_LEASE_MS, MAIL_RETRY_WINDOW_MS, Mailer, retryDelayMs } from './mailer';

// Mail as a durable queue (decision 033): what is asked for while SMTP is down goes out once it is
// back; retries keep their Message-ID; senders never share a row, even one that stalls past its
// lease; a mail nobody takes for 24 hours is dead and the operator is told; a sent mail keeps no
// text; a request that rolls back sends nothing.

const clock = movableClock();
const SMTP_TIMEOUT_MS = 400;
let t: TestApp;
let port: number;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

beforeAll(async () => {
  // A port with nothing on it yet: SMTP is down when the app starts.
  const probe = await startSmtpSink();
  port = probe.port;
  await probe.close();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
      SUPPORT_INBOX: 'help@pawrx.test',
    },
    { now: clock.now },
  );
});
afterEach(async () => {
  await t.app.ctx.mailer.drain();
});
afterAll(async () => {
  await t.close();
  await sink?.close();
});

const messageIdOf = (mail: ReceivedMail) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1];
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());
const silentLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };

describe('an SMTP outage', () => {
  it('delivers every mail asked for during it exactly once after SMTP is back', async () => {
    const owner = await person(t.app, 'Outage Owner');
    const petId = (await createPet(t.app, owner.token, { name: 'Pip' }))._id;
    const forgetful = await person(t.app, 'Forgetful');
    // Registering queued each account's verification email (issue 25); this test follows the
    // three mails asked for during the outage, so those are set aside first.
    await t.database.db.delete(outbox);

    // SMTP is down: a reset, an invitation and a support request are all asked for.
    expect(
      (
        await call(t.app, forgetful, 'POST', '/api/auth/forgot-password', {
          email: forgetful.email,
        })
      ).statusCode,
    ).toBe(200);
    const invited = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: 'sitter-outage@example.com',
      role: 'caregiver',
    });
    expect(invited.statusCode).toBe(201);
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: {
        name: 'Dee',
        email: 'dee@example.com',
        subject: 'During the outage',
        category: 'technical',
        message: 'Hello',
      },
    });
    expect(support.statusCode).toBe(201);
    await t.app.ctx.mailer.drain();
    const waiting = await t.database.db.select().from(outbox).where(eq(outbox.status, 'queued'));
    expect(waiting).toHaveLength(3);
    expect(waiting.every((m) => m.attempts >= 1 && m.error)).toBe(true);

    // A minute later SMTP is back; the next retry of each mail falls due soon after.
    sink = await startSmtpSink({ port });
    later(60_000);
    await t.app.ctx.mailer.drain();
    later(60_000);
    await t.app.ctx.mailer.drain();
    const to = sink.mails.map((m) => m.to[0]).sort();
    expect(to).toEqual([forgetful.email, 'help@pawrx.test', 'sitter-outage@example.com'].sort());
    expect(sink.mails.find((m) => m.to[0] === forgetful.email)!.decoded).toMatch(
      /reset-password\//,
    );

    // Nothing goes out twice, however many passes follow.
    later(3 * 3600_000);
    await t.app.ctx.mailer.drain();
    expect(sink.mails).toHaveLength(3);
    // Sent: only metadata stays.
    const sent = await t.database.db.select().from(outbox);
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    for (const mail of sent) {
      expect(mail.text).toBeNull();
      expect(mail.html).toBeNull();
      expect(mail.sentAt).not.toBeNull();
      expect(mail.messageId).toMatch(/^<[\w-]+@pawrx\.local>$/);
    }
  });

  it('retries a send that timed out with the same Message-ID', async () => {
    sink!.mails.length = 0;
    // The server keeps the message but answers after the sender has given up.
    sink!.setReplyDelay(SMTP_TIMEOUT_MS * 5);
    const mailId = await t.app.ctx.mailer.send({
      to: 'slow@example.com',
      subject: 'Timed out once',
      text: 'hello',
    });
    await t.app.ctx.mailer.drain();
    const [afterTimeout] = await t.database.db.select().from(outbox).where(eq(outbox.id, mailId));
    expect(afterTimeout).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterTimeout!.text).toBe('hello');

    sink!.setReplyDelay(0);
    later(retryDelayMs(1));
    await t.app.ctx.mailer.drain();
    const copies = sink!.mails.filter((m) => m.to.includes('slow@example.com'));
    expect(copies).toHaveLength(2);
    expect(messageIdOf(copies[0]!)).toBe(afterTimeout!.messageId);
    expect(messageIdOf(copies[1]!)).toBe(afterTimeout!.messageId);
    const [settled] = await t.database.db.select().from(outbox).where(eq(outbox.id, mailId));
    expect(settled).toMatchObject({ status: 'sent', attempts: 2, text: null });
  });
});

describe('several senders', () => {
  it('never send the same row twice, two workers at once', async () => {
    sink!.mails.length = 0;
    const other = new Mailer(t.database.db, silentLog(), {
      from: 'PawRx <no-reply@pawrx.local>',
      smtpUrl: sink!.url,
      now: clock.now,
    });
    const ids = await t.database.db.transaction(async (tx) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.ctx.mailer.enqueue(tx, {
            to: `many-${i}@example.com`,
            subject: `#${i}`,
            text: 'x',
          }),
        ),
      ),
    );
    await Promise.all([t.app.ctx.mailer.drain(), other.drain()]);
    other.close();
    const to = sink!.mails.map((m) => m.to[0]);
    expect(to).toHaveLength(30);
    expect(new Set(to).size).toBe(30);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.attempts === 1)).toBe(true);
  });

  it('leaves alone a row it claimed but reached only after its lease ran out', async () => {
    sink!.mails.length = 0;
    const stalled = new Mailer(t.database.db, silentLog(), {
      from: 'PawRx <no-reply@pawrx.local>',
      smtpUrl: sink!.url,
      now: clock.now,
    });
    await t.app.ctx.mailer.enqueue(t.database.db, {
      to: 'once@example.com',
      subject: 'Once',
      text: 'x',
    });
    const claim = await stalled.claim();
    expect(claim.rows).toHaveLength(1);
    // The stalled sender's lease runs out; another process sends the row.
    later(MAIL_LEASE_MS + 60_000);
    await t.app.ctx.mailer.drain();
    expect(sink!.mails).toHaveLength(1);
    // The stalled sender wakes up: its claim is stale, and nothing is sent again.
    const pass = await stalled.deliverClaimed(claim.token, claim.rows);
    expect(pass).toMatchObject({ sent: 0, lost: 1 });
    stalled.close();
    expect(sink!.mails).toHaveLength(1);
  });
});

describe('a mail nobody will take', () => {
  it('is retried with backoff for 24 hours, then dead, with an error line and no body', async () => {
    const log = silentLog();
    const refused = new Mailer(t.database.db, log, {
      from: 'PawRx <no-reply@pawrx.local>',
      smtpUrl: 'smtp://127.0.0.1:1',
      now: clock.now,
    });
    const start = clock.now().getTime();
    const id = await refused.enqueue(t.database.db, {
      to: 'nobody@example.com',
      subject: 'Never arrives',
      text: 'secret-reset-link-text',
    });
    const row = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    // Follow the schedule, one due attempt at a time, until just before 24 hours.
    let attempts = 0;
    for (;;) {
      const due = (await row()).nextAttemptAt.getTime();
      if (due - start >= MAIL_RETRY_WINDOW_MS) break;
      clock.set(new Date(due).toISOString());
      await refused.runPass();
      attempts += 1;
      expect((await row()).status).toBe('queued');
    }
    // Backoff: far fewer attempts than one a minute, and the gaps grow.
    expect(attempts).toBeGreaterThan(5);
    expect(attempts).toBeLessThan(60);
    expect((await row()).text).toBe('secret-reset-link-text');

    clock.set(new Date((await row()).nextAttemptAt).toISOString());
    await refused.runPass();
    refused.close();
    const dead = await row();
    expect(dead).toMatchObject({ status: 'dead', text: null, html: null });
    expect(log.error).toHaveBeenCalledTimes(1);
    const [fields, message] = log.error.mock.calls[0]! as [Record<string, unknown>, string];
    expect(message).toMatch(/dead/);
    expect(fields).toMatchObject({ mailId: id, subject: 'Never arrives', deadMails: 1 });
    expect(JSON.stringify(fields)).not.toContain('secret-reset-link-text');
  });
});

describe('a request that fails after its mail was queued', () => {
  it('sends nothing: the mail rolls back with the request', async () => {
    sink!.mails.length = 0;
    const owner = await person(t.app, 'Rollback Owner');
    const petId = (await createPet(t.app, owner.token, { name: 'Rolly' }))._id;
    // The activity entry, written after the invitation's email is queued, fails.
    await t.database.db.execute(sql`
      create function refuse_activity() returns trigger language plpgsql as
      $$ begin raise exception 'activity refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_activity before insert on pet_activity
      for each row execute function refuse_activity()`);
    try {
      const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
        email: 'never-invited@example.com',
        role: 'caregiver',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_activity on pet_activity`);
      await t.database.db.execute(sql`drop function refuse_activity()`);
    }
    await t.app.ctx.mailer.drain();
    expect(sink!.mails.filter((m) => m.to.includes('never-invited@example.com'))).toEqual([]);
    expect(await t.database.db.$count(outbox, eq(outbox.to, 'never-invited@example.com'))).toBe(0);
    expect(await t.database.db.$count(petMembers, eq(petMembers.petId, petId))).toBe(0);
  });
});
