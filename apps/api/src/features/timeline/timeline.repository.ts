import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments,
  medications,
  medicationStatusChanges,
  petWeights,
  reactions,
  vaccinations,
} from '../../db/schema';

// Everything a pet's timeline is made of, read directly (as the report does): the features own
// their writes, the timeline only reads. Ownership is checked before this is called.

export async function loadTimelineRows(db: Db, petId: string) {
  const [meds, changes, reactionRows, vaccinationRows, appointmentRows, weightRows] =
    await Promise.all([
      db
        .select({
          id: medications.id,
          name: medications.name,
          dosage: medications.dosage,
          frequency: medications.frequency,
          status: medications.status,
          startDate: medications.startDate,
          endDate: medications.endDate,
          createdAt: medications.createdAt,
          updatedAt: medications.updatedAt,
        })
        .from(medications)
        .where(eq(medications.petId, petId))
        .orderBy(asc(medications.createdAt), asc(medications.id)),
      db
        .select({
          id: medicationStatusChanges.id,
          medicationId: medicationStatusChanges.medicationId,
          fromStatus: medicationStatusChanges.fromStatus,
          toStatus: medicationStatusChanges.toStatus,
          date: medicationStatusChanges.date,
        })
        .from(medicationStatusChanges)
        .where(eq(medicationStatusChanges.petId, petId))
        .orderBy(asc(medicationStatusChanges.createdAt), asc(medicationStatusChanges.id)),
      db
        .select({
          id: reactions.id,
          medication: reactions.medication,
          date: reactions.date,
          severity: reactions.severity,
          symptoms: reactions.symptoms,
          outcome: reactions.outcome,
        })
        .from(reactions)
        .where(eq(reactions.petId, petId))
        .orderBy(asc(reactions.createdAt), asc(reactions.id)),
      db
        .select({
          id: vaccinations.id,
          vaccine: vaccinations.vaccine,
          date: vaccinations.date,
          veterinarian: vaccinations.veterinarian,
        })
        .from(vaccinations)
        .where(eq(vaccinations.petId, petId))
        .orderBy(asc(vaccinations.createdAt), asc(vaccinations.id)),
      db
        .select({
          id: appointments.id,
          type: appointments.type,
          title: appointments.title,
          date: appointments.date,
          time: appointments.time,
          clinic: appointments.clinic,
          status: appointments.status,
        })
        .from(appointments)
        .where(eq(appointments.petId, petId))
        .orderBy(asc(appointments.createdAt), asc(appointments.id)),
      db
        .select({
          id: petWeights.id,
          date: petWeights.date,
          weightKg: petWeights.weightKg,
          note: petWeights.note,
        })
        .from(petWeights)
        .where(eq(petWeights.petId, petId))
        .orderBy(asc(petWeights.createdAt), asc(petWeights.id)),
    ]);
  return {
    medications: meds,
    statusChanges: changes,
    reactions: reactionRows,
    vaccinations: vaccinationRows,
    appointments: appointmentRows,
    weights: weightRows,
  };
}

/** The rows the timeline is built from, as loadTimelineRows reads them. */
export type TimelineRows = Awaited<ReturnType<typeof loadTimelineRows>>;
