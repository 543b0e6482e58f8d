import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, medications, petMembers, pets, users, vaccinations } from '../../db/schema';
import { liveMembership } from '../../lib/pet-access';

export async function feedKeysOf(db: Db, userId: string) {
  const [row] = await db
    .select({ nonce: users.calendarFeedNonce, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setFeedKeys(db: Db, userId: string, nonce: string, tokenHash: string) {
  await db
    .update(users)
    .set({ calendarFeedNonce: nonce, calendarFeedTokenHash: tokenHash })
    .where(eq(users.id, userId));
}

export async function userByFeedHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, timezone: users.timezone, name: users.name })
    .from(users)
    .where(eq(users.calendarFeedTokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Everything the feed shows for one account: its own pets and the pets it helps care for
 * (co-owner, caregiver; a vet's patients stay out of the vet's calendar), each with its owner's
 * time zone, in which the pet's dose times are written.
 */
export async function feedData(db: Db, userId: string, now: Date) {
  const caring = db
    .select({ petId: petMembers.petId })
    .from(petMembers)
    .where(
      and(
        eq(petMembers.userId, userId),
        inArray(petMembers.role, ['co-owner', 'caregiver']),
        liveMembership(now),
      ),
    );
  const petRows = await db
    .select({ id: pets.id, name: pets.name, timezone: users.timezone })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(or(eq(pets.ownerId, userId), inArray(pets.id, caring)));
  const petIds = petRows.map((p) => p.id);
  if (petIds.length === 0)
    return { pets: petRows, medications: [], appointments: [], vaccinations: [] };
  const [meds, appts, vaccines] = await Promise.all([
    db
      .select()
      .from(medications)
      .where(and(inArray(medications.petId, petIds), eq(medications.status, 'active'))),
    db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.petId, petIds), ne(appointments.status, 'cancelled'))),
    db.select().from(vaccinations).where(inArray(vaccinations.petId, petIds)),
  ]);
  return {
    pets: petRows,
    medications: meds.filter((m) => m.doseTimes.length > 0),
    appointments: appts,
    vaccinations: vaccines,
  };
}
