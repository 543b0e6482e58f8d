import { hash, verify } from '@node-rs/argon2';
import type { LoginBody, ProfileUpdateBody, User } from '@pawrx/contracts/auth';
import { RESET_LINK_VALIDITY_MINUTES } from '@pawrx/contracts/constants';
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import type { registerBodySchema } from '@pawrx/contracts/auth';
import type { z } from 'zod';
import { evictListsOfOwner } from '../../lib/pet-eviction';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { toUser } from './auth.mapper';
import * as repo from './auth.repository';
import { hashResetToken, newResetToken, signSessionToken } from './auth.tokens';
import { assertUncommonPassword } from './common-passwords';
import { resetPasswordEmail } from './reset-password-email';
import { invitationKeyProves } from '../members/invitations.service';
import { pendingEmailOf } from './email-verification.repository';
import { queueVerification } from './email-verification.service';
import type { SessionClient } from './sessions.service';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP baseline).
const hashPassword = (password: string) => hash(password);

/** Verified against when the email is unknown, so a miss costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

type Issued = { token: string; user: User };

export async function issueSession(
  ctx: AppContext,
  row: repo.UserRow,
  client: SessionClient,
): Promise<Issued> {
  const expiresAt = new Date(ctx.now().getTime() + ctx.env.SESSION_TTL_HOURS * 3600_000);
  const sessionId = await repo.createSession(ctx.db, row.id, expiresAt, client);
  const token = await signSessionToken(ctx.jwtSecret, { userId: row.id, sessionId }, expiresAt);
  return { token, user: toUser(row) };
}

export async function register(
  ctx: AppContext,
  body: z.output<typeof registerBodySchema>,
  client: SessionClient = {},
): Promise<Issued> {
  await assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  // An invitation's key proves the address it was sent to: no verification mail is needed.
  const provenByInvitation =
    body.invitationId !== undefined &&
    body.invitationKey !== undefined &&
    (await invitationKeyProves(ctx.db, body.invitationId, body.invitationKey, body.email, now));
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, {
      email: body.email,
      name: body.name,
      passwordHash,
      role: body.role,
      phone: body.phone ?? null,
      vetInfo: body.role === 'vet' ? (body.vetInfo ?? null) : null,
      ...(body.timezone ? { timezone: body.timezone } : {}),
      emailVerifiedAt: provenByInvitation ? now : null,
    });
    if (row && !provenByInvitation) await queueVerification(ctx, tx, row, row.email);
    return row;
  });
  if (!created) throw AppError.conflict(AUTH_MESSAGES.emailTaken);
  ctx.mailer.wake();
  return issueSession(ctx, created, client);
}

export async function login(
  ctx: AppContext,
  body: LoginBody,
  client: SessionClient = {},
): Promise<Issued> {
  const row = await repo.findUserByEmail(ctx.db, body.email);
  const ok = await verify(row?.passwordHash ?? (await getDummyHash()), body.password);
  // One message for an unknown email and a wrong password alike.
  if (!row || !ok) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  return issueSession(ctx, row, client);
}

/** The account's row (password hash included), for features that check it: passkeys. */
export const findAccount = (ctx: Pick<AppContext, 'db'>, userId: string) =>
  repo.findUserById(ctx.db, userId);

/** True when `password` is the account's (argon2id). */
export const passwordMatches = (row: repo.UserRow, password: string) =>
  verify(row.passwordHash, password);

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.revokeSession(ctx.db, sessionId, ctx.now());
  await ctx.evict({ kind: 'session', sessionId });
}

export async function currentUser(ctx: AppContext, userId: string): Promise<User> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  return toUser(row, await pendingEmailOf(ctx.db, userId, row.email, ctx.now()));
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  body: ProfileUpdateBody,
): Promise<User> {
  const existing = await repo.findUserById(ctx.db, userId);
  if (!existing) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  const patch: Partial<repo.NewUserRow> = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.phone !== undefined) patch.phone = body.phone || null;
  if (body.timezone !== undefined) patch.timezone = body.timezone;
  if (body.remindersEnabled !== undefined) patch.remindersEnabled = body.remindersEnabled;
  if (body.reminderChannel !== undefined) patch.reminderChannel = body.reminderChannel;
  if (body.vetInfo !== undefined && existing.role === 'vet') {
    const merged = {
      licenseNumber: '',
      clinic: '',
      specializations: [],
      ...existing.vetInfo,
      ...body.vetInfo,
    };
    if (!merged.licenseNumber || !merged.clinic) {
      throw AppError.badRequest('License number and clinic are required for veterinarians', [
        ...(!merged.licenseNumber
          ? [{ path: 'vetInfo.licenseNumber', message: 'License number is required' }]
          : []),
        ...(!merged.clinic ? [{ path: 'vetInfo.clinic', message: 'Clinic is required' }] : []),
      ]);
    }
    patch.vetInfo = merged;
  }
  const row = Object.keys(patch).length ? await repo.updateUser(ctx.db, userId, patch) : existing;
  await ctx.evict({ kind: 'user', userId }); // cached sessions carry the name
  // Members' pet lists carry the owner's name and zone (the pet's day).
  if (patch.timezone !== undefined || patch.name !== undefined)
    await evictListsOfOwner(ctx, userId);
  return toUser(row!, await pendingEmailOf(ctx.db, userId, row!.email, ctx.now()));
}

/**
 * Answers the same for known and unknown emails. The reset row and its email are written in one
 * transaction (the mail queue sends it, retrying through an SMTP outage), and the link expires
 * with the token, so the mail is not sent after that.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const row = await repo.findUserByEmail(ctx.db, email);
  if (!row) return;
  const { token, hash: tokenHash } = newResetToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_LINK_VALIDITY_MINUTES * 60_000);
  const link = `${ctx.env.APP_URL}/PawRx/#/reset-password/${token}`;
  await ctx.db.transaction(async (tx) => {
    await repo.createPasswordReset(tx, row.id, tokenHash, expiresAt);
    await ctx.mailer.enqueue(tx, {
      to: row.email,
      ...resetPasswordEmail(row.name, link),
      sendBefore: expiresAt,
    });
  });
  ctx.mailer.wake();
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  await assertUncommonPassword(password);
  const userId = await repo.consumePasswordReset(
    ctx.db,
    hashResetToken(token),
    await hashPassword(password),
    ctx.now(),
  );
  if (!userId) throw AppError.badRequest(PASSWORD_MESSAGES.resetTokenInvalid);
  await ctx.evict({ kind: 'user', userId });
}
