import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'register' | 'sign-in';

export async function saveChallenge(
  db: Db,
  row: { challenge: string; purpose: ChallengePurpose; userId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Dead challenges are swept on each new one: the table stays as small as the ceremonies in flight.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(row);
}

/**
 * Takes a challenge for good (delete … returning): of two verifies racing with one challenge, on
 * one process or several, exactly one gets it. Null when unknown, used, expired or not for this.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .returning();
  if (!taken || taken.purpose !== purpose || taken.expiresAt <= now) return false;
  return taken.userId === userId;
}

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/** False when that credential id is already stored (for this account or another). */
export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return inserted.length > 0;
}

export async function markUsed(db: Db, id: string, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function deleteOwnPasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}
