import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labPanels, pets } from '../../db/schema';

export type LabPanelRow = typeof labPanels.$inferSelect;
export type NewLabPanelRow = typeof labPanels.$inferInsert;

/** A pet's panels, newest first. */
export async function listForPet(db: Db, petId: string): Promise<LabPanelRow[]> {
  return db
    .select()
    .from(labPanels)
    .where(eq(labPanels.petId, petId))
    .orderBy(desc(labPanels.date), desc(labPanels.createdAt));
}

export async function insertPanel(db: Db, row: NewLabPanelRow): Promise<LabPanelRow> {
  const [created] = await db.insert(labPanels).values(row).returning();
  return created!;
}

export async function deletePanel(db: Db, petId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(labPanels)
    .where(and(eq(labPanels.id, id), eq(labPanels.petId, petId)))
    .returning({ id: labPanels.id });
  return rows.length > 0;
}

/** The species the reference intervals are chosen by. */
export async function petSpecies(db: Db, petId: string): Promise<string> {
  const [row] = await db
    .select({ species: pets.species })
    .from(pets)
    .where(eq(pets.id, petId))
    .limit(1);
  return row?.species ?? 'other';
}
