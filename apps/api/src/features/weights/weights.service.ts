import type { DoseChange, WeightEntry, WeightInput, WeightTrend } from '@pawrx/contracts/weights';
import { fromKg, toKg, MAX_WEIGHT_KG, WEIGHT_MESSAGES } from '@pawrx/contracts/weights';
import { weightUnitSchema, type WeightUnit } from '@pawrx/contracts/enums';
import { weightTrend } from '@pawrx/contracts/weight-trend';
import { recheckDoses } from '@pawrx/formulary/engine/dose-recheck';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Db } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { evictPet } from '../../lib/pet-eviction';
import { ownerToday } from '../../lib/owner-time-zone';
import { toPetForCheck, weightInKg } from '../../lib/pet-for-check';
import { toWeightEntry } from './weights.mapper';
import * as repo from './weights.repository';

// A pet's weight history. The newest weighing is the pet's current weight: adding a newer one (or
// deleting the newest) moves the pet's weight with it, so the Quick Check, the report and the
// dose re-check all read one number. Decision 017 explains the choices.

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface WeightAdded {
  entry: WeightEntry;
  doseChanges: DoseChange[];
  weightTrend: WeightTrend | null;
}

const notFound = () => AppError.notFound(WEIGHT_MESSAGES.notFound);

export async function listWeights(ctx: Ctx, userId: string, petId: string) {
  await requirePetRight(ctx, userId, petId, 'read');
  return (await repo.listWeights(ctx.db, petId)).map(toWeightEntry);
}

/**
 * Sets the pet's weight to its newest weighing, in the pet's own unit (a pet without one takes
 * the unit just typed). `typed` is the owner's own number, kept as typed when the units agree so
 * 22 lbs does not come back as 22.01. Returns the pet's weight in kg afterwards.
 */
async function followNewest(
  tx: Tx,
  petId: string,
  pet: repo.PetWeightRow,
  now: Date,
  typed?: { rowId: string; value: number; unit: WeightUnit },
): Promise<number | null> {
  const before = weightInKg(pet.weight, pet.weightUnit);
  const newest = await repo.latestWeight(tx, petId);
  if (!newest) return before;
  const petUnit = weightUnitSchema.safeParse(pet.weightUnit);
  const unit: WeightUnit = petUnit.success ? petUnit.data : (typed?.unit ?? 'lbs');
  const value =
    typed && typed.rowId === newest.id && typed.unit === unit
      ? typed.value
      : fromKg(newest.weightKg, unit);
  if (value !== pet.weight || unit !== pet.weightUnit)
    await repo.setPetWeight(tx, petId, value, unit, now);
  return weightInKg(value, unit);
}

export async function addWeight(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  body: WeightInput,
): Promise<WeightAdded> {
  // Weighings are the pet's profile: whoever may edit it (owner, co-owner) records them, and
  // "today" is the owner's.
  const { ownerId } = await requirePetRight(ctx, actor.id, petId, 'edit-pet');
  const now = ctx.now();
  if (body.date > (await ownerToday(ctx.db, ownerId, now)))
    throw AppError.badRequest(WEIGHT_MESSAGES.dateInFuture, [
      { path: 'date', message: WEIGHT_MESSAGES.dateInFuture },
    ]);
  const weightKg = toKg(body.weight, body.weightUnit);
  const saved = await ctx.db.transaction(async (tx) => {
    const pet = await repo.lockPet(tx, petId);
    if (!pet) throw notFound();
    const beforeKg = weightInKg(pet.weight, pet.weightUnit);
    await repo.deleteProfileWeightsOn(tx, petId, body.date);
    const row = await repo.insertWeight(tx, {
      petId,
      date: body.date,
      weightKg,
      note: body.note ?? '',
    });
    const typed = { rowId: row.id, value: body.weight, unit: body.weightUnit };
    const nowKg = await followNewest(tx, petId, pet, now, typed);
    // In the same transaction: a weighing is never saved without its line in the log.
    await recordActivity(tx, {
      petId,
      actor,
      action: 'weight.added',
      summary: `Weighed ${body.weight} ${body.weightUnit} on ${body.date}`,
      at: now,
    });
    const [entries, medications] = await Promise.all([
      repo.listWeights(tx, petId),
      repo.currentMedications(tx, petId),
    ]);
    return { pet, row, beforeKg, nowKg, entries, medications };
  });
  // The Quick Check's cached profile and the pet lists (owner's and members') show the weight.
  await evictPet(ctx, ownerId, petId);
  const { pet, row, beforeKg, nowKg, entries, medications } = saved;
  return {
    entry: toWeightEntry(row),
    doseChanges: recheckDoses(toPetForCheck(pet, now), medications, beforeKg, nowKg),
    weightTrend: weightTrend(
      entries,
      entries.find((e) => e.id === row.id),
    ),
  };
}

export async function removeWeight(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  id: string,
): Promise<void> {
  const { ownerId } = await requirePetRight(ctx, actor.id, petId, 'edit-pet');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const pet = await repo.lockPet(tx, petId);
    if (!pet) throw notFound();
    const newest = await repo.latestWeight(tx, petId);
    const date = await repo.deleteWeight(tx, petId, id);
    if (date === null) throw notFound();
    await recordActivity(tx, {
      petId,
      actor,
      action: 'weight.deleted',
      summary: `Deleted the weighing of ${date}`,
      at: now,
    });
    // Only the newest weighing is the pet's weight; deleting an older one changes nothing else.
    if (newest?.id === id) await followNewest(tx, petId, pet, now);
  });
  await evictPet(ctx, ownerId, petId);
}

/**
 * Runs a profile edit under the pet-row lock the weighings take (issue 23): a weight typed on the
 * profile and a weighing saved at once apply one after the other, so the pet's weight stays its
 * newest weighing. `edit` must use only the transaction it is handed.
 */
export async function withPetWeightLock<T>(
  db: Db,
  petId: string,
  edit: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockPet(tx, petId))) throw notFound();
    return edit(tx);
  });
}

/**
 * A weight set on the pet's profile (creation or edit) is kept in the history, dated the owner's
 * today and marked 'profile': a weighing recorded that day replaces it. Values the history refuses (none, 0, over 1,500 kg) leave it alone. An edit calls it
 * inside withPetWeightLock.
 */
export async function recordProfileWeight(
  db: Db,
  ownerId: string,
  petId: string,
  weight: { value: number | null | undefined; unit: string | null | undefined },
  now: Date,
): Promise<void> {
  const kg = weightInKg(weight.value ?? null, weight.unit ?? null);
  if (kg === null || kg > MAX_WEIGHT_KG) return;
  const date = await ownerToday(db, ownerId, now);
  await repo.insertWeight(db, { petId, date, weightKg: toKg(kg, 'kg'), source: 'profile' });
}
