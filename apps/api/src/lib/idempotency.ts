import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
  unquoteKey,
} from '@pawrx/contracts/idempotency';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import type { AppContext } from './context';

// Idempotency-Key (draft-ietf-httpapi-idempotency-key-header) for writes a phone may send twice:
// a retry after a lost answer, or a write queued while offline. The key's row and the write
// commit in one transaction, so a key is either unused or holds the answer of a write that
// happened; a write that fails leaves no trace and may be sent again.

type Ctx = Pick<AppContext, 'db' | 'now'>;

export interface Answer<T> {
  status: number;
  body: T;
}

/** Expired keys removed per write, a few at a time so that no write waits on a big delete. */
const PRUNE_BATCH = 50;

/** JSON with object keys sorted: two sends of the same request hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, route, its parameters, query and body. */
function fingerprintOf(request: FastifyRequest): string {
  const parts = [
    request.method,
    request.routeOptions.url,
    request.params,
    request.query,
    request.body,
  ];
  return createHash('sha256').update(canonical(parts)).digest('hex');
}

async function pruneExpired(db: Db, cutoff: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${idempotencyKeys} WHERE (user_id, key) IN (
      SELECT user_id, key FROM ${idempotencyKeys} WHERE created_at < ${cutoff.toISOString()}
      LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`);
}

/**
 * Runs `write` once per account and Idempotency-Key (when the request has one) and answers a
 * repeat within IDEMPOTENCY_KEY_HOURS with the first answer. `write` must use only the database
 * it is handed (the key's transaction). The same key with another request is a 422; a repeat
 * that arrives while the first is still running waits for it on PostgreSQL (the key's row is
 * locked until the first commits) and then gets its answer.
 */
export async function idempotent<T>(
  ctx: Ctx,
  request: FastifyRequest,
  userId: string,
  write: (db: Db) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string') return { ...(await write(ctx.db)), replayed: false };
  const key = unquoteKey(header);
  const fingerprint = fingerprintOf(request);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
    await pruneExpired(tx, cutoff);
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint, createdAt: now, responseStatus: null, responseBody: null },
        // Only an expired key is taken over; a live one answers below.
        setWhere: lt(idempotencyKeys.createdAt, cutoff),
      })
      .returning({ key: idempotencyKeys.key });
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
      if (first && first.fingerprint !== fingerprint)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
      if (!first || first.responseStatus === null)
        throw new AppError(409, 'IDEMPOTENCY_KEY_IN_FLIGHT', IDEMPOTENCY_MESSAGES.inFlight);
      return { status: first.responseStatus, body: first.responseBody as T, replayed: true };
    }
    const answer = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(mine);
    return { ...answer, replayed: false };
  });
}

/** Sends an idempotent write's answer, marking a repeated one. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T> & { replayed: boolean }) {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.status(answer.status).send(answer.body);
}
