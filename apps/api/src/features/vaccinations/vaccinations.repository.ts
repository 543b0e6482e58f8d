import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vaccinations } from '../../db/schema';

export type VaccinationRow = typeof vaccinations.$inferSelect;
export type NewVaccinationRow = typeof vaccinations.$inferInsert;

const newestFirst = [desc(vaccinations.date), desc(vaccinations.createdAt)];

/** Vaccinations of one or several pets, newest first. */
export async function listForPets(db: Db, petIds: string[]): Promise<VaccinationRow[]> {
  if (petIds.length === 0) return [];
  return db
    .select()
    .from(vaccinations)
    .where(inArray(vaccinations.petId, petIds))
    .orderBy(...newestFirst);
}

export async function insertVaccination(db: Db, row: NewVaccinationRow): Promise<VaccinationRow> {
  const [created] = await db.insert(vaccinations).values(row).returning();
  return created!;
}

export async function updateVaccination(
  db: Db,
  petId: string,
  id: string,
  patch: Partial<NewVaccinationRow>,
): Promise<VaccinationRow | undefined> {
  const [row] = await db
    .update(vaccinations)
    .set(patch)
    .where(and(eq(vaccinations.id, id), eq(vaccinations.petId, petId)))
    .returning();
  return row;
}

export async function deleteVaccination(db: Db, petId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(vaccinations)
    .where(and(eq(vaccinations.id, id), eq(vaccinations.petId, petId)))
    .returning({ id: vaccinations.id });
  return rows.length > 0;
}
