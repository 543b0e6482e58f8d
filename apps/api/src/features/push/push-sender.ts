import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PushPayload } from '@pawrx/contracts/push';
import type { Db } from '../../db/client';
import { pushMessages, pushSubscriptions } from '../../db/schema';
import { retryDelayMs } from '../../lib/mailer';
import { PassLoop } from '../../lib/pass-loop';
import { isAllowedPushEndpoint, pushServiceOf } from './push-endpoints';
import type { VapidKeys } from './vapid-keys';

// Push notifications as a durable queue (decision 055, after the mail queue of decision 033):
// `enqueue` writes one row per device of the account inside the caller's transaction; senders
// claim due rows (FOR UPDATE SKIP LOCKED, claim token, lease), confirm the claim just before the
// request, settle only with their own token. The push service answering 404 or 410 means the
// subscription is gone: it is deleted (its queued rows with it). Other failures retry with the
// mail queue's backoff until the message's send-before or 24 hours, then the row is dead. Logs
// name the row, the service's host and the status, never the endpoint, keys or payload.

export const PUSH_LEASE_MS = 5 * 60_000;
export const PUSH_RETRY_WINDOW_MS = 24 * 3600_000;
const BATCH = 20;
/** A push service answers in well under a second; this bounds a stalled one. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  allowedOrigins: readonly string[];
  now?: () => Date;
  /** Tests trust their receiver's self-signed certificate through an agent. */
  agent?: Agent;
}

export interface PushPass {
  sent: number;
  gone: number;
  retrying: number;
  dead: number;
  expired: number;
  lost: number;
}

const emptyPass = (): PushPass => ({ sent: 0, gone: 0, retrying: 0, dead: 0, expired: 0, lost: 0 });
const SETTLED = { payload: null, claimToken: null, leaseUntil: null } as const;

