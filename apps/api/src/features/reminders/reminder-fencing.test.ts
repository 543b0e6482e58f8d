import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { reminderSends } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import * as repo from './reminders.repository';
import {
  deliverClaimed,
  LEASE_MS,
  planOnce,
  REMINDER_RETENTION_MS,
  type RunResult,
} from './reminders.service';

// Fenced reminders (decision 033): a worker that stalls between its claim and its settle, past
// the lease, finds its claim token stale and queues nothing, so the owner gets one email; settled
// rows are pruned after the retention period.

const clock = movableClock();
const D = clock.day();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const emptyResult = (): RunResult => ({ planned: 0, sent: 0, cancelled: 0, failed: 0 });

describe('a reminder worker stalled past its lease', () => {
  it('never causes a second email', async () => {
    clock.set(`${D}T07:00:00Z`);
    const owner = await registerUser(t.app, { name: 'Stall Owner' });
    const petId = (await createPet(t.app, owner.token, { name: 'Rex' }))._id;
    await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Pimobendan',
      doseTimes: ['09:00'],
      startDate: D,
    });
    // A second process on the same database.
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      JWT_SECRET: t.app.ctx.env.JWT_SECRET,
      SMTP_URL: sink.url,
    });
    const other = await buildApp({ env, database: t.database, now: clock.now, logger: false });
    try {
      clock.set(`${D}T09:00:00Z`);
      expect((await planOnce(t.app.ctx))?.planned).toBe(1);
      // This worker claims the reminder, then stalls (a long GC pause, a frozen VM...).
      const claimed = await repo.claim(t.database.db, clock.now(), LEASE_MS, 50);
      expect(claimed).toHaveLength(1);

      // Its lease runs out; the other process claims the reminder and emails it.
      clock.set(new Date(clock.now().getTime() + LEASE_MS + 60_000).toISOString());
      const theirs = await other.ctx.reminders.tick();
      expect(theirs).toMatchObject({ sent: 1 });
      await other.ctx.mailer.drain();
      expect(sink.mails.filter((m) => m.decoded.includes('Pimobendan'))).toHaveLength(1);

      // The stalled worker wakes up and carries on with what it claimed: its token is stale.
      const result = emptyResult();
      await deliverClaimed(t.app.ctx, claimed, result);
      expect(result).toMatchObject({ sent: 0, lost: 1 });
      await t.app.ctx.mailer.drain();
      await other.ctx.mailer.drain();
      expect(sink.mails.filter((m) => m.decoded.includes('Pimobendan'))).toHaveLength(1);
      const [row] = await t.database.db
        .select()
        .from(reminderSends)
        .where(eq(reminderSends.id, claimed[0]!.id));
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(row!.mailId).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('settled reminders', () => {
  it('are pruned after the retention period; pending ones stay', async () => {
    const owner = await registerUser(t.app, { name: 'Prune Owner' });
    const now = clock.now().getTime();
    const old = new Date(now - REMINDER_RETENTION_MS - 3600_000);
    const recent = new Date(now - REMINDER_RETENTION_MS + 3600_000);
    const subjectId = '00000000-0000-4000-8000-000000000001';
    await t.database.db.insert(reminderSends).values([
      { kind: 'refill', subjectId, userId: owner.userId, dueAt: old, status: 'sent' },
      { kind: 'dose', subjectId, userId: owner.userId, dueAt: old, status: 'cancelled' },
      { kind: 'vaccination-due', subjectId, userId: owner.userId, dueAt: old, status: 'pending' },
      { kind: 'vaccination-soon', subjectId, userId: owner.userId, dueAt: recent, status: 'sent' },
    ]);
    const planning = await planOnce(t.app.ctx);
    expect(planning?.pruned).toBe(2);
    const left = await t.database.db
      .select({ kind: reminderSends.kind })
      .from(reminderSends)
      .where(eq(reminderSends.subjectId, subjectId));
    expect(left.map((r) => r.kind).sort()).toEqual(['vaccination-due', 'vaccination-soon']);
  });
});
