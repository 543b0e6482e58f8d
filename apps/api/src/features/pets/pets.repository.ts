import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { MemberRole } from '@pawrx/contracts/pet-access';
import type { Db } from '../../db/client';
import { petMembers, pets, users } from '../../db/schema';
import { liveMembership } from '../../lib/pet-access';

type PetRow = typeof pets.$inferSelect;
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

export interface SharedPetRow {
  pet: PetInfoRow;
  role: MemberRole;
  ownerName: string;
  ownerTimeZone: string;
  expiresAt: Date | null;
}

/** Pets shared with the account through a live membership, in the order they were shared. */
export async function listSharedPets(db: Db, userId: string, now: Date): Promise<SharedPetRow[]> {
  return db
    .select({
      pet: infoColumns,
      role: petMembers.role,
      ownerName: users.name,
      ownerTimeZone: users.timezone,
      expiresAt: petMembers.expiresAt,
    })
    .from(petMembers)
    .innerJoin(pets, eq(pets.id, petMembers.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(and(eq(petMembers.userId, userId), liveMembership(now)))
    .orderBy(asc(petMembers.respondedAt), asc(petMembers.id));
}

/** The pet and its owner's name; the caller has checked access. */
export async function findPet(
  db: Db,
  id: string,
): Promise<{ pet: PetInfoRow; ownerName: string; ownerTimeZone: string } | undefined> {
  const [row] = await db
    .select({ pet: infoColumns, ownerName: users.name, ownerTimeZone: users.timezone })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, id))
    .limit(1);
  return row;
}

export async function insertPet(db: Db, row: NewPetRow): Promise<PetInfoRow> {
  const [created] = await db.insert(pets).values(row).returning(infoColumns);
  return created!;
}

/** The caller has checked the right to edit. */
export async function updatePet(db: Db, id: string, patch: Partial<NewPetRow>): Promise<void> {
  await db.update(pets).set(patch).where(eq(pets.id, id));
}

/** Deletes the pet; its records, memberships, links and activity cascade. */
export async function deletePet(db: Db, id: string): Promise<void> {
  await db.delete(pets).where(eq(pets.id, id));
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
