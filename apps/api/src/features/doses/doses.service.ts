import {
  DOSE_CONFLICT_CODES,
  DOSE_MESSAGES,
  GIVEN_AT_SKEW_SECONDS,
  LOG_AHEAD_HOURS,
  PAST_DOSE_DAYS,
  type Dose,
  type DoseEditBody,
  type DoseLogBody,
  type DoseRangeQuery,
} from '@pawrx/contracts/doses';
import { DOSE_LOG_MESSAGES, MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { ACCESS_MESSAGES, can } from '@pawrx/contracts/pet-access';
import { addDays, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { expandDoses } from '@pawrx/formulary/schedule/dose-times';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import {
  addDoseHistory,
  givenAtText,
  alreadyLoggedError,
  clockTime,
  doseConflictOf,
  doseSummary,
  isScheduledDose,
  loggerName,
  recordDose,
  scheduleOf,
  type DoseLogRow,
} from '../../lib/dose-log';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { ownerTimeZone } from '../../lib/owner-time-zone';
import { supplyStates } from '../medications/medication-supply';
import { toDose } from './doses.mapper';
import * as repo from './doses.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** One medication's supply state, for a dose answered after a write. */
const supplyOf = async (ctx: Ctx, med: repo.MedicationRow, now: Date, timeZone: string) =>
  (await supplyStates(ctx.db, [med], now, timeZone)).get(med.id)!;
const key = (medicationId: string, at: Date) => `${medicationId}@${at.getTime()}`;

/** Groups rows by dose (medication and scheduled time). */
function byDose<T extends { medicationId: string; scheduledAt: Date }>(rows: readonly T[]) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row.medicationId, row.scheduledAt);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

/**
 * Every scheduled dose of the pet's active medications on the local days from..to, plus extras.
 * Days and dose times are the owner's wall clock, whoever reads them.
 */
export async function list(
  ctx: Ctx,
  userId: string,
  petId: string,
  range: DoseRangeQuery,
): Promise<Dose[]> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'read');
  const timeZone = await ownerTimeZone(ctx.db, ownerId);
  const start = zonedToUtc(range.from, '00:00', timeZone);
  const end = zonedToUtc(addDays(range.to, 1), '00:00', timeZone);
  const [meds, logs, history] = await Promise.all([
    repo.activeMedications(ctx.db, petId),
    repo.doseLogsBetween(ctx.db, petId, start, end),
    repo.doseHistoryBetween(ctx.db, petId, start, end),
  ]);
  const logByKey = new Map(logs.map((l) => [key(l.medicationId, l.scheduledAt), l]));
  const historyByKey = byDose(history);
  const now = ctx.now();
  const supplies = await supplyStates(ctx.db, meds, now, timeZone);
  const doses: Dose[] = [];
  const push = (med: repo.MedicationRow, at: Date) => {
    const k = key(med.id, at);
    const supply = supplies.get(med.id)!;
    doses.push(toDose(med, supply, at, logByKey.get(k), now, historyByKey.get(k)));
  };
  for (const med of meds) {
    const seen = new Set<string>();
    for (const at of expandDoses(scheduleOf(med, timeZone), range.from, range.to, timeZone)) {
      seen.add(key(med.id, at));
      push(med, at);
    }
    // Extra doses, and logs of times the schedule no longer has, still belong in the record.
    for (const log of logs)
      if (log.medicationId === med.id && !seen.has(key(med.id, log.scheduledAt)))
        push(med, log.scheduledAt);
  }
  return doses.sort(
    (a, b) =>
      a.scheduledAt.localeCompare(b.scheduledAt) ||
      a.medicationName.localeCompare(b.medicationName),
  );
}

const badField = (path: 'scheduledAt' | 'givenAt', message: string) =>
  AppError.badRequest(message, [{ path, message }]);

/**
 * The bounds of a log's times (issue 24 item 4): a scheduled dose of the last PAST_DOSE_DAYS
 * local days, not before the course started, not more than LOG_AHEAD_HOURS ahead; a time given
 * in the same days, not in the future and not hours before the dose it gives.
 */
