import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentSummariesOfPet } from '../documents/documents.service';
import { labPanelsOfPet } from '../labs/labs.service';
import {
  appointments,
  medications,
  medicationStatusChanges,
  pets,
  petWeights,
  reactions,
  vaccinations,
} from '../../db/schema';

// Everything the report shows about one pet, read directly (the pets feature's files are its
// own). Ownership is checked before this is called.

export type PetRow = typeof pets.$inferSelect;
export type MedicationRow = typeof medications.$inferSelect;
export type VaccinationRow = typeof vaccinations.$inferSelect;
export type ReactionRow = typeof reactions.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type WeightRow = typeof petWeights.$inferSelect;
type StatusChangeRow = typeof medicationStatusChanges.$inferSelect;

export interface MedicalRecordRows {
  pet: PetRow;
  medications: MedicationRow[];
  vaccinations: VaccinationRow[];
  reactions: ReactionRow[];
  appointments: AppointmentRow[];
  /** Oldest first. */
  weights: WeightRow[];
  statusChanges: StatusChangeRow[];
  /** Newest first, without their files. */
  documents: Awaited<ReturnType<typeof documentSummariesOfPet>>;
  /** Lab panels, newest first. */
  labPanels: Awaited<ReturnType<typeof labPanelsOfPet>>;
}

export async function loadMedicalRecord(db: Db, petId: string): Promise<MedicalRecordRows | null> {
  const [pet] = await db.select().from(pets).where(eq(pets.id, petId)).limit(1);
  if (!pet) return null;
  const [
    medicationRows,
    vaccinationRows,
    reactionRows,
    appointmentRows,
    weightRows,
    changeRows,
    documentRows,
    labRows,
  ] = await Promise.all([
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
    db
      .select()
      .from(petWeights)
      .where(eq(petWeights.petId, petId))
      .orderBy(asc(petWeights.date), asc(petWeights.createdAt)),
    db
      .select()
      .from(medicationStatusChanges)
      .where(eq(medicationStatusChanges.petId, petId))
      .orderBy(asc(medicationStatusChanges.createdAt)),
    documentSummariesOfPet(db, petId),
    labPanelsOfPet(db, petId),
  ]);
  return {
    pet,
    medications: medicationRows,
    vaccinations: vaccinationRows,
    reactions: reactionRows,
    appointments: appointmentRows,
    weights: weightRows,
    statusChanges: changeRows,
    documents: documentRows,
    labPanels: labRows,
  };
}
