import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { addDays } from '@pawrx/contracts/zoned-time';
import type { Db } from '../../db/client';
import { doseLogs, medications, pets, petWeights, reactions, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { MedicationRow, PetRow, ReactionRow, WeightRow } from './reports.repository';

// What the adverse-event report reads about one reaction of an owned pet. Ownership of the pet
// is checked before this is called; the reaction must belong to that pet.

/** Doses logged as given in this many days up to the reaction name who gave the product. */
const GIVEN_BY_WINDOW_DAYS = 30;

export interface AdverseEventRows {
  pet: PetRow;
  reaction: ReactionRow;
  medications: MedicationRow[];
  /** Oldest first. */
  weights: WeightRow[];
  /** Per medication id: who logged its doses as given, most recent first. */
  givenBy: Map<string, string[]>;
}

export async function loadAdverseEvent(
  db: Db,
  petId: string,
  reactionId: string,
): Promise<AdverseEventRows | null> {
  if (!isUuid(reactionId)) return null;
  const [[pet], [reaction]] = await Promise.all([
    db.select().from(pets).where(eq(pets.id, petId)).limit(1),
    db
      .select()
      .from(reactions)
      .where(and(eq(reactions.id, reactionId), eq(reactions.petId, petId)))
      .limit(1),
  ]);
  if (!pet || !reaction) return null;
  const dayAfter = new Date(`${addDays(reaction.date, 1)}T00:00:00Z`);
  const windowStart = new Date(`${addDays(reaction.date, -GIVEN_BY_WINDOW_DAYS)}T00:00:00Z`);
  const [medicationRows, weightRows, logs] = await Promise.all([
    db.select().from(medications).where(eq(medications.petId, petId)),
    db
      .select()
      .from(petWeights)
      .where(eq(petWeights.petId, petId))
      .orderBy(asc(petWeights.date), asc(petWeights.createdAt)),
    db
      .select({
        medicationId: doseLogs.medicationId,
        loggedByName: doseLogs.loggedByName,
        userName: users.name,
      })
      .from(doseLogs)
      .leftJoin(users, eq(users.id, doseLogs.loggedBy))
      .where(
        and(
          eq(doseLogs.petId, petId),
          eq(doseLogs.status, 'given'),
          gte(doseLogs.scheduledAt, windowStart),
          lt(doseLogs.scheduledAt, dayAfter),
        ),
      )
      .orderBy(desc(doseLogs.scheduledAt)),
  ]);
  const givenBy = new Map<string, string[]>();
  for (const log of logs) {
    const name = (log.userName ?? log.loggedByName).trim();
    const names = givenBy.get(log.medicationId) ?? [];
    if (name && !names.includes(name)) names.push(name);
    givenBy.set(log.medicationId, names);
  }
  return { pet, reaction, medications: medicationRows, weights: weightRows, givenBy };
}
