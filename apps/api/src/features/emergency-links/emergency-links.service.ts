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
import { hashToken, signedToken } from '../../lib/public-token';
import { toEmergencyLink } from './emergency-links.mapper';
import * as repo from './emergency-links.repository';

// Emergency links are capabilities like the calendar feed: the token is `<nonce>.<HMAC>` signed
// for this link's id. Only the token's hash is stored (decision 034), so the URL is shown once,
// in the create answer, to whoever made it; neither a database dump nor a co-owner listing the
// links can rebuild it. A link ends with its maker's access to the pet (removed, left, expired).

export type Ctx = Pick<AppContext, 'db' | 'env' | 'jwtSecret' | 'now'>;
export const EMERGENCY_PURPOSE = 'emergency';
/** Characters of the token kept as the link's label: enough to tell links apart, not to guess one. */
const LABEL_LENGTH = 4;

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
  const token = signedToken(ctx.jwtSecret, `${EMERGENCY_PURPOSE}:${id}`);
  const row = await repo.insertLink(ctx.db, {
    id,
    petId,
    tokenHash: hashToken(token),
    label: token.slice(0, LABEL_LENGTH),
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
  return {
    id: row.id,
    url: urlOf(ctx, token),
    label: row.label,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function list(ctx: Ctx, userId: string, petId: string): Promise<EmergencyLink[]> {
  await requirePetRight(ctx, userId, petId, 'manage-emergency-links');
  const rows = await repo.listLinks(ctx.db, petId);
  const views = await repo.viewsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = ctx.now();
  return rows.map((row) => toEmergencyLink(row, views, now));
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

/**
 * Revokes the live links a person made for a pet, when their access to it ends (removed by the
 * owner, or left). Called by the members feature inside its transaction; returns how many.
 */
export async function revokeLinksMadeBy(
  db: Ctx['db'],
  petId: string,
  userId: string,
  now: Date,
): Promise<number> {
  return repo.revokeLinksMadeBy(db, petId, userId, now);
}
