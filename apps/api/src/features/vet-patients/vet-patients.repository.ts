import { and, asc, eq, inArray } from 'drizzle-orm';
import { CURRENT_MEDICATION_STATUSES } from '@pawrx/contracts/enums';
import type { Db } from '../../db/client';
import { medications, petMembers, pets, users } from '../../db/schema';
import { liveMembership } from '../../lib/pet-access';
import { petCheckColumns } from '../../lib/pet-for-check';

/** Pets shared with the account as their vet (live memberships), with the owner's name and contact. */
export async function listPatients(db: Db, userId: string, now: Date) {
  return db
    .select({
      pet: { id: pets.id, ...petCheckColumns, photoUpdatedAt: pets.photoUpdatedAt },
      ownerName: users.name,
      ownerEmail: users.email,
      ownerPhone: users.phone,
      ownerTimeZone: users.timezone,
      expiresAt: petMembers.expiresAt,
    })
    .from(petMembers)
    .innerJoin(pets, eq(pets.id, petMembers.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(and(eq(petMembers.userId, userId), eq(petMembers.role, 'vet'), liveMembership(now)))
    .orderBy(asc(pets.name), asc(pets.id));
}

export type PatientRow = Awaited<ReturnType<typeof listPatients>>[number];

/** Active and paused medications of the pets, by name. */
export async function currentMedications(db: Db, petIds: string[]) {
  if (petIds.length === 0) return [];
  return db
    .select()
    .from(medications)
    .where(
      and(
        inArray(medications.petId, petIds),
        inArray(medications.status, [...CURRENT_MEDICATION_STATUSES]),
      ),
    )
    .orderBy(asc(medications.name));
}
