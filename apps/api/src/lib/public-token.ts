import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Tokens in public links (calendar feeds, one-click dose links) are capabilities: random, signed
// with the server secret so a forged one is refused before any database read, and stored only
// as a SHA-256 hash so a database dump holds no usable link.

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const randomNonce = (bytes = 18): string => b64url(randomBytes(bytes));

const mac = (secret: Uint8Array, purpose: string, body: string) =>
  b64url(createHmac('sha256', secret).update(`${purpose}:${body}`).digest()).slice(0, 22);

/** `<random>.<signature>` for a purpose such as 'dose'. */
export function signedToken(secret: Uint8Array, purpose: string, body = randomNonce()): string {
  return `${body}.${mac(secret, purpose, body)}`;
}

/** True when the token carries a valid signature for the purpose. */
export function hasValidSignature(secret: Uint8Array, purpose: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const expected = Buffer.from(mac(secret, purpose, token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