export class PushSender {
  private readonly now: () => Date;
  private readonly loop = new PassLoop<PushPass>(
    () => this.deliverDue(),
    (err) => {
      this.log.error({ err }, 'push pass failed');
      return emptyPass();
    },
  );

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: PushSenderOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  isAllowedEndpoint(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.options.allowedOrigins);
  }

  /**
   * Queues the notification for every device of the account inside the caller's transaction;
   * returns how many devices it was queued for (0: the account has none). Call `wake()` after
   * the commit.
   */
  async enqueue(db: Db, userId: string, payload: PushPayload, sendBefore?: Date): Promise<number> {
    const devices = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (devices.length === 0) return 0;
    const now = this.now();
    await db.insert(pushMessages).values(
      devices.map((device) => ({
        subscriptionId: device.id,
        payload: JSON.stringify(payload),
        status: 'queued' as const,
        nextAttemptAt: now,
        sendBefore: sendBefore ?? null,
        createdAt: now,
      })),
    );
    return devices.length;
  }

  wake(): void {
    this.loop.wake();
  }

  start(pollMs: number): void {
    this.loop.start(pollMs);
  }

  runPass(): Promise<PushPass> {
    return this.loop.run();
  }

  /** Sends everything due now and waits for it, counting a pass already running (tests). */
  async drain(): Promise<PushPass> {
    const total = emptyPass();
    for (let i = 0; i < 100; i++) {
      const pass = await (this.loop.inFlight ?? this.runPass());
      for (const key of Object.keys(total) as (keyof PushPass)[]) total[key] += pass[key];
      if (Object.values(pass).every((n) => n === 0) && !this.loop.inFlight) break;
    }
    return total;
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async claim(): Promise<{ token: string; ids: string[] }> {
    const now = this.now();
    const token = randomUUID();
    const ids = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushMessages.id })
        .from(pushMessages)
        .where(
          and(
            eq(pushMessages.status, 'queued'),
            lte(pushMessages.nextAttemptAt, now),
            or(isNull(pushMessages.leaseUntil), lt(pushMessages.leaseUntil, now)),
          ),
        )
        .orderBy(asc(pushMessages.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const rows = await tx
        .update(pushMessages)
        .set({
          claimToken: token,
          leaseUntil: new Date(now.getTime() + PUSH_LEASE_MS),
          attempts: sql`${pushMessages.attempts} + 1`,
        })
        .where(
          inArray(
            pushMessages.id,
            due.map((r) => r.id),
          ),
        )
        .returning({ id: pushMessages.id });
      return rows.map((r) => r.id);
    });
    return { token, ids };
  }

  private async deliverDue(): Promise<PushPass> {
    const pass = emptyPass();
    for (;;) {
      const { token, ids } = await this.claim();
      for (const id of ids) {
        if (this.loop.stopped) break;
        await this.deliverOne(id, token, pass);
      }
      if (ids.length < BATCH || this.loop.stopped) return pass;
    }
  }

  private async deliverOne(id: string, token: string, pass: PushPass): Promise<void> {
    const now = this.now();
    const mine = and(eq(pushMessages.id, id), eq(pushMessages.claimToken, token));
    // Renew the lease and confirm the claim in one statement; a stalled sender finds it gone.
    const [held] = await this.db
      .update(pushMessages)
      .set({ leaseUntil: new Date(now.getTime() + PUSH_LEASE_MS) })
      .where(and(mine, eq(pushMessages.status, 'queued')))
      .returning();
    if (!held) {
      pass.lost += 1;
      return;
    }
    if (held.sendBefore && held.sendBefore.getTime() <= now.getTime()) {
      await this.db
        .update(pushMessages)
        .set({ ...SETTLED, status: 'expired' })
        .where(mine);
      pass.expired += 1;
      return;
    }
    const [device] = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, held.subscriptionId));
    if (!device) return; // deleted meanwhile: its rows went with it
    const service = pushServiceOf(device.endpoint);
    if (!this.isAllowedEndpoint(device.endpoint)) {
      // Allowed when it subscribed, not any more (PUSH_ALLOWED_ORIGINS changed): never posted to.
      await this.fail(held, mine, `push service ${service} is not allowed`, pass, true);
      return;
    }
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        held.payload ?? '',
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.options.keys.publicKey,
            privateKey: this.options.keys.privateKey,
          },
          // The push service keeps it at most until it stops mattering.
          TTL: held.sendBefore
            ? Math.max(0, Math.floor((held.sendBefore.getTime() - now.getTime()) / 1000))
            : 24 * 3600,
          urgency: 'high',
          timeout: REQUEST_TIMEOUT_MS,
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        pass.gone += 1;
        this.log.info(
          { subscriptionId: device.id, service, status },
          'push subscription gone at its push service: deleted',
        );
        return;
      }
      const reason = status
        ? `${service} answered ${status}`
        : `${service}: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`;
      await this.fail(
        held,
        mine,
        reason,
        pass,
        status !== undefined && status < 500 && status !== 429,
      );
      return;
    }
    const sentAt = this.now();
    await this.db
      .update(pushMessages)
      .set({ ...SETTLED, status: 'sent', sentAt, error: null })
      .where(mine);
    await this.db
      .update(pushSubscriptions)
      .set({ lastSentAt: sentAt })
      .where(eq(pushSubscriptions.id, device.id));
    pass.sent += 1;
  }

  /** A refusal that cannot improve (a 4xx other than 429) is dead at once; others retry. */
  private async fail(
    row: typeof pushMessages.$inferSelect,
    mine: ReturnType<typeof and>,
    error: string,
    pass: PushPass,
    final: boolean,
  ): Promise<void> {
    const now = this.now();
    const next = new Date(now.getTime() + retryDelayMs(row.attempts));
    const windowEnd = row.sendBefore ?? new Date(row.createdAt.getTime() + PUSH_RETRY_WINDOW_MS);
    const context = { pushMessageId: row.id, attempts: row.attempts, error };
    if (final || next.getTime() >= windowEnd.getTime()) {
      await this.db
        .update(pushMessages)
        .set({ ...SETTLED, status: 'dead', error })
        .where(mine);
      pass.dead += 1;
      this.log.error(context, 'push notification undeliverable: marked dead');
      return;
    }
    await this.db
      .update(pushMessages)
      .set({ nextAttemptAt: next, claimToken: null, leaseUntil: null, error })
      .where(mine);
    pass.retrying += 1;
    this.log.warn(context, 'push delivery failed; will retry');
  }
}