function checkLogTimes(
  med: repo.MedicationRow,
  scheduledAt: Date | null,
  givenAt: Date | null,
  now: Date,
  timeZone: string,
): void {
  const earliestDay = addDays(localDateOf(now, timeZone), -PAST_DOSE_DAYS);
  const startDay = scheduleOf(med, timeZone).startDate;
  if (scheduledAt) {
    const day = localDateOf(scheduledAt, timeZone);
    if (day < earliestDay) throw badField('scheduledAt', DOSE_MESSAGES.tooOld);
    if (day < startDay) throw badField('scheduledAt', DOSE_MESSAGES.beforeStart);
    if (!isScheduledDose(med, scheduledAt, timeZone))
      throw badField('scheduledAt', DOSE_MESSAGES.notScheduled);
    if (scheduledAt.getTime() - now.getTime() > LOG_AHEAD_HOURS * 3600_000)
      throw badField('scheduledAt', DOSE_MESSAGES.tooEarly);
  }
  if (givenAt) {
    const day = localDateOf(givenAt, timeZone);
    if (givenAt.getTime() - now.getTime() > GIVEN_AT_SKEW_SECONDS * 1000)
      throw badField('givenAt', DOSE_MESSAGES.givenInFuture);
    if (day < earliestDay) throw badField('givenAt', DOSE_MESSAGES.givenTooOld);
    if (day < startDay) throw badField('givenAt', DOSE_MESSAGES.givenBeforeStart);
    if (scheduledAt && scheduledAt.getTime() - givenAt.getTime() > LOG_AHEAD_HOURS * 3600_000)
      throw badField('givenAt', DOSE_MESSAGES.givenTooEarly);
  }
}

/**
 * Logs a scheduled dose (or, without scheduledAt, an extra dose given now or at givenAt). A dose
 * has one log: logging one already logged is a 409 that says who logged it, when and how
 * (decision 032). A dose logged afterwards carries the time it was given (`givenAt`), which is
 * the log's time; its history step keeps when it was written.
 */
export async function log(
  ctx: Ctx,
  user: Actor,
  petId: string,
  medicationId: string,
  body: DoseLogBody,
): Promise<Dose> {
  const { ownerId } = await requirePetRight(ctx, user.id, petId, 'log-doses');
  const timeZone = await ownerTimeZone(ctx.db, ownerId);
  const med = await repo.findPetMedication(ctx.db, petId, medicationId);
  if (!med) throw AppError.notFound(MEDICATION_MESSAGES.notFound);
  if (med.status !== 'active') throw AppError.conflict(DOSE_MESSAGES.notActive);
  const now = ctx.now();
  const givenAt = body.givenAt ? new Date(body.givenAt) : null;
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : (givenAt ?? now);
  checkLogTimes(med, body.scheduledAt ? scheduledAt : null, givenAt, now, timeZone);
  const logged = await ctx.db.transaction(async (db) => {
    const recorded = await recordDose(db, {
      medicationId,
      petId,
      scheduledAt,
      status: body.status,
      extra: !body.scheduledAt,
      note: body.note ?? '',
      loggedAt: givenAt ?? now,
      loggedBy: user.id,
      loggedByName: user.name,
      recordedAt: now,
    });
    if ('existing' in recorded)
      throw alreadyLoggedError(recorded.existing, loggerName(recorded.existing), timeZone);
    const summary = doseSummary(
      med.name,
      body.status,
      body.scheduledAt ? scheduledAt : null,
      timeZone,
    );
    await recordActivity(db, {
      petId,
      actor: user,
      action: 'dose.logged',
      summary: givenAt ? `${summary}, ${givenAtText(givenAt, timeZone)}` : summary,
      at: now,
    });
    return recorded.logged;
  });
  const supply = await supplyOf(ctx, med, now, timeZone);
  return toDose(med, supply, scheduledAt, { ...logged, userName: user.name }, now);
}

/** 409: the log is no longer the version the caller saw ("Changed since: skipped by Sam at …"). */
function changedSince(row: DoseLogRow, name: string, timeZone: string): AppError {
  return new AppError(
    409,
    DOSE_CONFLICT_CODES.changedSince,
    DOSE_LOG_MESSAGES.changedSince(row.status, name, clockTime(row.loggedAt, timeZone)),
    undefined,
    doseConflictOf(row, name),
  );
}

/**
 * The log to change, once the caller may change it: whoever may log doses changes their own
 * logs; changing someone else's is the 'edit-dose-logs' right (owner and co-owners). A log that
 * moved past `version` is a 409 with who changed it (before the rights: an Undo refused because
 * the owner changed the log since says so, not that the caller may not change the owner's log).
 */
