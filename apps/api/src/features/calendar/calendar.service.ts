import { CALENDAR_MESSAGES } from '@pawrx/contracts/calendar';
import { AUTH_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { hasValidSignature, hashToken, randomNonce, signedToken } from '../../lib/public-token';
import { buildCalendarFeed } from './calendar-feed';
import * as repo from './calendar.repository';

type Ctx = Pick<AppContext, 'db' | 'env' | 'jwtSecret' | 'now'>;
const PURPOSE = 'calendar';

// The feed token is derived from a stored random nonce (signed with the server secret), so the
// signed-in owner can be shown the same URL again while the database keeps only its hash.
const tokenFor = (ctx: Ctx, userId: string, nonce: string) =>
  signedToken(ctx.jwtSecret, `${PURPOSE}:${userId}`, nonce);

const urlOf = (ctx: Ctx, token: string) => `${ctx.env.APP_URL}/api/calendar/feed/${token}.ics`;

async function issue(ctx: Ctx, userId: string): Promise<string> {
  const nonce = randomNonce();
  const token = tokenFor(ctx, userId, nonce);
  await repo.setFeedKeys(ctx.db, userId, nonce, hashToken(token));
  return token;
}

/** The account's feed URL, created on first use. */
export async function feedUrl(ctx: Ctx, userId: string): Promise<string> {
  const keys = await repo.feedKeysOf(ctx.db, userId);
  if (!keys) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  const token = keys.nonce ? tokenFor(ctx, userId, keys.nonce) : await issue(ctx, userId);
  return urlOf(ctx, token);
}

/** A new URL; the old one answers 404 from now on. */
export async function resetFeed(ctx: Ctx, userId: string): Promise<string> {
  return urlOf(ctx, await issue(ctx, userId));
}

/** The .ics text for a feed file name '<token>.ics'; 404 for anything else. */
export async function feedFile(ctx: Ctx, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const user = token ? await repo.userByFeedHash(ctx.db, hashToken(token)) : undefined;
  if (!user || !hasValidSignature(ctx.jwtSecret, `${PURPOSE}:${user.id}`, token))
    throw AppError.notFound(CALENDAR_MESSAGES.notFound);
  const data = await repo.feedData(ctx.db, user.id, ctx.now());
  return buildCalendarFeed(data, user.timezone, ctx.now());
}
