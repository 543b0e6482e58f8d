import { and, asc, eq } from 'drizzle-orm';
import type { DeletionPet } from '@pawrx/contracts/account';
import { petMembers, pets, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { liveMembership } from '../../lib/pet-access';

// GET /api/account/deletion-plan (issue 25 item 4): the pets the account owns that another person
// co-owns now, with those co-owners, so the web can offer each pet to one of them before deletion.
// The same co-owners are the only ones DELETE /api/account accepts in `handOver`.

export async function handOverCandidates(ctx: AppContext, userId: string): Promise<DeletionPet[]> {
  const rows = await ctx.db
    .select({
      petId: pets.id,
      petName: pets.name,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(pets)
    .innerJoin(petMembers, eq(petMembers.petId, pets.id))
    .innerJoin(users, eq(users.id, petMembers.userId))
    .where(
      and(eq(pets.ownerId, userId), eq(petMembers.role, 'co-owner'), liveMembership(ctx.now())),
    )
    .orderBy(asc(pets.name), asc(pets.id), asc(users.name), asc(users.id));
  const byPet = new Map<string, DeletionPet>();
  for (const row of rows) {
    const pet = byPet.get(row.petId) ?? { petId: row.petId, name: row.petName, coOwners: [] };
    pet.coOwners.push({ userId: row.userId, name: row.name, email: row.email });
    byPet.set(row.petId, pet);
  }
  return [...byPet.values()];
}