async function changeableLog(
  ctx: Ctx,
  user: Actor,
  petId: string,
  doseId: string,
  version: number,
) {
  const { role, ownerId } = await requirePetRight(ctx, user.id, petId, 'log-doses');
  const row = await repo.findPetDoseLog(ctx.db, petId, doseId);
  if (!row) throw AppError.notFound(DOSE_LOG_MESSAGES.notFound);
  const timeZone = await ownerTimeZone(ctx.db, ownerId);
  // A stale screen learns what changed first: whoever may log doses may read the log anyway.
  if (row.version !== version) throw changedSince(row, loggerName(row, row.userName), timeZone);
  if (row.loggedBy !== user.id && !can(role, 'edit-dose-logs'))
    throw AppError.forbidden(ACCESS_MESSAGES.forbidden(role, 'edit-dose-logs'));
  const med = await repo.findPetMedication(ctx.db, petId, row.medicationId);
  if (!med) throw AppError.notFound(DOSE_LOG_MESSAGES.notFound);
  return { row, med, timeZone };
}

/** After a compare-and-set missed: the log as it is now (409), or gone (404). */
async function lostRace(ctx: Ctx, petId: string, doseId: string, timeZone: string) {
  const now = await repo.findPetDoseLog(ctx.db, petId, doseId);
  if (!now) return AppError.notFound(DOSE_LOG_MESSAGES.notFound);
  return changedSince(now, loggerName(now, now.userName), timeZone);
}

const when = (row: DoseLogRow) => (row.extra ? null : row.scheduledAt);

/**
 * An explicit edit of a log (status, note), compare-and-set on the version the editor saw. A new
 * status is the editor's: the log then reads "Skipped by Sam at 9:10"; the step before stays in
 * the dose's history and the activity log.
 */
export async function edit(
  ctx: Ctx,
  user: Actor,
  petId: string,
  doseId: string,
  body: DoseEditBody,
): Promise<Dose> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const { row, med, timeZone } = await changeableLog(tx, user, petId, doseId, body.version);
    const now = ctx.now();
    const status = body.status ?? row.status;
    const restated = status !== row.status;
    const updated = await repo.updateDoseLogAt(db, row.id, row.version, {
      status,
      note: body.note ?? row.note,
      ...(restated
        ? { loggedAt: now, loggedBy: user.id, loggedByName: user.name }
        : { loggedAt: row.loggedAt, loggedBy: row.loggedBy, loggedByName: row.loggedByName }),
    });
    if (!updated) throw await lostRace(tx, petId, doseId, timeZone);
    await addDoseHistory(db, updated, 'edited', user, now);
    const change = restated ? `${row.status} → ${status}` : 'note';
    await recordActivity(db, {
      petId,
      actor: user,
      action: 'dose.edited',
      summary: `Changed (${change}): ${doseSummary(med.name, status, when(row), timeZone)}`,
      at: now,
    });
    const name = restated ? user.name : row.userName;
    const history = await repo.doseHistoryOf(db, row.medicationId, row.scheduledAt);
    const supply = await supplyOf(tx, med, now, timeZone);
    return toDose(med, supply, row.scheduledAt, { ...updated, userName: name }, now, history);
  });
}

/**
 * Undo: deletes the log only if it is still the version the caller saw (nobody changed it since).
 * The dose reads as not logged again; the undone log stays in its history and the activity log.
 */
export async function undo(
  ctx: Ctx,
  user: Actor,
  petId: string,
  doseId: string,
  version: number,
): Promise<Dose> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const { row, med, timeZone } = await changeableLog(tx, user, petId, doseId, version);
    const now = ctx.now();
    const deleted = await repo.deleteDoseLogAt(db, row.id, row.version);
    if (!deleted) throw await lostRace(tx, petId, doseId, timeZone);
    await addDoseHistory(db, deleted, 'undone', user, now);
    await recordActivity(db, {
      petId,
      actor: user,
      action: 'dose.undone',
      summary: `Undone: ${doseSummary(med.name, deleted.status, when(deleted), timeZone)}`,
      at: now,
    });
    const history = await repo.doseHistoryOf(db, row.medicationId, row.scheduledAt);
    const supply = await supplyOf(tx, med, now, timeZone);
    return toDose(med, supply, row.scheduledAt, undefined, now, history);
  });
}
