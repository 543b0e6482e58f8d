import type { Db } from '../../db/client';
import {
  appointments,
  medications,
  pets,
  petWeights,
  reactions,
  vaccinations,
} from '../../db/schema';
import type { MedicalReportData } from './medical-report.types';

/** Stores report data as a pet of `ownerId` (tests and the benchmark); returns the pet's id. */
export async function seedReportPet(
  db: Db,
  ownerId: string,
  data: Omit<MedicalReportData, 'safety' | 'generatedAt' | 'timeline'>,
): Promise<string> {
  const [pet] = await db
    .insert(pets)
    .values({ ...data.pet, ownerId })
    .returning({ id: pets.id });
  const petId = pet!.id;
  const meds = [...data.currentMedications, ...data.medicationHistory];
  if (meds.length) await db.insert(medications).values(meds.map((m) => ({ ...m, petId })));
  if (data.vaccinations.length)
    await db.insert(vaccinations).values(data.vaccinations.map((v) => ({ ...v, petId })));
  if (data.reactions.length)
    await db.insert(reactions).values(data.reactions.map((r) => ({ ...r, petId })));
  if (data.appointments.length)
    await db.insert(appointments).values(data.appointments.map((a) => ({ ...a, petId })));
  if (data.weights.length)
    await db.insert(petWeights).values(data.weights.map((w) => ({ ...w, petId })));
  return petId;
}
