import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { doseLogHistory, doseLogs, medications, users } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;
export type DoseLogRow = typeof doseLogs.$inferSelect;
export type DoseLogWithUser = DoseLogRow & { userName: string | null };
export type DoseHistoryRow = typeof doseLogHistory.$inferSelect;

export const activeMedications = (db: Db, petId: string): Promise<MedicationRow[]> =>
  db
    .select()
    .from(medications)
    .where(and(eq(medications.petId, petId), eq(medications.status, 'active')));

/** A pet's dose logs with scheduled times in [from, to), with the current name of who logged. */
export async function doseLogsBetween(
  db: Db,
  petId: string,
  from: Date,
  to: Date,
): Promise<DoseLogWithUser[]> {
  const rows = await db
    .select({ log: doseLogs, userName: users.name })
    .from(doseLogs)
    .leftJoin(users, eq(users.id, doseLogs.loggedBy))
    .where(
      and(eq(doseLogs.petId, petId), gte(doseLogs.scheduledAt, from), lt(doseLogs.scheduledAt, to)),
    );
  return rows.map((r) => ({ ...r.log, userName: r.userName }));
}

/** The medication only when it belongs to this pet: another pet's id reads as missing. */
export async function findPetMedication(
  db: Db,
  petId: string,
  id: string,
): Promise<MedicationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.petId, petId)))
    .limit(1);
  return row;
}

/** The steps of a pet's dose logs with scheduled times in [from, to), oldest first. */
export const doseHistoryBetween = (
  db: Db,
  petId: string,
  from: Date,
  to: Date,
): Promise<DoseHistoryRow[]> =>
  db
    .select()
    .from(doseLogHistory)
    .where(
      and(
        eq(doseLogHistory.petId, petId),
        gte(doseLogHistory.scheduledAt, from),
        lt(doseLogHistory.scheduledAt, to),
      ),
    )
    .orderBy(asc(doseLogHistory.at), asc(doseLogHistory.version));

/** The steps of one dose's log, oldest first. */
export const doseHistoryOf = (
  db: Db,
  medicationId: string,
  scheduledAt: Date,
): Promise<DoseHistoryRow[]> =>
  db
    .select()
    .from(doseLogHistory)
    .where(
      and(
        eq(doseLogHistory.medicationId, medicationId),
        eq(doseLogHistory.scheduledAt, scheduledAt),
      ),
    )
    .orderBy(asc(doseLogHistory.at), asc(doseLogHistory.version));

/** A dose log of this pet, with the current name of who logged it; another pet's id reads as missing. */
export async function findPetDoseLog(
  db: Db,
  petId: string,
  id: string,
): Promise<DoseLogWithUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ log: doseLogs, userName: users.name })
    .from(doseLogs)
    .leftJoin(users, eq(users.id, doseLogs.loggedBy))
    .where(and(eq(doseLogs.id, id), eq(doseLogs.petId, petId)))
    .limit(1);
  return row && { ...row.log, userName: row.userName };
}

export type DoseLogChange = Pick<
  DoseLogRow,
  'status' | 'note' | 'loggedAt' | 'loggedBy' | 'loggedByName'
>;

/** Compare-and-set: changes the log only while it is still at `version`; undefined otherwise. */
export async function updateDoseLogAt(
  db: Db,
  id: string,
  version: number,
  change: DoseLogChange,
): Promise<DoseLogRow | undefined> {
  const [row] = await db
    .update(doseLogs)
    .set({ ...change, version: version + 1 })
    .where(and(eq(doseLogs.id, id), eq(doseLogs.version, version)))
    .returning();
  return row;
}

/** Compare-and-set: deletes the log only while it is still at `version`; undefined otherwise. */
export async function deleteDoseLogAt(
  db: Db,
  id: string,
  version: number,
): Promise<DoseLogRow | undefined> {
  const [row] = await db
    .delete(doseLogs)
    .where(and(eq(doseLogs.id, id), eq(doseLogs.version, version)))
    .returning();
  return row;
}
