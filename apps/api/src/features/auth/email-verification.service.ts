import { verify } from '@node-rs/argon2';
import type { ChangeEmailBody } from '@pawrx/contracts/auth';
import { EMAIL_VERIFICATION_VALIDITY_HOURS } from '@pawrx/contracts/constants';
import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import * as repo from './auth.repository';
import { hashResetToken, newResetToken } from './auth.tokens';
import * as links from './email-verification.repository';
import { emailChangeNotice, verificationEmail } from './verification-email';

// Verified addresses (issue 25 item 1, decision 046). A link sent to an address proves it: the
// account's own address after registration, or a new one, which becomes the account's only
// when its link is opened. Tokens are random, stored hashed and spent once.

type Ctx = Pick<AppContext, 'db' | 'env' | 'mailer' | 'now' | 'evict' | 'limiter'>;
type Account = { id: string; name: string; email: string };

/** Writes a link for `email` and queues its mail, inside the caller's transaction. */
export async function queueVerification(
  ctx: Ctx,
  db: Db,
  user: Account,
  email: string,
): Promise<void> {
  const { token, hash } = newResetToken();
  const expiresAt = new Date(ctx.now().getTime() + EMAIL_VERIFICATION_VALIDITY_HOURS * 3600_000);
  await links.createVerification(db, { userId: user.id, email, tokenHash: hash, expiresAt });
  const link = `${ctx.env.APP_URL}/PawRx/#/verify-email/${token}`;
  await ctx.mailer.enqueue(db, {
    to: email,
    ...verificationEmail(user.name, link, email !== user.email),
    sendBefore: expiresAt,
  });
}

async function requireAccount(ctx: Ctx, userId: string) {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  return row;
}

/** "Resend": a new link to the account's address; 409 once it is verified. */
export async function resendVerification(ctx: Ctx, userId: string): Promise<void> {
  const row = await requireAccount(ctx, userId);
  if (row.emailVerifiedAt) throw AppError.conflict(EMAIL_MESSAGES.alreadyVerified);
  await ctx.db.transaction((tx) => queueVerification(ctx, tx, row, row.email));
  ctx.mailer.wake();
}

/**
 * Asks for a new address: the password confirms it is the account's holder, the new address
 * gets a link and the current one is told (while it can still act: a password reset cancels it).
 * Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  ctx: Ctx,
  userId: string,
  body: ChangeEmailBody,
): Promise<void> {
  const row = await requireAccount(ctx, userId);
  if (!(await verify(row.passwordHash, body.password)))
    throw AppError.badRequest(EMAIL_MESSAGES.wrongPassword, [
      { path: 'password', message: EMAIL_MESSAGES.wrongPassword },
    ]);
  if (body.email === row.email)
    throw AppError.badRequest(EMAIL_MESSAGES.sameEmail, [
      { path: 'email', message: EMAIL_MESSAGES.sameEmail },
    ]);
  if (await repo.findUserByEmail(ctx.db, body.email))
    throw AppError.conflict(AUTH_MESSAGES.emailTaken);
  await ctx.db.transaction(async (tx) => {
    await queueVerification(ctx, tx, row, body.email);
    await ctx.mailer.enqueue(tx, { to: row.email, ...emailChangeNotice(row.name, body.email) });
  });
  ctx.mailer.wake();
}

/** Spends a link: 400 when it is unknown, used or expired; 409 when its address was taken since. */
export async function verifyEmail(ctx: Ctx, token: string): Promise<'verified' | 'changed'> {
  const outcome = await links.consumeVerification(ctx.db, hashResetToken(token), ctx.now());
  if (outcome.kind === 'invalid')
    throw AppError.badRequest(EMAIL_MESSAGES.tokenInvalid, [
      { path: 'token', message: EMAIL_MESSAGES.tokenInvalid },
    ]);
  if (outcome.kind === 'taken') throw AppError.conflict(AUTH_MESSAGES.emailTaken);
  // Cached sessions carry the address (invitations are matched on it).
  await ctx.evict({ kind: 'user', userId: outcome.userId });
  return outcome.kind;
}

/** Marks the account's address verified: something else proved it (an invitation's key). */
export const markAddressVerified = (db: Db, userId: string, now: Date): Promise<void> =>
  links.markVerified(db, userId, now);
