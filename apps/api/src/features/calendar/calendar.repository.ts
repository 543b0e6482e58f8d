import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, medications, pets, users, vaccinations } from '../../db/schema';

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

/** Everything the feed shows for one account: pets, scheduled medications, appointments, vaccinations. */
export async function feedData(db: Db, userId: string) {
  const petRows = await db
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(eq(pets.ownerId, userId));
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
