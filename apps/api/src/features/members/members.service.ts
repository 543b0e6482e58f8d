import {
  MEMBER_MESSAGES,
  type AccessEnded,
  type Member,
  type MemberInvite,
} from '@pawrx/contracts/members';
import { EMAIL_MESSAGES, PET_MESSAGES } from '@pawrx/contracts/messages';
import { PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { isDateOnly } from '@pawrx/contracts/dates';
import { addDays, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { recordActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { AppContext, AuthUser } from '../../lib/context';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { ownerTimeZone } from '../../lib/owner-time-zone';
import { revokeLinksMadeBy } from '../emergency-links/emergency-links.service';
import { newResetToken } from '../auth/auth.tokens';
import { invitationEmail } from './invitation-email';
import { toMember } from './members.mapper';
import * as repo from './members.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'env' | 'mailer' | 'evict'>;

const emailIssue = (message: string) => [{ path: 'email', message }];
const endIssue = [{ path: 'expiresAt', message: MEMBER_MESSAGES.endInPast }];

/** The instant access ends: a day means through its end in the owner's zone. */
function accessEnd(ctx: Ctx, ownerZone: string, value: string | null | undefined) {
  if (!value) return null;
  const end = isDateOnly(value)
    ? zonedToUtc(addDays(value, 1), '00:00', ownerZone)
    : new Date(value);
  if (end.getTime() <= ctx.now().getTime())
    throw AppError.badRequest(MEMBER_MESSAGES.endInPast, endIssue);
  return end;
}

/**
 * Invites an address to the pet (owner only). Yourself is a 400; an address with live access or
 * a live invitation is a 409; a declined or expired one is invited afresh. An address without an
 * account gets a link to register, and the invitation waits for that account.
 */
export async function invite(
  ctx: Ctx,
  owner: AuthUser,
  petId: string,
  body: MemberInvite,
): Promise<Member> {
  const { ownerId } = await requirePetRight(ctx, owner.id, petId, 'manage-members');
  // Invitations go out only from a verified address (decision 046): an account nobody proved
  // cannot make PawRx mail strangers in its name.
  if (!(await repo.isEmailVerified(ctx.db, owner.id)))
    throw AppError.forbidden(EMAIL_MESSAGES.inviteNeedsVerified);
  if (body.email === owner.email)
    throw AppError.badRequest(MEMBER_MESSAGES.inviteSelf, emailIssue(MEMBER_MESSAGES.inviteSelf));
  const now = ctx.now();
  const ownerZone = await ownerTimeZone(ctx.db, ownerId);
  const expiresAt = accessEnd(ctx, ownerZone, body.expiresAt);
  const [petName, inviteeZone] = await Promise.all([
    repo.petNameOf(ctx.db, petId),
    repo.accountTimeZone(ctx.db, body.email),
  ]);
  const hasAccount = inviteeZone !== null;
  const app = `${ctx.env.APP_URL}/PawRx/#`;
  // The email's key lets its reader answer (decision 046); only its hash is kept.
  const key = newResetToken();
  const linkFor = (id: string) => {
    const carried = `invitation=${id}&key=${key.token}`;
    return hasAccount
      ? `${app}/dashboard?${carried}`
      : // The role shapes the sign-up form (no account kind to choose; a vet gives a licence).
        `${app}/register?email=${encodeURIComponent(body.email)}&role=${body.role}&${carried}`;
  };
  // The invitation, its email and the activity entry commit together or not at all.
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.upsertInvitation(
      tx,
      {
        petId,
        email: body.email,
        role: body.role,
        expiresAt,
        invitedBy: owner.id,
        keyHash: key.hash,
        createdAt: now,
      },
      now,
    );
    if (!saved) throw AppError.conflict(MEMBER_MESSAGES.alreadyMember);
    const mail = invitationEmail({
      ownerName: owner.name,
      petName,
      role: body.role,
      expiresAt,
      ownerZone,
      inviteeZone,
      link: linkFor(saved.id),
    });
    await ctx.mailer.enqueue(tx, { to: body.email, ...mail });
    await recordActivity(tx, {
      petId,
      actor: owner,
      action: 'member.invited',
      summary: `Invited ${body.email} as ${PET_ROLE_LABELS[body.role].toLowerCase()}`,
      at: now,
    });
    return saved;
  });
  ctx.mailer.wake();
  return toMember(row, null, now);
}

/** Members and invitations, for the owner. */
export async function list(ctx: Ctx, userId: string, petId: string): Promise<Member[]> {
  await requirePetRight(ctx, userId, petId, 'manage-members');
  const now = ctx.now();
  return (await repo.listMembers(ctx.db, petId)).map((r) => toMember(r.member, r.name, now));
}

/**
 * Removes a member or withdraws an invitation, at once: access is checked on every request and
 * never cached, and the member's cached pet list is evicted here. The emergency links the member
 * made for the pet are revoked in the same transaction (decision 034); the answer counts them.
 */
export async function revoke(
  ctx: Ctx,
  owner: Actor,
  petId: string,
  memberId: string,
): Promise<AccessEnded> {
  await requirePetRight(ctx, owner.id, petId, 'manage-members');
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (db) => {
    const row = await repo.deleteMember(db, petId, memberId);
    if (!row) return undefined;
    const revokedLinks = row.userId ? await revokeLinksMadeBy(db, petId, row.userId, now) : 0;
    const what = row.status === 'pending' ? 'Withdrew the invitation of' : 'Removed';
    await recordActivity(db, {
      petId,
      actor: owner,
      action: 'member.removed',
      summary: `${what} ${row.email} (${PET_ROLE_LABELS[row.role].toLowerCase()})${linksNote(revokedLinks)}`,
      at: now,
    });
    return { row, revokedLinks };
  });
  if (!ended) throw AppError.notFound(MEMBER_MESSAGES.notFound);
  if (ended.row.userId) await ctx.evict({ kind: 'pet-list', userId: ended.row.userId });
  return { revokedLinks: ended.revokedLinks };
}

/**
 * The caller ends their own membership of the pet (a co-owner, caregiver or vet; the owner gets
 * a 403). Their emergency links for the pet are revoked with it, and the owner reads both in the
 * activity log.
 */
export async function leave(ctx: Ctx, member: Actor, petId: string): Promise<AccessEnded> {
  const grant = await requirePetRight(ctx, member.id, petId, 'leave-pet');
  const now = ctx.now();
  const revokedLinks = await ctx.db.transaction(async (db) => {
    const row = await repo.deleteMembershipOf(db, petId, member.id);
    if (!row) return undefined; // ended between the check and here: as if it never was
    const revoked = await revokeLinksMadeBy(db, petId, member.id, now);
    await recordActivity(db, {
      petId,
      actor: member,
      action: 'member.left',
      summary: `Left (${PET_ROLE_LABELS[grant.role].toLowerCase()})${linksNote(revoked)}`,
      at: now,
    });
    return revoked;
  });
  if (revokedLinks === undefined) throw AppError.notFound(PET_MESSAGES.notFound);
  await ctx.evict({ kind: 'pet-list', userId: member.id });
  return { revokedLinks };
}

const linksNote = (links: number) =>
  links === 0
    ? ''
    : `; ${links} emergency link${links === 1 ? '' : 's'} they made ${links === 1 ? 'was' : 'were'} revoked`;
