import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, pets } from '../../db/schema';

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

/** Every appointment of the owner's pets, with the pet's name and photo version. */
export async function listForOwner(db: Db, ownerId: string) {
  return db
    .select({ appointment: appointments, petName: pets.name, photoUpdatedAt: pets.photoUpdatedAt })
    .from(appointments)
    .innerJoin(pets, eq(pets.id, appointments.petId))
    .where(eq(pets.ownerId, ownerId))
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
