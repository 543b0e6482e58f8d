import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENT_MEDICATION_STATUSES } from '@pawrx/contracts/enums';
import type { Db } from '../../db/client';
import { medications, pets, petWeights } from '../../db/schema';
import { petCheckColumns, type PetRowForCheck } from '../../lib/pet-for-check';
import { isUuid } from '../../lib/uuid';

export type WeightRow = typeof petWeights.$inferSelect;
export type NewWeightRow = typeof petWeights.$inferInsert;
/** What a weight write reads of its pet: the current weight and what the dose engine needs. */
export type PetWeightRow = PetRowForCheck;

/** A transaction or the database: the weight writes run inside one. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Oldest first; of one day, in the order they were recorded. */
export const listWeights = (db: Tx, petId: string): Promise<WeightRow[]> =>
  db
    .select()
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(asc(petWeights.date), asc(petWeights.createdAt), asc(petWeights.id));

export async function latestWeight(db: Tx, petId: string): Promise<WeightRow | undefined> {
  const [row] = await db
    .select()
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(desc(petWeights.date), desc(petWeights.createdAt), desc(petWeights.id))
    .limit(1);
  return row;
}

/**
 * Records a weighing, timed when it is written (not when its transaction began): of one day's
 * weighings written under the pet-row lock, the last written is the newest.
 */
export async function insertWeight(
  db: Tx,
  row: Omit<NewWeightRow, 'createdAt'>,
): Promise<WeightRow> {
  const [created] = await db
    .insert(petWeights)
    .values({ ...row, createdAt: sql`clock_timestamp()` })
    .returning();
  return created!;
}

/**
 * Removes the weights typed on the profile that are dated `date`: a weighing that day replaces
 * them, so the sign-up weight does not read as a same-day loss or gain (issue 24).
 */
export async function deleteProfileWeightsOn(db: Tx, petId: string, date: string): Promise<void> {
  await db
    .delete(petWeights)
    .where(
      and(eq(petWeights.petId, petId), eq(petWeights.date, date), eq(petWeights.source, 'profile')),
    );
}

/** Deletes one weighing of the pet; its date, or null when there was none. */
export async function deleteWeight(db: Tx, petId: string, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const deleted = await db
    .delete(petWeights)
    .where(and(eq(petWeights.id, id), eq(petWeights.petId, petId)))
    .returning({ date: petWeights.date });
  return deleted[0]?.date ?? null;
}

/**
 * The pet's row, locked until the transaction ends: two weighings of one pet saved at once are
 * applied one after the other, so the pet's weight is always its newest weighing.
 */
export async function lockPet(db: Tx, petId: string): Promise<PetWeightRow | undefined> {
  const [row] = await db
    .select(petCheckColumns)
    .from(pets)
    .where(eq(pets.id, petId))
    .for('update')
    .limit(1);
  return row;
}

export async function setPetWeight(
  db: Tx,
  petId: string,
  weight: number,
  weightUnit: string,
  now: Date,
): Promise<void> {
  await db.update(pets).set({ weight, weightUnit, updatedAt: now }).where(eq(pets.id, petId));
}

/** The medications the dose re-check looks at: active and paused (spec: current[]). */
export const currentMedications = (db: Tx, petId: string) =>
  db
    .select({
      id: medications.id,
      name: medications.name,
      dosage: medications.dosage,
      frequency: medications.frequency,
    })
    .from(medications)
    .where(
      and(
        eq(medications.petId, petId),
        inArray(medications.status, [...CURRENT_MEDICATION_STATUSES]),
      ),
    )
    .orderBy(asc(medications.createdAt), asc(medications.id));
