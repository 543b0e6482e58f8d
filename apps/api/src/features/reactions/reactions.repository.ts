import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reactions } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type ReactionRow = typeof reactions.$inferSelect;
export type NewReactionRow = typeof reactions.$inferInsert;

/** A pet's reactions, most recent first. */
export const listReactions = (db: Db, petId: string): Promise<ReactionRow[]> =>
  db
    .select()
    .from(reactions)
    .where(eq(reactions.petId, petId))
    .orderBy(desc(reactions.date), desc(reactions.createdAt));

export async function insertReaction(db: Db, row: NewReactionRow): Promise<ReactionRow> {
  const [created] = await db.insert(reactions).values(row).returning();
  return created!;
}

/** Updates the reaction only when it belongs to this pet; undefined otherwise. */
export async function updateReaction(
  db: Db,
  petId: string,
  id: string,
  patch: Partial<NewReactionRow>,
  now: Date,
): Promise<ReactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(reactions)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(reactions.id, id), eq(reactions.petId, petId)))
    .returning();
  return row;
}

export async function deleteReaction(db: Db, petId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(reactions)
    .where(and(eq(reactions.id, id), eq(reactions.petId, petId)))
    .returning({ id: reactions.id });
  return deleted.length > 0;
}
