import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEY_MESSAGES,
  type Passkey,
  type PasskeyRegistrationVerifyBody,
  type PasskeySignInVerifyBody,
  type WebauthnOptions,
} from '@pawrx/contracts/passkeys';
import { AUTH_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { findAccount, issueSession, passwordMatches } from '../auth/auth.service';
import type { SessionClient } from '../auth/sessions.service';
import * as repo from './passkeys.repository';
import { CHALLENGE_TTL_MS, relyingParty } from './relying-party';

type Ctx = AppContext;

const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge the browser signed, read from its client data; null when that is not JSON. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

const expiry = (ctx: Ctx) => new Date(ctx.now().getTime() + CHALLENGE_TTL_MS);

export async function listPasskeys(ctx: Ctx, userId: string): Promise<Passkey[]> {
  return (await repo.passkeysOf(ctx.db, userId)).map(toPasskey);
}

/** Step 1 of adding a passkey: the password again, then options naming the account. */
export async function registrationOptions(
  ctx: Ctx,
  userId: string,
  password: string,
): Promise<WebauthnOptions> {
  const user = await findAccount(ctx, userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  if (!(await passwordMatches(user, password)))
    throw AppError.badRequest(PASSKEY_MESSAGES.wrongPassword, [
      { path: 'password', message: PASSKEY_MESSAGES.wrongPassword },
    ]);
  const rp = relyingParty(ctx.env);
  const existing = await repo.passkeysOf(ctx.db, userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user.id)),
    attestationType: 'none',
    // The same authenticator twice would be one key under two names.
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    // Discoverable, so the login page can sign in without asking for the email first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  });
  await repo.saveChallenge(
    ctx.db,
    { challenge: options.challenge, purpose: 'register', userId, expiresAt: expiry(ctx) },
    ctx.now(),
  );
  return { ...options };
}

/**
 * The library's verdict on a ceremony: a throw (a malformed response) and "not verified" are one
 * refusal alike, never a 500.
 */
async function verifiedOr<Result extends { verified: boolean }>(
  refusal: () => AppError,
  verify: () => Promise<Result>,
): Promise<Result & { verified: true }> {
  let result: Result;
  try {
    result = await verify();
  } catch {
    throw refusal();
  }
  if (!result.verified) throw refusal();
  return result as Result & { verified: true };
}

/** Step 2: the authenticator's attestation, checked against a challenge made for this account. */
export async function registerPasskey(
  ctx: Ctx,
  userId: string,
  body: PasskeyRegistrationVerifyBody,
): Promise<Passkey> {
  const challenge = signedChallenge(body.credential.response.clientDataJSON);
  if (!challenge || !(await repo.takeChallenge(ctx.db, challenge, 'register', userId, ctx.now())))
    throw AppError.badRequest(PASSKEY_MESSAGES.ceremonyFailed);
  const rp = relyingParty(ctx.env);
  const result = await verifiedOr(
    () => AppError.badRequest(PASSKEY_MESSAGES.verificationFailed),
    () =>
      verifyRegistrationResponse({
        response: body.credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }),
  );
  const { credential } = result.registrationInfo;
  const row = {
    id: credential.id,
    userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? body.credential.response.transports ?? [],
    name: body.name,
    createdAt: ctx.now(),
  };
  if (!(await repo.insertPasskey(ctx.db, row)))
    throw AppError.conflict(PASSKEY_MESSAGES.alreadyAdded);
  return toPasskey({ ...row, lastUsedAt: null });
}

/** Sign-in step 1: no account named; any passkey of this site may answer (discoverable). */
export async function signInOptions(ctx: Ctx): Promise<WebauthnOptions> {
  const rp = relyingParty(ctx.env);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  await repo.saveChallenge(
    ctx.db,
    { challenge: options.challenge, purpose: 'sign-in', userId: null, expiresAt: expiry(ctx) },
    ctx.now(),
  );
  return { ...options };
}

/** Sign-in step 2: the signature checked with the stored public key, then a session as usual. */
export async function signIn(ctx: Ctx, body: PasskeySignInVerifyBody, client: SessionClient) {
  const challenge = signedChallenge(body.credential.response.clientDataJSON);
  if (!challenge || !(await repo.takeChallenge(ctx.db, challenge, 'sign-in', null, ctx.now())))
    throw AppError.unauthorized(PASSKEY_MESSAGES.ceremonyFailed);
  const passkey = await repo.findPasskey(ctx.db, body.credential.id);
  if (!passkey) throw AppError.unauthorized(PASSKEY_MESSAGES.unknownCredential);
  const rp = relyingParty(ctx.env);
  const result = await verifiedOr(
    () => AppError.unauthorized(PASSKEY_MESSAGES.verificationFailed),
    () =>
      verifyAuthenticationResponse({
        response: body.credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      }),
  );
  const user = await findAccount(ctx, passkey.userId);
  if (!user) throw AppError.unauthorized(PASSKEY_MESSAGES.unknownCredential);
  await repo.markUsed(ctx.db, passkey.id, result.authenticationInfo.newCounter, ctx.now());
  return issueSession(ctx, user, client);
}

export async function removePasskey(ctx: Ctx, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteOwnPasskey(ctx.db, userId, id)))
    throw AppError.notFound(PASSKEY_MESSAGES.notFound);
}
