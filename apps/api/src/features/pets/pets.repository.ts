import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';

export type PetRow = typeof pets.$inferSelect;
export type NewPetRow = typeof pets.$inferInsert;
/** A pet without its photo bytes: what every read but the photo route selects. */
export type PetInfoRow = Omit<PetRow, 'photo'>;

const { photo: _photo, ...infoColumns } = getTableColumns(pets);

export async function listPetsForOwner(db: Db, ownerId: string): Promise<PetInfoRow[]> {
  return db
    .select(infoColumns)
    .from(pets)
    .where(eq(pets.ownerId, ownerId))
    .orderBy(asc(pets.createdAt), asc(pets.id));
}

export async function findPet(
  db: Db,
  ownerId: string,
  id: string,
): Promise<PetInfoRow | undefined> {
  const [row] = await db
    .select(infoColumns)
    .from(pets)
    .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function insertPet(db: Db, row: NewPetRow): Promise<PetInfoRow> {
  const [created] = await db.insert(pets).values(row).returning(infoColumns);
  return created!;
}

export async function updatePet(
  db: Db,
  ownerId: string,
  id: string,
  patch: Partial<NewPetRow>,
): Promise<void> {
  await db
    .update(pets)
    .set(patch)
    .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)));
}

/** Deletes the pet; its vaccinations, appointments, medications and reactions cascade. */
export async function deletePet(db: Db, ownerId: string, id: string): Promise<void> {
  await db.delete(pets).where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)));
}

/** The stored photo of a pet, public by design: the caller has checked the URL's signature. */
export async function findPhoto(db: Db, id: string) {
  const [row] = await db
    .select({ photo: pets.photo, photoUpdatedAt: pets.photoUpdatedAt })
    .from(pets)
    .where(eq(pets.id, id))
    .limit(1);
  return row;
}
