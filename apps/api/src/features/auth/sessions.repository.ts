import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

/** The account's live sessions, newest sign-in first. */
export async function liveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Ends one live session of the account; false when there is none with that id. */
export async function revokeOwnSession(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the account but `keep`; returns the ids ended. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keep: string,
  now: Date,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((r) => r.id);
}

/**
 * Records a use of the session unless one was recorded in the last `everyMs`: the condition is in
 * the statement, so several processes write at most once per interval between them.
 */
export async function touchSession(db: Db, id: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, id),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(now.getTime() - everyMs))),
      ),
    );
}
