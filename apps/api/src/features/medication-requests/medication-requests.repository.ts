import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicationRequests } from '../../db/schema';

export type MedicationRequestRow = typeof medicationRequests.$inferSelect;
export type NewMedicationRequestRow = typeof medicationRequests.$inferInsert;

export async function insertRequest(
  db: Db,
  row: NewMedicationRequestRow,
): Promise<MedicationRequestRow> {
  const [created] = await db.insert(medicationRequests).values(row).returning();
  return created!;
}

/** One user's requests, newest first. */
export const listRequestsOf = (db: Db, userId: string): Promise<MedicationRequestRow[]> =>
  db
    .select()
    .from(medicationRequests)
    .where(eq(medicationRequests.userId, userId))
    .orderBy(desc(medicationRequests.createdAt), desc(medicationRequests.id));
