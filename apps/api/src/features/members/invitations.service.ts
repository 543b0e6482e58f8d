import { MEMBER_MESSAGES, type Invitation } from '@pawrx/contracts/members';
import { PET_ROLE_LABELS, type MemberRole } from '@pawrx/contracts/pet-access';
import { recordActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { AppContext, AuthUser } from '../../lib/context';
import { hashResetToken } from '../auth/auth.tokens';
import { markAddressVerified } from '../auth/email-verification.service';
import { toInvitation } from './members.mapper';
import * as repo from './members.repository';

// The invitee's side: invitations are addressed to an email, so an account sees those sent to
// its own address, including those sent before it was registered.

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;

export async function listForUser(ctx: Ctx, user: AuthUser): Promise<Invitation[]> {
  return (await repo.listInvitations(ctx.db, user.email, ctx.now())).map(toInvitation);
}

/**
 * Accepts or declines; 404 for an invitation that is not (or no longer) the account's to answer.
 * The account's address must be verified, or the key from the invitation's email given
 * (decision 046): whoever registers an invited address cannot answer for its owner. A right key
 * proves the address, so it verifies an unverified account too.
 */
export async function answer(
  ctx: Ctx,
  user: AuthUser,
  id: string,
  accept: boolean,
  key?: string,
): Promise<{ petId: string; role: MemberRole | null }> {
  const now = ctx.now();
  const live = await repo.liveInvitationFor(ctx.db, id, user.email, now);
  if (!live) throw AppError.notFound(MEMBER_MESSAGES.invitationNotFound);
  const keyFits = key !== undefined && live.keyHash === hashResetToken(key);
  if (!keyFits && !(await repo.isEmailVerified(ctx.db, user.id)))
    throw AppError.forbidden(MEMBER_MESSAGES.verifyToAnswer);
  if (keyFits) await markAddressVerified(ctx.db, user.id, now);
  const row = await repo.answerInvitation(ctx.db, id, {
    email: user.email,
    userId: user.id,
    status: accept ? 'active' : 'declined',
    now,
  });
  if (!row) throw AppError.notFound(MEMBER_MESSAGES.invitationNotFound);
  // The shared pet joins the account's list now, not when its cached list expires.
  if (accept) await ctx.evict({ kind: 'pet-list', userId: user.id });
  const role = PET_ROLE_LABELS[row.role].toLowerCase();
  await recordActivity(ctx.db, {
    petId: row.petId,
    actor: user,
    action: accept ? 'member.joined' : 'member.declined',
    summary: accept ? `Joined as ${role}` : `Declined the invitation as ${role}`,
    at: now,
  });
  return { petId: row.petId, role: accept ? row.role : null };
}

/**
 * Whether `key` is the key of the live invitation `invitationId` to `email`: registration from the
 * invitation's link then needs no verification email (decision 046).
 */
export async function invitationKeyProves(
  db: AppContext['db'],
  invitationId: string,
  key: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const row = await repo.invitationWithKey(db, invitationId, hashResetToken(key), now);
  return row?.email === email;
}
