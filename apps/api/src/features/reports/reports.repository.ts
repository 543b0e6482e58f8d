import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, medications, pets, reactions, vaccinations } from '../../db/schema';

// Everything the report shows about one pet, read directly (the pets feature's files are its
// own). Ownership is checked before this is called.

export type PetRow = typeof pets.$inferSelect;
export type MedicationRow = typeof medications.$inferSelect;
export type VaccinationRow = typeof vaccinations.$inferSelect;
export type ReactionRow = typeof reactions.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;

export interface MedicalRecordRows {
  pet: PetRow;
  medications: MedicationRow[];
  vaccinations: VaccinationRow[];
  reactions: ReactionRow[];
  appointments: AppointmentRow[];
}

export async function loadMedicalRecord(db: Db, petId: string): Promise<MedicalRecordRows | null> {
  const [pet] = await db.select().from(pets).where(eq(pets.id, petId)).limit(1);
  if (!pet) return null;
  const [medicationRows, vaccinationRows, reactionRows, appointmentRows] = await Promise.all([
    db
      .select()
      .from(medications)
      .where(eq(medications.petId, petId))
      .orderBy(sql`${medications.startDate} desc nulls last`, desc(medications.createdAt)),
    db
      .select()
      .from(vaccinations)
      .where(eq(vaccinations.petId, petId))
      .orderBy(desc(vaccinations.date), asc(vaccinations.vaccine)),
    db
      .select()
      .from(reactions)
      .where(eq(reactions.petId, petId))
      .orderBy(desc(reactions.date), desc(reactions.createdAt)),
    db
      .select()
      .from(appointments)
      .where(eq(appointments.petId, petId))
      .orderBy(desc(appointments.date), desc(appointments.time)),
  ]);
  return {
    pet,
    medications: medicationRows,
    vaccinations: vaccinationRows,
    reactions: reactionRows,
    appointments: appointmentRows,
  };
}
