import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';

export async function createVerification(
  db: Db,
  row: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/** The newest live link for an address other than the account's own: a change waiting. */
export async function pendingEmailOf(
  db: Db,
  userId: string,
  currentEmail: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        ne(emailVerifications.email, currentEmail),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.email;
}

export type VerifyOutcome =
  { kind: 'verified' | 'changed'; userId: string } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Spends a link in one transaction. For the account's own address it marks the address verified;
 * for a new address it becomes the account's address, verified, unless another account took it
 * meanwhile. Every other live link of the account is spent with it, so an older "change to X"
 * cannot take effect after a newer one.
 */
export async function consumeVerification(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return { kind: 'invalid' };
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!user) return { kind: 'invalid' };
    const changed = user.email !== link.email;
    if (changed) {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, link.email));
      if (holder) return { kind: 'taken' };
    }
    await tx
      .update(users)
      .set({
        email: link.email,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
        ...(changed ? { emailVerifiedAt: now } : {}),
      })
      .where(eq(users.id, link.userId));
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, link.userId), isNull(emailVerifications.usedAt)));
    return { kind: changed ? 'changed' : 'verified', userId: link.userId };
  });
}

/** Marks the account's current address verified (registration from an invitation's key). */
export async function markVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}
