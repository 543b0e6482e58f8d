import { z } from 'zod';
import { envelope } from './envelope';

// Passkeys (issue 25 item 6, decision 050): WebAuthn credentials that sign the account in
// without its password. The password stays: a passkey is one more way in, never the only one.

/** Credential ids, challenges and the authenticator's binary fields travel as base64url. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const base64url = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(BASE64URL, `${label} must be base64url`);

export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`);

export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListResponseSchema = envelope(z.array(passkeySchema));
export const passkeyParamsSchema = z.object({ id: z.string().max(1024) });

/** Adding a passkey asks the account's password again (decision 050). */
export const passkeyRegistrationOptionsBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** The options the browser hands to navigator.credentials; their shape is WebAuthn's. */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;
export const webauthnOptionsResponseSchema = envelope(webauthnOptionsSchema);

export const AUTHENTICATOR_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
const transportsSchema = z.array(z.enum(AUTHENTICATOR_TRANSPORTS)).max(10);

/** RegistrationResponseJSON of WebAuthn Level 3, as the browser library produces it. */
export const passkeyRegistrationVerifyBodySchema = z.object({
  name: passkeyNameSchema,
  credential: z.object({
    id: base64url('Credential id', 1024),
    rawId: base64url('Credential id', 1024),
    type: z.literal('public-key', 'Credential type must be public-key'),
    response: z.object({
      clientDataJSON: base64url('Client data', 4096),
      attestationObject: base64url('Attestation', 32768),
      transports: transportsSchema.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url('Public key', 4096).optional(),
      authenticatorData: base64url('Authenticator data', 32768).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}).default({}),
  }),
});
export type PasskeyRegistrationVerifyBody = z.infer<typeof passkeyRegistrationVerifyBodySchema>;

/** AuthenticationResponseJSON of WebAuthn Level 3. */
export const passkeySignInVerifyBodySchema = z.object({
  credential: z.object({
    id: base64url('Credential id', 1024),
    rawId: base64url('Credential id', 1024),
    type: z.literal('public-key', 'Credential type must be public-key'),
    response: z.object({
      clientDataJSON: base64url('Client data', 4096),
      authenticatorData: base64url('Authenticator data', 32768),
      signature: base64url('Signature', 2048),
      userHandle: base64url('User handle', 128).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}).default({}),
  }),
});
export type PasskeySignInVerifyBody = z.infer<typeof passkeySignInVerifyBodySchema>;

export const passkeyEnvelopeSchema = envelope(passkeySchema);

export const PASSKEY_MESSAGES = {
  options: 'Passkey options',
  added: 'Passkey added',
  listed: 'Your passkeys',
  removed: 'Passkey removed',
  notFound: 'Passkey not found',
  signedIn: 'Login successful!',
  /** One answer for a stale, reused or forged ceremony: try again from the start. */
  ceremonyFailed: 'That passkey request has expired or was already used. Please try again.',
  verificationFailed: 'The passkey could not be verified. Please try again.',
  unknownCredential: 'This passkey is not known to PawRx. Sign in with your password.',
  alreadyAdded: 'This passkey is already added',
  wrongPassword: 'Password is incorrect',
  // The web app's own words for what the browser reports.
  unsupported: 'This browser cannot use passkeys. Sign in with your password.',
  cancelled: 'The passkey request was cancelled.',
  loadFailed: 'Could not load your passkeys',
  removeFailed: 'Could not remove that passkey',
  addFailed: 'Could not add the passkey',
} as const;
