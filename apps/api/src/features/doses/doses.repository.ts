import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { doseLogs, medications, users } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;
export type DoseLogWithUser = typeof doseLogs.$inferSelect & { userName: string | null };

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
