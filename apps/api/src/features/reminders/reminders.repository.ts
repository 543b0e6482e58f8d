import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  between,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { MISSED_AFTER_MINUTES } from '@pawrx/contracts/doses';
import type { Db } from '../../db/client';
import { doseLinks, medications, pets, reminderSends, users, vaccinations } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;
export type ReminderRow = typeof reminderSends.$inferSelect;
export type NewReminderRow = typeof reminderSends.$inferInsert;

const recipient = {
  userId: users.id,
  email: users.email,
  userName: users.name,
  timezone: users.timezone,
  reminderChannel: users.reminderChannel,
  // Reminders go only to a verified address (decision 046): an unverified owner's are off.
  userRemindersEnabled: sql<boolean>`(${users.remindersEnabled} and ${users.emailVerifiedAt} is not null)`,
  petName: pets.name,
};

/** Minutes before now in which a dose time may fall and still be reminded (with slack for DST). */
const DUE_WINDOW_MINUTES = MISSED_AFTER_MINUTES + 60;

/**
 * Active medications with reminders on (theirs and their owner's) that may need a reminder now:
 * one of their local dose times, today or yesterday in the owner's zone, falls in the last
 * MISSED_AFTER_MINUTES (+ an hour of slack; reminder-planner.ts decides exactly), or they have a
 * supply to count down. The database does the coarse cut, so a pass reads the few medications
 * due now rather than every one (decision 033). A zone PostgreSQL does not know keeps every row.
 */
