import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { AuthResponse } from '@pawrx/contracts/auth';
import type { Envelope } from '@pawrx/contracts/envelope';
import { PASSKEY_MESSAGES, type Passkey, type WebauthnOptions } from '@pawrx/contracts/passkeys';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { writeToken } from '../../../lib/token-storage';

// The WebAuthn half of passkeys (decision 050). Only ever loaded by a dynamic import, when the
// person presses a passkey button: the login page's first load carries none of it.

export type CeremonyResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** What the browser's refusal means to the person; the server's message otherwise. */
function problem(error: unknown, fallback: string): string {
  // NotAllowedError is what a cancelled (or timed-out) prompt raises in every browser.
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_MESSAGES.cancelled;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return PASSKEY_MESSAGES.alreadyAdded;
  return errorMessage(error, fallback);
}

async function ceremony<T>(run: () => Promise<T>, fallback: string): Promise<CeremonyResult<T>> {
  if (!browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_MESSAGES.unsupported };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, message: problem(error, fallback) };
  }
}

/** Settings: password again, the authenticator makes a key, the server stores its public half. */
export function addPasskey(password: string, name: string): Promise<CeremonyResult<Passkey>> {
  return ceremony(async () => {
    const options = await api.post<Envelope<WebauthnOptions>>(
      '/api/auth/passkeys/registration/options',
      { password },
    );
    const credential = await startRegistration({
      optionsJSON: options.data as unknown as Parameters<
        typeof startRegistration
      >[0]['optionsJSON'],
    });
    const added = await api.post<Envelope<Passkey>>('/api/auth/passkeys/registration/verify', {
      name,
      credential,
    });
    return added.data;
  }, PASSKEY_MESSAGES.addFailed);
}

/** Login page: any passkey of this site answers; the session is stored like a password sign-in. */
export function signInWithPasskey(): Promise<CeremonyResult<AuthResponse>> {
  return ceremony(async () => {
    const options = await api.post<Envelope<WebauthnOptions>>('/api/auth/passkeys/sign-in/options');
    const credential = await startAuthentication({
      optionsJSON: options.data as unknown as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON'],
    });
    const signedIn = await api.post<AuthResponse>('/api/auth/passkeys/sign-in/verify', {
      credential,
    });
    writeToken(signedIn.token);
    return signedIn;
  }, PASSKEY_MESSAGES.verificationFailed);
}
