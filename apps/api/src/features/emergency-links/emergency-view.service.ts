import { EMERGENCY_MESSAGES, type EmergencyView } from '@pawrx/contracts/emergency-links';
import { recordActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { holdsPetRight } from '../../lib/pet-access';
import { hasValidSignature, hashToken } from '../../lib/public-token';
import { decodePhotoDataUrl, type DecodedPhoto } from '../pets/pet-photo';
import { linkStatus, toEmergencyView } from './emergency-links.mapper';
import * as repo from './emergency-links.repository';
import { EMERGENCY_PURPOSE, type Ctx } from './emergency-links.service';

// The public side of an emergency link: no sign-in, the token is the permission. A forged,
// unknown or revoked token is a 404; an expired one a 410, so the page can say it expired.

const TOKEN_SHAPE = /^[\w-]{10,64}\.[\w-]{10,64}$/;

async function liveLink(ctx: Ctx, token: string) {
  const row = TOKEN_SHAPE.test(token)
    ? await repo.findByTokenHash(ctx.db, hashToken(token))
    : undefined;
  if (
    !row ||
    !hasValidSignature(ctx.jwtSecret, `${EMERGENCY_PURPOSE}:${row.id}`, token) ||
    linkStatus(row, ctx.now()) === 'revoked'
  )
    throw AppError.notFound(EMERGENCY_MESSAGES.notFound);
  if (linkStatus(row, ctx.now()) === 'expired') throw AppError.gone(EMERGENCY_MESSAGES.expired);
  // A link lives no longer than its maker's right to make it (a membership that ran out, an
  // account deleted), besides the links revoked outright when a member is removed or leaves.
  if (!(await holdsPetRight(ctx, row.createdBy, row.petId, 'manage-emergency-links')))
    throw AppError.notFound(EMERGENCY_MESSAGES.notFound);
  return row;
}

/** What the page shows; each call is a view, recorded with its time and address for the owner. */
export async function view(ctx: Ctx, token: string, ip: string): Promise<EmergencyView> {
  const link = await liveLink(ctx, token);
  const now = ctx.now();
  const record = await repo.emergencyRecord(ctx.db, link.petId, now);
  if (!record) throw AppError.notFound(EMERGENCY_MESSAGES.notFound);
  await repo.recordView(ctx.db, link.id, now, ip);
  await recordActivity(ctx.db, {
    petId: link.petId,
    actor: { id: null, name: 'Emergency link visitor' },
    action: 'emergency.viewed',
    summary: `Emergency page opened from ${ip}`,
    at: now,
  });
  // The photo goes through the same token: no signed pet-photo URL leaves the account.
  const photo = record.pet.photoUpdatedAt ? `/api/emergency/${token}/photo` : null;
  return toEmergencyView(record, photo, link.expiresAt);
}

/** The pet's photo for a live link (not counted as a view). */
export async function photo(ctx: Ctx, token: string): Promise<DecodedPhoto> {
  const link = await liveLink(ctx, token);
  const stored = await repo.photoOf(ctx.db, link.petId);
  if (!stored) throw AppError.notFound(EMERGENCY_MESSAGES.notFound);
  return decodePhotoDataUrl(stored);
}
