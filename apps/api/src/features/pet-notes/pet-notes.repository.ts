import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { petNotes } from '../../db/schema';

export type PetNoteRow = typeof petNotes.$inferSelect;

export async function listNotes(db: Db, petId: string): Promise<PetNoteRow[]> {
  return db
    .select()
    .from(petNotes)
    .where(eq(petNotes.petId, petId))
    .orderBy(desc(petNotes.createdAt), desc(petNotes.id));
}

export async function insertNote(db: Db, row: typeof petNotes.$inferInsert): Promise<PetNoteRow> {
  const [created] = await db.insert(petNotes).values(row).returning();
  return created!;
}
