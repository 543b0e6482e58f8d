import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medications, medicationStatusChanges } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type MedicationRow = typeof medications.$inferSelect;
export type NewMedicationRow = typeof medications.$inferInsert;

export const listMedications = (db: Db, petId: string): Promise<MedicationRow[]> =>
  db.select().from(medications).where(eq(medications.petId, petId));

/**
 * The pet's medication, its row locked until the transaction ends: a status move reads, checks
 * and writes with no other move in between (issue 23), on PGlite and PostgreSQL alike.
 */
export async function lockMedication(
  db: Db,
  petId: string,
  id: string,
): Promise<MedicationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.petId, petId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertMedication(db: Db, row: NewMedicationRow): Promise<MedicationRow> {
  const [created] = await db.insert(medications).values(row).returning();
  return created!;
}

export async function updateMedication(
  db: Db,
  petId: string,
  id: string,
  patch: Partial<NewMedicationRow>,
  now: Date,
): Promise<MedicationRow | undefined> {
  const [row] = await db
    .update(medications)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(medications.id, id), eq(medications.petId, petId)))
    .returning();
  return row;
}

/** Deletes the pet's medication; its name, or undefined when there was none. */
export async function deleteMedication(
  db: Db,
  petId: string,
  id: string,
): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [deleted] = await db
    .delete(medications)
    .where(and(eq(medications.id, id), eq(medications.petId, petId)))
    .returning({ name: medications.name });
  return deleted?.name;
}

/**
 * Records a status move for the health timeline (paused, resumed, completed, discontinued), timed
 * when it is written (not when its transaction began), so moves read back in the order they won.
 */
export async function insertStatusChange(
  db: Db,
  row: Omit<typeof medicationStatusChanges.$inferInsert, 'createdAt'>,
): Promise<void> {
  await db.insert(medicationStatusChanges).values({ ...row, createdAt: sql`clock_timestamp()` });
}
