import {
  DOSE_LINK_VALIDITY_HOURS,
  VACCINATION_REMINDER_DAYS_BEFORE,
} from '@pawrx/contracts/dose-schedule';
import { MISSED_AFTER_MINUTES } from '@pawrx/contracts/doses';
import { addDays, localDateOf } from '@pawrx/contracts/zoned-time';
import type { AppContext } from '../../lib/context';
import { findDoseLog, isScheduledDose } from '../../lib/dose-log';
import { latestVaccinations } from '../../lib/latest-vaccinations';
import { hashToken, signedToken } from '../../lib/public-token';
import {
  doseReminderEmail,
  formatLocal,
  refillReminderEmail,
  vaccinationReminderEmail,
} from './reminder-emails';
import {
  dayKey,
  dueDoseTimes,
  refillDueFor,
  runsOutOn,
  vaccinationReminderKind,
} from './reminder-planner';
import * as repo from './reminders.repository';

// One pass of the reminder job: plan (record every reminder now due, idempotently), then deliver
// (claim pending rows, re-check each against current data, send, settle).

type Ctx = Pick<AppContext, 'db' | 'env' | 'mailer' | 'jwtSecret' | 'now'>;

/** A claimed row is held this long; a sender that dies mid-way frees its rows when it runs out. */
const LEASE_MS = 15 * 60_000;
/** Delivery attempts before a reminder is given up on (SMTP down for an hour or more). */
const MAX_ATTEMPTS = 5;
const BATCH = 50;
export const DOSE_LINK_PURPOSE = 'dose';

export interface RunResult {
  planned: number;
  sent: number;
  cancelled: number;
  failed: number;
}

async function plan(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const rows: repo.NewReminderRow[] = [];
  for (const r of await repo.remindableMedications(ctx.db)) {
    for (const at of dueDoseTimes(r.med, r.timezone, now))
      rows.push({ kind: 'dose', subjectId: r.med.id, userId: r.userId, dueAt: at });
    const refill = refillDueFor(r.med, r.timezone, now);
    if (refill)
      rows.push({ kind: 'refill', subjectId: r.med.id, userId: r.userId, dueAt: dayKey(refill) });
  }
  // Every zone's today lies within a day of UTC's, so this window holds every candidate.
  const utcToday = now.toISOString().slice(0, 10);
  const vaccinationRows = await repo.remindableVaccinations(
    ctx.db,
    addDays(utcToday, -2),
    addDays(utcToday, VACCINATION_REMINDER_DAYS_BEFORE + 1),
  );
  const latest = new Set(
    latestVaccinations(vaccinationRows.map((r) => r.vaccination)).map((v) => v.id),
  );
  for (const r of vaccinationRows) {
    const v = r.vaccination;
    if (!v.nextDue || !latest.has(v.id)) continue;
    const kind = vaccinationReminderKind(v.nextDue, r.timezone, now);
    if (kind) rows.push({ kind, subjectId: v.id, userId: r.userId, dueAt: dayKey(v.nextDue) });
  }
  return repo.enqueue(ctx.db, rows);
}

type Composed = { to: string; subject: string; text: string; html?: string } | null;

/** The email for a claimed reminder, or null when it no longer applies (logged, turned off, changed). */
async function compose(ctx: Ctx, reminder: repo.ReminderRow): Promise<Composed> {
  const now = ctx.now();
  if (reminder.kind === 'dose' || reminder.kind === 'refill') {
    const r = await repo.medicationWithRecipient(ctx.db, reminder.subjectId);
    if (!r || r.med.status !== 'active' || !r.med.remindersEnabled || !r.userRemindersEnabled)
      return null;
    if (reminder.kind === 'refill') {
      if (runsOutOn(r.med) !== localDateOf(reminder.dueAt, 'UTC')) return null;
      return {
        to: r.email,
        ...refillReminderEmail({
          ownerName: r.userName,
          petName: r.petName,
          medicationName: r.med.name,
          runsOutOn: localDateOf(reminder.dueAt, 'UTC'),
        }),
      };
    }
    const at = reminder.dueAt;
    if (now.getTime() - at.getTime() >= MISSED_AFTER_MINUTES * 60_000) return null;
    if (!isScheduledDose(r.med, at, r.timezone)) return null;
    if (await findDoseLog(ctx.db, r.med.id, at)) return null;
    const expiresAt = new Date(now.getTime() + DOSE_LINK_VALIDITY_HOURS * 3600_000);
    const tokens = {
      given: signedToken(ctx.jwtSecret, DOSE_LINK_PURPOSE),
      skipped: signedToken(ctx.jwtSecret, DOSE_LINK_PURPOSE),
    };
    await repo.insertDoseLinks(
      ctx.db,
      (['given', 'skipped'] as const).map((action) => ({
        tokenHash: hashToken(tokens[action]),
        medicationId: r.med.id,
        scheduledAt: at,
        action,
        userId: r.userId,
        expiresAt,
      })),
    );
    const link = (token: string) => `${ctx.env.APP_URL}/api/dose-links/${token}`;
    return {
      to: r.email,
      ...doseReminderEmail({
        ownerName: r.userName,
        petName: r.petName,
        medicationName: r.med.name,
        dosage: r.med.dosage,
        when: formatLocal(at, r.timezone),
        givenUrl: link(tokens.given),
        skippedUrl: link(tokens.skipped),
      }),
    };
  }
  const r = await repo.vaccinationWithRecipient(ctx.db, reminder.subjectId);
  const dueOn = localDateOf(reminder.dueAt, 'UTC');
  if (!r || !r.userRemindersEnabled || r.vaccination.nextDue !== dueOn) return null;
  return {
    to: r.email,
    ...vaccinationReminderEmail({
      ownerName: r.userName,
      petName: r.petName,
      vaccine: r.vaccination.vaccine,
      dueOn,
      dueToday: reminder.kind === 'vaccination-due',
    }),
  };
}

async function deliver(ctx: Ctx, result: RunResult): Promise<void> {
  for (;;) {
    const claimed = await repo.claim(ctx.db, ctx.now(), LEASE_MS, BATCH);
    if (claimed.length === 0) return;
    for (const reminder of claimed) {
      const email = await compose(ctx, reminder);
      if (!email) {
        await repo.settle(ctx.db, reminder.id, { status: 'cancelled', at: ctx.now() });
        result.cancelled += 1;
        continue;
      }
      const status = await ctx.mailer.send(email);
      if (status !== 'failed') {
        await repo.settle(ctx.db, reminder.id, { status: 'sent', at: ctx.now() });
        result.sent += 1;
      } else if (reminder.attempts >= MAX_ATTEMPTS) {
        await repo.settle(ctx.db, reminder.id, { status: 'failed', at: ctx.now() });
        result.failed += 1;
      } else {
        // Keep the lease: the row is retried once it runs out, not in a tight loop.
        result.failed += 1;
      }
    }
    if (claimed.length < BATCH) return;
  }
}

/** Plans and delivers everything due at the context's clock. */
export async function runOnce(ctx: Ctx): Promise<RunResult> {
  const result: RunResult = { planned: await plan(ctx), sent: 0, cancelled: 0, failed: 0 };
  await deliver(ctx, result);
  return result;
}
