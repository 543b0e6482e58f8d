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
import { doseReminderPush, refillReminderPush, vaccinationReminderPush } from './reminder-push';
import {
  dayKey,
  dueDoseTimes,
  refillDueFor,
  runsOutOn,
  vaccinationReminderKind,
} from './reminder-planner';
import * as repo from './reminders.repository';
import type { Db } from '../../db/client';
import type { doseLinks } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { PushPayload, ReminderChannel } from '@pawrx/contracts/push';

// One pass of the reminder job: plan (record every reminder now due, idempotently; one planner at
// a time), then deliver (claim pending rows, re-check each against current data, and queue its
// email in the durable outbox in the same transaction that settles the claim).

type Ctx = Pick<AppContext, 'db' | 'env' | 'mailer' | 'push' | 'jwtSecret' | 'now'>;

/**
 * A claimed row is held this long. Delivery only composes and queues the email (the mail queue
 * sends it, with SMTP timeouts well inside its own lease), so a pass takes seconds; a worker that
 * stalls past the lease anyway cannot settle, its claim token being stale (decision 033).
 */
export const LEASE_MS = 15 * 60_000;
/** Attempts before a reminder that keeps failing to compose is given up on. */
const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** Settled reminders are kept this long after their due time (they only stop duplicates). */
export const REMINDER_RETENTION_MS = 14 * 24 * 3600_000;
export const DOSE_LINK_PURPOSE = 'dose';

export interface RunResult {
  planned: number;
  sent: number;
  cancelled: number;
  failed: number;
  /** Claims that another worker had taken over by the time this one settled. */
  lost?: number;
  pruned?: number;
  /** Push notifications queued (one per device). */
  pushed?: number;
}

