import { and, eq } from 'drizzle-orm';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import type { Db } from '../db/client';
import { pets } from '../db/schema';
import { AppError } from './app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The ownership gate for every pet-scoped call: another owner's pet, a random uuid and a
 * malformed id all answer 404 'Pet not found'. The vet role grants nothing here.
 */
export async function assertOwnedPet(db: Db, ownerId: string, petId: string): Promise<void> {
  if (!isUuid(petId)) throw AppError.notFound(PET_MESSAGES.notFound);
  const [row] = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
    .limit(1);
  if (!row) throw AppError.notFound(PET_MESSAGES.notFound);
}