export async function remindableMedications(db: Db, now: Date) {
  const at = now.toISOString();
  const unknownZones = await zonesUnknownToDatabase(db);
  return db
    .select({
      // Only what planning reads: fewer bytes per row for the thousands of rows of a pass.
      med: {
        id: medications.id,
        doseTimes: medications.doseTimes,
        frequency: medications.frequency,
        startDate: medications.startDate,
        endDate: medications.endDate,
        createdAt: medications.createdAt,
        supplyQuantity: medications.supplyQuantity,
        amountPerDose: medications.amountPerDose,
        supplyCountedOn: medications.supplyCountedOn,
      },
      userId: users.id,
      timezone: users.timezone,
    })
    .from(medications)
    .innerJoin(pets, eq(pets.id, medications.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(
      and(
        eq(medications.status, 'active'),
        eq(medications.remindersEnabled, true),
        eq(users.remindersEnabled, true),
        isNotNull(users.emailVerifiedAt),
        or(
          sql`${medications.supplyQuantity} is not null`,
          and(
            sql`cardinality(${medications.doseTimes}) > 0`,
            or(
              unknownZones.length ? inArray(users.timezone, unknownZones) : sql`false`,
              // On the owner's wall clock: a dose time today or yesterday within the window.
              sql`exists (
                select 1
                from (select ${at}::timestamptz at time zone ${users.timezone} as local_now) z
                cross join unnest(${medications.doseTimes}) as dt(hhmm)
                cross join (values (0), (-1)) as d(days)
                where (z.local_now::date + d.days)
                        + case when dt.hhmm ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
                               then dt.hhmm::time end
                      between z.local_now - make_interval(mins => ${DUE_WINDOW_MINUTES})
                          and z.local_now
              )`,
            ),
          ),
        ),
      ),
    );
}

/** Zone names the database knows: read once per process (reading them costs a directory scan). */
let knownZones: Promise<Set<string>> | undefined;

/** Owners' zones the database cannot convert in (a newer tz database in Node than in PostgreSQL). */
async function zonesUnknownToDatabase(db: Db): Promise<string[]> {
  knownZones ??= db
    .execute(sql`select name from pg_timezone_names`)
    .then(
      (result) =>
        new Set((result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name)),
    )
    .catch((error: unknown) => {
      knownZones = undefined;
      throw error;
    });
  const known = await knownZones;
  const zones = await db.selectDistinct({ zone: users.timezone }).from(users);
  return zones.map((z) => z.zone).filter((zone) => !known.has(zone));
}

/** The columns of a medication that planning reads. */
export type PlannerMedication = Awaited<ReturnType<typeof remindableMedications>>[number]['med'];

/** Vaccinations of owners with reminders on whose next due day is near, plus their pets' other records. */
export async function remindableVaccinations(db: Db, fromDay: string, toDay: string) {
  const near = await db
    .select({ petId: vaccinations.petId })
    .from(vaccinations)
    .innerJoin(pets, eq(pets.id, vaccinations.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(
      and(
        eq(users.remindersEnabled, true),
        isNotNull(users.emailVerifiedAt),
        between(vaccinations.nextDue, fromDay, toDay),
      ),
    );
  const petIds = [...new Set(near.map((r) => r.petId))];
  if (petIds.length === 0) return [];
  return db
    .select({ vaccination: vaccinations, ...recipient })
    .from(vaccinations)
    .innerJoin(pets, eq(pets.id, vaccinations.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(inArray(vaccinations.petId, petIds));
}

/** Records reminders to send; ones already planned (same kind, subject and time) are left alone. */
export async function enqueue(db: Db, rows: NewReminderRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(reminderSends)
    .values(rows)
    .onConflictDoNothing({
      target: [reminderSends.kind, reminderSends.subjectId, reminderSends.dueAt],
    })
    .returning({ id: reminderSends.id });
  return inserted.length;
}

/** pg advisory lock key of the planning pass: one planner at a time across every process. */
const PLANNER_LOCK_KEY = 7_277_871_023;

/**
 * Runs `plan` only if no other process is planning right now (a transaction-scoped advisory lock,
 * released at commit; on the embedded database there is one process, so it is always free).
 * Returns undefined when another planner holds the lock.
 */
export async function withPlannerLock<T>(db: Db, plan: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    // Both drivers answer with { rows }.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PLANNER_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!result.rows[0]?.locked) return undefined;
    return plan(tx);
  });
}

/** Deletes settled reminders whose due time is older than `before` (their mail is in the outbox). */
export async function pruneSettled(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(reminderSends)
    .where(and(ne(reminderSends.status, 'pending'), lt(reminderSends.dueAt, before)))
    .returning({ id: reminderSends.id });
  return deleted.length;
}

/**
 * Claims up to `limit` pending reminders whose lease is free: rows another process holds are
 * skipped (FOR UPDATE SKIP LOCKED). Each claimed row gets a lease and a fresh claim token; only a
 * settle with that token counts, so a worker that stalls past its lease cannot settle (or mail)
 * a reminder another worker has since claimed.
 */
export async function claim(db: Db, now: Date, leaseMs: number, limit: number) {
  const token = randomUUID();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: reminderSends.id })
      .from(reminderSends)
      .where(
        and(
          eq(reminderSends.status, 'pending'),
          or(isNull(reminderSends.leaseUntil), lt(reminderSends.leaseUntil, now)),
        ),
      )
      .orderBy(asc(reminderSends.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx
      .update(reminderSends)
      .set({
        leaseUntil: new Date(now.getTime() + leaseMs),
        claimToken: token,
        attempts: sql`${reminderSends.attempts} + 1`,
      })
      .where(
        inArray(
          reminderSends.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  });
}

/**
 * Settles a claimed reminder, only while the claim is still this worker's (same token, still
 * pending). Pass the transaction that also queues its email: false means the claim was lost, and
 * the caller must roll back.
 */
export async function settle(
  db: Db,
  claimed: { id: string; claimToken: string | null },
  outcome: { status: 'sent' | 'cancelled' | 'failed'; at: Date; mailId?: string },
): Promise<boolean> {
  if (!claimed.claimToken) return false;
  const settled = await db
    .update(reminderSends)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
      mailId: outcome.mailId ?? null,
      leaseUntil: null,
    })
    .where(
      and(
        eq(reminderSends.id, claimed.id),
        eq(reminderSends.status, 'pending'),
        eq(reminderSends.claimToken, claimed.claimToken),
      ),
    )
    .returning({ id: reminderSends.id });
  return settled.length === 1;
}

export async function medicationWithRecipient(db: Db, medicationId: string) {
  const [row] = await db
    .select({ med: medications, ...recipient })
    .from(medications)
    .innerJoin(pets, eq(pets.id, medications.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(medications.id, medicationId))
    .limit(1);
  return row;
}

export async function vaccinationWithRecipient(db: Db, vaccinationId: string) {
  const [row] = await db
    .select({ vaccination: vaccinations, ...recipient })
    .from(vaccinations)
    .innerJoin(pets, eq(pets.id, vaccinations.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(vaccinations.id, vaccinationId))
    .limit(1);
  return row;
}

export async function insertDoseLinks(db: Db, rows: (typeof doseLinks.$inferInsert)[]) {
  await db.insert(doseLinks).values(rows);
}

/**
 * Spends a dose link: it must be unused and unexpired. Its sibling (the other button of the same
 * email, and any other link to the same dose) is spent with it, so one email logs one answer.
 */
export async function consumeDoseLink(db: Db, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(doseLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(doseLinks.tokenHash, tokenHash),
          isNull(doseLinks.usedAt),
          gt(doseLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) return undefined;
    await tx
      .update(doseLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(doseLinks.medicationId, link.medicationId),
          eq(doseLinks.scheduledAt, link.scheduledAt),
          isNull(doseLinks.usedAt),
        ),
      );
    return link;
  });
}

/** A live (unused, unexpired) dose link, for the confirmation page. */
export async function findLiveDoseLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(doseLinks)
    .where(
      and(
        eq(doseLinks.tokenHash, tokenHash),
        isNull(doseLinks.usedAt),
        gt(doseLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The refill reminders sent for these medications, as `medicationId@YYYY-MM-DD` of the run-out
 * day each was about: the reader other features use to show "Refill soon" (issue 24 item 5).
 */
export async function refillRemindersSent(
  db: Db,
  medicationIds: readonly string[],
): Promise<Set<string>> {
  if (medicationIds.length === 0) return new Set();
  const rows = await db
    .select({ subjectId: reminderSends.subjectId, dueAt: reminderSends.dueAt })
    .from(reminderSends)
    .where(
      and(
        eq(reminderSends.kind, 'refill'),
        eq(reminderSends.status, 'sent'),
        inArray(reminderSends.subjectId, [...medicationIds]),
      ),
    );
  return new Set(rows.map((r) => `${r.subjectId}@${r.dueAt.toISOString().slice(0, 10)}`));
}
