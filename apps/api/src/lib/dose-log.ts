import { formatZonedTime } from '@pawrx/contracts/date-format';
import { and, eq } from 'drizzle-orm';
import { DOSE_CONFLICT_CODES, type DoseConflict } from '@pawrx/contracts/doses';
import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { addDays, localDateOf, localTimeOf } from '@pawrx/contracts/zoned-time';
import { expandDoses } from '@pawrx/formulary/schedule/dose-times';
import type { Db } from '../db/client';
import { doseLogHistory, doseLogs, medications } from '../db/schema';
import { AppError } from './app-error';

// The dose log shared by the signed-in dose routes and the one-click links in reminder emails:
// what a medication's schedule is in its owner's zone, and the one way a dose gets recorded. A
// dose has one log (decision 032): a second log is refused with who logged it, and every step of
// the log is kept in its history.

type MedicationRow = typeof medications.$inferSelect;
export type DoseLogRow = typeof doseLogs.$inferSelect;

/** The schedule of a medication row: its course starts on its start date, else the day it was added. */
export function scheduleOf(
  med: Pick<MedicationRow, 'doseTimes' | 'frequency' | 'startDate' | 'endDate' | 'createdAt'>,
  timeZone: string,
) {
  return {
    doseTimes: med.doseTimes,
    frequency: med.frequency,
    startDate: med.startDate ?? localDateOf(med.createdAt, timeZone),
    endDate: med.endDate,
  };
}

/** True when `at` is one of the medication's scheduled dose instants. */
export function isScheduledDose(med: MedicationRow, at: Date, timeZone: string): boolean {
  const day = localDateOf(at, timeZone);
  return expandDoses(scheduleOf(med, timeZone), addDays(day, -1), addDays(day, 1), timeZone).some(
    (d) => d.getTime() === at.getTime(),
  );
}

export interface DoseRecord {
  medicationId: string;
  petId: string;
  scheduledAt: Date;
  status: 'given' | 'skipped';
  extra: boolean;
  note: string;
  loggedAt: Date;
  loggedBy: string | null;
  loggedByName: string;
  /** When the log was written, for its history step; the log's own time is `loggedAt`. */
  recordedAt?: Date;
}

/** A log just made, or the one that was there first (the second log is refused, never applied). */
export type RecordedDose = { logged: DoseLogRow } | { existing: DoseLogRow };

type HistoryAction = (typeof doseLogHistory.$inferInsert)['action'];

/** Appends one step to the dose's history; `row` is the log as the step left it (or undid it). */
export async function addDoseHistory(
  db: Db,
  row: DoseLogRow,
  action: HistoryAction,
  actor: { id: string | null; name: string },
  at: Date,
): Promise<void> {
  await db.insert(doseLogHistory).values({
    medicationId: row.medicationId,
    petId: row.petId,
    scheduledAt: row.scheduledAt,
    doseLogId: row.id,
    version: row.version,
    action,
    status: row.status,
    note: row.note,
    actorId: actor.id,
    actorName: actor.name,
    at,
  });
}

/**
 * Logs a dose once. The unique (medication, time) key decides between two logs sent at once: the
 * first is kept and the other gets it back as `existing`, to be answered with who logged it.
 */
export async function recordDose(db: Db, record: DoseRecord): Promise<RecordedDose> {
  return db.transaction(async (tx) => {
    // A log undone between the insert and the read frees the dose again: then it is tried again.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { recordedAt, ...values } = record;
      const [row] = await tx
        .insert(doseLogs)
        .values(values)
        .onConflictDoNothing({ target: [doseLogs.medicationId, doseLogs.scheduledAt] })
        .returning();
      if (row) {
        const actor = { id: record.loggedBy, name: record.loggedByName };
        await addDoseHistory(tx, row, 'logged', actor, recordedAt ?? record.loggedAt);
        return { logged: row };
      }
      const existing = await findDoseLog(tx, record.medicationId, record.scheduledAt);
      if (existing) return { existing };
    }
    throw new Error('A dose log was neither inserted nor found three times');
  });
}

export async function findDoseLog(
  db: Db,
  medicationId: string,
  scheduledAt: Date,
): Promise<DoseLogRow | undefined> {
  const [row] = await db
    .select()
    .from(doseLogs)
    .where(and(eq(doseLogs.medicationId, medicationId), eq(doseLogs.scheduledAt, scheduledAt)))
    .limit(1);
  return row;
}

/** "8:02 AM": a log's time on the owner's clock, in the messages the server writes. */
export const clockTime = (instant: Date, timeZone: string): string =>
  formatZonedTime(instant, timeZone);

/** Who set a log's status, as messages name them. */
export const loggerName = (row: DoseLogRow, currentName?: string | null): string =>
  currentName || row.loggedByName || 'someone';

/** The `data` of a 409 about a dose's log: its status, who set it and when. */
export const doseConflictOf = (row: DoseLogRow, name: string): DoseConflict => ({
  _id: row.id,
  version: row.version,
  status: row.status,
  loggedAt: row.loggedAt.toISOString(),
  loggedBy: { name },
});

/** 409 for a second log of a logged dose: "Already given by Ana at 8:02 AM", and who and when. */
export function alreadyLoggedError(row: DoseLogRow, name: string, timeZone: string): AppError {
  return new AppError(
    409,
    DOSE_CONFLICT_CODES.alreadyLogged,
    DOSE_LOG_MESSAGES.alreadyLogged(row.status, name, clockTime(row.loggedAt, timeZone)),
    undefined,
    doseConflictOf(row, name),
  );
}

/** The activity log's line: "Given: Apoquel (dose of 2026-01-05 08:00)", in the owner's zone. */
export function doseSummary(
  medication: string,
  status: 'given' | 'skipped',
  scheduledAt: Date | null,
  timeZone: string,
): string {
  const verb = status === 'given' ? 'Given' : 'Skipped';
  if (!scheduledAt) return `${verb}: ${medication} (extra dose)`;
  const when = `${localDateOf(scheduledAt, timeZone)} ${localTimeOf(scheduledAt, timeZone)}`;
  return `${verb}: ${medication} (dose of ${when})`;
}

/** "given at 2026-01-05 08:15": a dose logged afterwards, in the activity log, in the owner's zone. */
export const givenAtText = (givenAt: Date, timeZone: string): string =>
  `given at ${localDateOf(givenAt, timeZone)} ${localTimeOf(givenAt, timeZone)}`;
