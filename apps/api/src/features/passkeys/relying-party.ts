import type { Env } from '../../config/env';

/**
 * Who the passkeys are for (decision 050): the origin the web app is served from, and its host
 * name as the WebAuthn relying-party id. A passkey made for one host never works on another.
 */
export function relyingParty(env: Pick<Env, 'APP_URL' | 'PASSKEY_ORIGIN'>) {
  const url = new URL(env.PASSKEY_ORIGIN ?? env.APP_URL);
  return { name: 'PawRx', id: url.hostname, origin: url.origin };
}

/** How long a ceremony may take, from options to verify. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