async function plan(ctx: Ctx, db: Db): Promise<number> {
  const now = ctx.now();
  const rows: repo.NewReminderRow[] = [];
  for (const r of await repo.remindableMedications(db, now)) {
    for (const at of dueDoseTimes(r.med, r.timezone, now))
      rows.push({ kind: 'dose', subjectId: r.med.id, userId: r.userId, dueAt: at });
    const refill = refillDueFor(r.med, r.timezone, now);
    if (refill)
      rows.push({ kind: 'refill', subjectId: r.med.id, userId: r.userId, dueAt: dayKey(refill) });
  }
  // Every zone's today lies within a day of UTC's, so this window holds every candidate.
  const utcToday = now.toISOString().slice(0, 10);
  const vaccinationRows = await repo.remindableVaccinations(
    db,
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
  let planned = 0;
  // Inserted in slices: one statement's parameters stay well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 1000)
    planned += await repo.enqueue(db, rows.slice(i, i + 1000));
  return planned;
}

/** Plans under the planner lock; another process planning right now means nothing to do here. */
export async function planOnce(ctx: Ctx): Promise<{ planned: number; pruned: number } | undefined> {
  return repo.withPlannerLock(ctx.db, async (tx) => {
    const planned = await plan(ctx, tx);
    const pruned = await repo.pruneSettled(
      tx,
      new Date(ctx.now().getTime() - REMINDER_RETENTION_MS),
    );
    return { planned, pruned };
  });
}

type DoseLinkRow = typeof doseLinks.$inferInsert;

/** A reminder's email, its push notification, and the dose links they carry. */
type Composed = {
  email: MailMessage;
  push: PushPayload;
  /** Each channel's own pair of single-use links; using one spends the others (same dose). */
  links: Record<DoseLinkRow['channel'] & string, DoseLinkRow[]>;
  channel: ReminderChannel;
  userId: string;
  sendBefore?: Date;
} | null;

const TODAY_PATH = '/PawRx/#/dashboard';
const noLinks = () => ({ email: [], push: [] });

/** A fresh pair of Given / Skipped links for one channel: the tokens and their rows. */
function doseLinkPair(
  ctx: Ctx,
  channel: 'email' | 'push',
  row: Omit<DoseLinkRow, 'tokenHash' | 'action' | 'channel'>,
) {
  const tokens = {
    given: signedToken(ctx.jwtSecret, DOSE_LINK_PURPOSE),
    skipped: signedToken(ctx.jwtSecret, DOSE_LINK_PURPOSE),
  };
  const rows = (['given', 'skipped'] as const).map((action) => ({
    ...row,
    tokenHash: hashToken(tokens[action]),
    action,
    channel,
  }));
  return { tokens, rows };
}

/** The messages for a claimed reminder, or null when it no longer applies (logged, turned off, changed). */
async function compose(ctx: Ctx, reminder: repo.ReminderRow): Promise<Composed> {
  const now = ctx.now();
  if (reminder.kind === 'dose' || reminder.kind === 'refill') {
    const r = await repo.medicationWithRecipient(ctx.db, reminder.subjectId);
    if (!r || r.med.status !== 'active' || !r.med.remindersEnabled || !r.userRemindersEnabled)
      return null;
    const recipient = { channel: r.reminderChannel, userId: r.userId };
    if (reminder.kind === 'refill') {
      const runsOut = localDateOf(reminder.dueAt, 'UTC');
      if (runsOutOn(r.med) !== runsOut) return null;
      const words = {
        ownerName: r.userName,
        petName: r.petName,
        medicationName: r.med.name,
        runsOutOn: runsOut,
      };
      return {
        ...recipient,
        email: { to: r.email, ...refillReminderEmail(words) },
        push: refillReminderPush(words, TODAY_PATH),
        links: noLinks(),
      };
    }
    const at = reminder.dueAt;
    const missedAt = new Date(at.getTime() + MISSED_AFTER_MINUTES * 60_000);
    if (now.getTime() >= missedAt.getTime()) return null;
    if (!isScheduledDose(r.med, at, r.timezone)) return null;
    if (await findDoseLog(ctx.db, r.med.id, at)) return null;
    const link = {
      medicationId: r.med.id,
      scheduledAt: at,
      userId: r.userId,
      expiresAt: new Date(now.getTime() + DOSE_LINK_VALIDITY_HOURS * 3600_000),
    };
    const byEmail = doseLinkPair(ctx, 'email', link);
    const byPush = doseLinkPair(ctx, 'push', link);
    const path = (token: string) => `/api/dose-links/${token}`;
    const words = {
      ownerName: r.userName,
      petName: r.petName,
      medicationName: r.med.name,
      dosage: r.med.dosage,
      when: formatLocal(at, r.timezone),
    };
    return {
      ...recipient,
      email: {
        to: r.email,
        ...doseReminderEmail({
          ...words,
          givenUrl: `${ctx.env.APP_URL}${path(byEmail.tokens.given)}`,
          skippedUrl: `${ctx.env.APP_URL}${path(byEmail.tokens.skipped)}`,
        }),
      },
      push: doseReminderPush(words, TODAY_PATH, {
        given: path(byPush.tokens.given),
        skipped: path(byPush.tokens.skipped),
      }),
      links: { email: byEmail.rows, push: byPush.rows },
      // A dose reminder that could not go out before the dose counts as missed is not sent.
      sendBefore: missedAt,
    };
  }
  const r = await repo.vaccinationWithRecipient(ctx.db, reminder.subjectId);
  const dueOn = localDateOf(reminder.dueAt, 'UTC');
  if (!r || !r.userRemindersEnabled || r.vaccination.nextDue !== dueOn) return null;
  const words = {
    ownerName: r.userName,
    petName: r.petName,
    vaccine: r.vaccination.vaccine,
    dueOn,
    dueToday: reminder.kind === 'vaccination-due',
  };
  return {
    channel: r.reminderChannel,
    userId: r.userId,
    email: { to: r.email, ...vaccinationReminderEmail(words) },
    push: vaccinationReminderPush(words, TODAY_PATH),
    links: noLinks(),
  };
}

/**
 * Queues the reminder on the account's channels inside the settling transaction: push to every
 * subscribed device, email, or both (decision 055). "Push only" with no device subscribed falls
 * back to email, so a reminder is never silently dropped. Returns the mail's id, if one went.
 */
async function queueMessages(
  ctx: Ctx,
  tx: Db,
  composed: NonNullable<Composed>,
): Promise<{ mailId?: string; pushed: number }> {
  let pushed = 0;
  if (composed.channel !== 'email') {
    pushed = await ctx.push.enqueue(tx, composed.userId, composed.push, composed.sendBefore);
    if (pushed && composed.links.push.length) await repo.insertDoseLinks(tx, composed.links.push);
  }
  if (composed.channel === 'push' && pushed > 0) return { pushed };
  if (composed.links.email.length) await repo.insertDoseLinks(tx, composed.links.email);
  const mailId = await ctx.mailer.enqueue(tx, {
    ...composed.email,
    sendBefore: composed.sendBefore,
  });
  return { mailId, pushed };
}

class ClaimLost extends Error {}

/**
 * Settles claimed reminders: each one's email (and dose links) is queued in the transaction that
 * settles it with this worker's claim token, so a claim lost to another worker queues nothing.
 * Exported so a test can stall a worker between its claim and this step.
 */
export async function deliverClaimed(
  ctx: Ctx,
  claimed: repo.ReminderRow[],
  result: RunResult,
): Promise<void> {
  let firstError: unknown;
  for (const reminder of claimed) {
    try {
      const composed = await compose(ctx, reminder);
      let pushed = 0;
      await ctx.db.transaction(async (tx) => {
        const at = ctx.now();
        if (!composed) {
          if (!(await repo.settle(tx, reminder, { status: 'cancelled', at })))
            throw new ClaimLost();
          return;
        }
        const queued = await queueMessages(ctx, tx, composed);
        if (!(await repo.settle(tx, reminder, { status: 'sent', at, mailId: queued.mailId })))
          throw new ClaimLost();
        pushed = queued.pushed;
      });
      if (pushed) result.pushed = (result.pushed ?? 0) + pushed;
      if (composed) result.sent += 1;
      else result.cancelled += 1;
    } catch (error) {
      if (error instanceof ClaimLost) {
        result.lost = (result.lost ?? 0) + 1;
        continue;
      }
      result.failed += 1;
      firstError ??= error;
      // Left pending with its lease: retried once the lease runs out, up to MAX_ATTEMPTS.
      if (reminder.attempts >= MAX_ATTEMPTS)
        await repo.settle(ctx.db, reminder, { status: 'failed', at: ctx.now() });
    }
  }
  // The others were settled first; the pass's log line carries the error.
  if (firstError !== undefined) throw firstError;
}

async function deliver(ctx: Ctx, result: RunResult): Promise<void> {
  for (;;) {
    const claimed = await repo.claim(ctx.db, ctx.now(), LEASE_MS, BATCH);
    if (claimed.length === 0) return;
    await deliverClaimed(ctx, claimed, result);
    if (claimed.length < BATCH) return;
  }
}

/** Plans and delivers everything due at the context's clock, then wakes the mail queue. */
export async function runOnce(ctx: Ctx): Promise<RunResult> {
  const planning = await planOnce(ctx);
  const result: RunResult = {
    planned: planning?.planned ?? 0,
    sent: 0,
    cancelled: 0,
    failed: 0,
  };
  if (planning?.pruned) result.pruned = planning.pruned;
  try {
    await deliver(ctx, result);
  } finally {
    if (result.sent) ctx.mailer.wake();
    if (result.pushed) ctx.push.wake();
  }
  return result;
}

/**
 * The refill reminders sent for these medications, as `medicationId@YYYY-MM-DD` of the run-out
 * day each was about: how other features learn the refill email went out (issue 24 item 5).
 */
export const refillRemindersSent = (db: Db, medicationIds: readonly string[]) =>
  repo.refillRemindersSent(db, medicationIds);
