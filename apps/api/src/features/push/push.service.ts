import { and, desc, eq } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushDevice, type PushSubscriptionBody } from '@pawrx/contracts/push';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { isUuid } from '../../lib/uuid';
import { pushServiceOf } from './push-endpoints';

type Ctx = Pick<AppContext, 'db' | 'push' | 'now'>;
type Row = typeof pushSubscriptions.$inferSelect;

/** Devices one account may have subscribed at once: a phone, a tablet, a few browsers. */
export const PUSH_DEVICES_MAX = 20;

const toDevice = (row: Row): PushDevice => ({
  _id: row.id,
  service: pushServiceOf(row.endpoint),
  device: row.device,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

/** "Chrome on Android": enough to tell an account's devices apart, not a fingerprint. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux|CrOS/.test(ua)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

/**
 * Keeps the device's subscription. One browser has one endpoint: the same endpoint again (the
 * page subscribes on every visit) updates its keys, and moves it to this account if another
 * account had it (the browser now belongs to whoever signed in and turned notifications on).
 */
export async function subscribe(
  ctx: Ctx,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ device: PushDevice; created: boolean }> {
  if (!ctx.push.isAllowedEndpoint(body.endpoint))
    throw AppError.badRequest(PUSH_MESSAGES.endpointRefused, [
      { path: 'endpoint', message: PUSH_MESSAGES.endpointRefused },
    ]);
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint))
      .for('update');
    const values = {
      userId,
      p256dh: body.keys.p256dh.replace(/=+$/, ''),
      auth: body.keys.auth.replace(/=+$/, ''),
      device: deviceName(userAgent),
    };
    if (existing) {
      const [row] = await tx
        .update(pushSubscriptions)
        .set(values)
        .where(eq(pushSubscriptions.id, existing.id))
        .returning();
      return { device: toDevice(row!), created: false };
    }
    const count = await tx.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId));
    if (count >= PUSH_DEVICES_MAX)
      throw AppError.conflict(
        `At most ${PUSH_DEVICES_MAX} devices can have notifications: remove one first`,
      );
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: body.endpoint, createdAt: ctx.now() })
      .returning();
    return { device: toDevice(row!), created: true };
  });
}

export async function listDevices(ctx: Ctx, userId: string): Promise<PushDevice[]> {
  const rows = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map(toDevice);
}

/** Another account's device, or none, is a 404 alike. */
export async function removeDevice(ctx: Ctx, userId: string, id: string): Promise<void> {
  const removed = isUuid(id)
    ? await ctx.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id })
    : [];
  if (removed.length === 0) throw AppError.notFound(PUSH_MESSAGES.notFound);
}
