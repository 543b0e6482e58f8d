import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { petActivity } from '../../db/schema';

export type ActivityRow = typeof petActivity.$inferSelect;

/** The pet's most recent entries, newest first. */
export async function listActivity(db: Db, petId: string, limit: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(petActivity)
    .where(eq(petActivity.petId, petId))
    .orderBy(desc(petActivity.createdAt), desc(petActivity.seq))
    .limit(limit);
}
