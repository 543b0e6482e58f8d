import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, passwordResets, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Inserts a user; returns undefined when the email is already taken. */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function createSession(
  db: Db,
  userId: string,
  expiresAt: Date,
  client: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: client.userAgent ?? null, ip: client.ip ?? null })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The live session's user, in one query: unrevoked, unexpired, matching the token's user. */
export async function findSessionUser(db: Db, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function createPasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/**
 * Spends a reset token and sets the new password in one transaction: the token must be unused
 * and unexpired; every other outstanding token and every session of the account are revoked.
 * Returns the account's id, or undefined when the token is not valid.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return undefined;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
    // A change of address someone else asked for (the old address was told) ends here too.
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.userId, reset.userId),
          isNull(emailVerifications.usedAt),
          sql`${emailVerifications.email} <> (select ${users.email} from ${users} where ${users.id} = ${reset.userId})`,
        ),
      );
    return reset.userId;
  });
}
