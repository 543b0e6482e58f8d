import Bowser from 'bowser';
import { SESSION_MESSAGES, type Session } from '@pawrx/contracts/sessions';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import * as repo from './sessions.repository';

// Where the account is signed in (issue 25 item 5, decision 045). Ending a session revokes its
// row and evicts it from the session cache of every process through the eviction bus (Redis
// pub/sub when REDIS_URL is set), so its token stops working on the very next request anywhere.

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;

/** What a sign-in records about the client; the User-Agent is cut to 512 characters. */
export type SessionClient = { userAgent?: string | undefined; ip?: string | undefined };
export const clientOf = (request: {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}): SessionClient => {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua.slice(0, 512) : undefined, ip: request.ip };
};

/** "Firefox on Windows", from a maintained parser (bowser); "Unknown device" without one. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent?.trim()) return SESSION_MESSAGES.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return SESSION_MESSAGES.unknownDevice;
  return [browser.name ?? 'A browser', os.name ? `on ${os.name}` : ''].filter(Boolean).join(' ');
}

export async function listSessions(
  ctx: Ctx,
  userId: string,
  currentSessionId: string,
): Promise<Session[]> {
  const rows = await repo.liveSessions(ctx.db, userId, ctx.now());
  return rows.map((row) => ({
    _id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the account's sessions (this one included); 404 for any other id. */
export async function endSession(ctx: Ctx, userId: string, sessionId: string): Promise<void> {
  if (!(await repo.revokeOwnSession(ctx.db, userId, sessionId, ctx.now())))
    throw AppError.notFound(SESSION_MESSAGES.notFound);
  await ctx.evict({ kind: 'session', sessionId });
}

/** "Sign out everywhere else": every session of the account but the caller's. */
export async function endOtherSessions(
  ctx: Ctx,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const ended = await repo.revokeOtherSessions(ctx.db, userId, currentSessionId, ctx.now());
  for (const sessionId of ended) await ctx.evict({ kind: 'session', sessionId });
  return ended.length;
}
