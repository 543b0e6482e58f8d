import { randomUUID } from 'node:crypto';
import {
  EMERGENCY_MESSAGES,
  MAX_LIVE_EMERGENCY_LINKS,
  type EmergencyLink,
  type EmergencyLinkCreated,
} from '@pawrx/contracts/emergency-links';
import { recordActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { hashToken, randomNonce, signedToken } from '../../lib/public-token';
import { toEmergencyLink } from './emergency-links.mapper';
import * as repo from './emergency-links.repository';

// Emergency links are capabilities like the calendar feed: the token is `<nonce>.<HMAC>` signed
// for this link's id, the database keeps the nonce and the token's hash, so the owner can show
// the QR code again while a database dump alone opens nothing.

export type Ctx = Pick<AppContext, 'db' | 'env' | 'jwtSecret' | 'now'>;
export const EMERGENCY_PURPOSE = 'emergency';

const tokenOf = (ctx: Pick<Ctx, 'jwtSecret'>, linkId: string, nonce: string) =>
  signedToken(ctx.jwtSecret, `${EMERGENCY_PURPOSE}:${linkId}`, nonce);

/** The web app's public page; the token is the URL's last path segment. */
const urlOf = (ctx: Pick<Ctx, 'env'>, token: string) =>
  `${ctx.env.APP_URL}/PawRx/#/emergency/${token}`;

export async function create(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  hours: number,
): Promise<EmergencyLinkCreated> {
  await requirePetRight(ctx, actor.id, petId, 'manage-emergency-links');
  const now = ctx.now();
  if ((await repo.countLiveLinks(ctx.db, petId, now)) >= MAX_LIVE_EMERGENCY_LINKS)
    throw AppError.conflict(EMERGENCY_MESSAGES.tooMany);
  const id = randomUUID();
  const nonce = randomNonce();
  const token = tokenOf(ctx, id, nonce);
  const row = await repo.insertLink(ctx.db, {
    id,
    petId,
    nonce,
    tokenHash: hashToken(token),
    createdBy: actor.id,
    createdByName: actor.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * 3600_000),
  });
  await recordActivity(ctx.db, {
    petId,
    actor,
    action: 'emergency.created',
    summary: `Created an emergency link valid for ${hours} hour${hours === 1 ? '' : 's'}`,
    at: now,
  });
  return { id: row.id, url: urlOf(ctx, token), expiresAt: row.expiresAt.toISOString() };
}

export async function list(ctx: Ctx, userId: string, petId: string): Promise<EmergencyLink[]> {
  await requirePetRight(ctx, userId, petId, 'manage-emergency-links');
  const rows = await repo.listLinks(ctx.db, petId);
  const views = await repo.viewsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = ctx.now();
  return rows.map((row) =>
    toEmergencyLink(row, urlOf(ctx, tokenOf(ctx, row.id, row.nonce)), views, now),
  );
}

/** From now on the link answers 404; its views stay listed for the owner. */
export async function revoke(ctx: Ctx, actor: Actor, petId: string, linkId: string) {
  await requirePetRight(ctx, actor.id, petId, 'manage-emergency-links');
  const now = ctx.now();
  const row = await repo.revokeLink(ctx.db, petId, linkId, now);
  if (!row) throw AppError.notFound(EMERGENCY_MESSAGES.notFound);
  await recordActivity(ctx.db, {
    petId,
    actor,
    action: 'emergency.revoked',
    summary: 'Revoked an emergency link',
    at: now,
  });
}
