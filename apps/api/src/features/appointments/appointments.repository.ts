import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, petMembers, pets } from '../../db/schema';
import { liveMembership } from '../../lib/pet-access';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

const byDate = [asc(appointments.date), asc(appointments.time), asc(appointments.createdAt)];

export async function insertAppointment(db: Db, row: NewAppointmentRow): Promise<AppointmentRow> {
  const [created] = await db.insert(appointments).values(row).returning();
  return created!;
}

export async function listForPet(db: Db, petId: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.petId, petId))
    .orderBy(...byDate);
}

/** Every appointment of the account's own pets and of pets shared with it, by date. */
export async function listForUser(db: Db, userId: string, now: Date) {
  const shared = db
    .select({ petId: petMembers.petId })
    .from(petMembers)
    .where(and(eq(petMembers.userId, userId), liveMembership(now)));
  return db
    .select({ appointment: appointments, petName: pets.name, photoUpdatedAt: pets.photoUpdatedAt })
    .from(appointments)
    .innerJoin(pets, eq(pets.id, appointments.petId))
    .where(or(eq(pets.ownerId, userId), inArray(pets.id, shared)))
    .orderBy(...byDate);
}

export async function findForPet(
  db: Db,
  petId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.petId, petId)))
    .limit(1);
  return row;
}

/** Moves a scheduled appointment to `status` in one statement; undefined if none matched. */
export async function updateStatusIfScheduled(
  db: Db,
  petId: string,
  id: string,
  status: 'completed' | 'cancelled',
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.petId, petId),
        eq(appointments.status, 'scheduled'),
      ),
    )
    .returning();
  return row;
}
