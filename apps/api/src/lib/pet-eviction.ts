import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { petMembers, pets } from '../db/schema';
import type { AppContext } from './context';

// A pet's list entry shows in its owner's list and in every member's (issue 16): a write that
// changes it (name, photo, vaccinations, deletion) must evict all of those lists, not only the
// owner's, or a co-owner would see the old name for the list cache's lifetime.

/** Accounts that accepted an invitation to the pet (expired ones included: cheap and safe). */
export async function memberUserIds(db: Db, petId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: petMembers.userId })
    .from(petMembers)
    .where(and(eq(petMembers.petId, petId), isNotNull(petMembers.userId)));
  return rows.map((r) => r.userId!);
}

/**
 * Evicts the pet for its owner and members. `members` is read first when the caller is about to
 * delete the pet (its memberships cascade away with it).
 */
export async function evictPet(
  ctx: Pick<AppContext, 'db' | 'evict'>,
  ownerId: string,
  petId: string,
  members?: string[],
): Promise<void> {
  await ctx.evict({ kind: 'pet', ownerId, petId });
  for (const userId of members ?? (await memberUserIds(ctx.db, petId)))
    await ctx.evict({ kind: 'pet-list', userId });
}

/**
 * Evicts the pet lists that show an account's pets: its own and every member's. Each entry
 * carries its owner's name and zone (the pet's day), so a member must not keep the old ones.
 */
export async function evictListsOfOwner(
  ctx: Pick<AppContext, 'db' | 'evict'>,
  ownerId: string,
): Promise<void> {
  const rows = await ctx.db
    .selectDistinct({ userId: petMembers.userId })
    .from(petMembers)
    .innerJoin(pets, eq(pets.id, petMembers.petId))
    .where(and(eq(pets.ownerId, ownerId), isNotNull(petMembers.userId)));
  for (const userId of [ownerId, ...rows.map((r) => r.userId!)])
    await ctx.evict({ kind: 'pet-list', userId });
}
