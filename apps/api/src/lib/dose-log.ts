import { and, eq, sql } from 'drizzle-orm';
import { addDays, localDateOf, localTimeOf } from '@pawrx/contracts/zoned-time';
import { expandDoses } from '@pawrx/formulary/schedule/dose-times';
import type { Db } from '../db/client';
import { doseLogs, medications } from '../db/schema';

// The dose log shared by the signed-in dose routes and the one-click links in reminder emails:
// what a medication's schedule is in its owner's zone, and the one way a dose gets recorded.

type MedicationRow = typeof medications.$inferSelect;
export type DoseLogRow = typeof doseLogs.$inferSelect;

/** The schedule of a medication row: its course starts on its start date, else the day it was added. */
export function scheduleOf(med: MedicationRow, timeZone: string) {
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
}

/** Logs a dose; a second log of the same medication and time replaces the first, never adds one. */
export async function recordDose(db: Db, record: DoseRecord): Promise<DoseLogRow> {
  const [row] = await db
    .insert(doseLogs)
    .values(record)
    .onConflictDoUpdate({
      target: [doseLogs.medicationId, doseLogs.scheduledAt],
      set: {
        status: sql`excluded.status`,
        note: sql`excluded.note`,
        loggedAt: sql`excluded.logged_at`,
        loggedBy: sql`excluded.logged_by`,
        loggedByName: sql`excluded.logged_by_name`,
      },
    })
    .returning();
  return row!;
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
