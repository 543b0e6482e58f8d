import { createECDH, hkdfSync } from 'node:crypto';
import { ConfigError } from '../../config/env';

// The VAPID key pair that signs every push request (decision 055). VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY when set. Otherwise derived from the signing secret (decision 034), so it
// lives where that secret lives (DATA_DIR's file, or JWT_SECRET on every host), is the same on
// every process and restart, and is never written to the database. Changing the signing secret
// changes the pair, and devices then subscribe again (the web does so when it next opens).

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): what browsers take as applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

const INFO = 'pawrx vapid key pair v1';

export function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string },
  signingSecret: Uint8Array,
): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    const derivedPublic = publicKeyOf(configured.privateKey);
    if (!derivedPublic || derivedPublic !== configured.publicKey.replace(/=+$/, ''))
      throw new ConfigError(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair (base64url, as ' +
          '`npx web-push generate-vapid-keys` prints them)',
      );
    return { publicKey: derivedPublic, privateKey: configured.privateKey.replace(/=+$/, '') };
  }
  // A scalar outside the curve's range is refused by setPrivateKey; the next counter is tried
  // (a chance of about 2^-32 per try).
  for (let counter = 0; ; counter++) {
    const scalar = Buffer.from(hkdfSync('sha256', signingSecret, `${counter}`, INFO, 32));
    const privateKey = scalar.toString('base64url');
    const publicKey = publicKeyOf(privateKey);
    if (publicKey) return { publicKey, privateKey };
  }
}

function publicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    const bytes = Buffer.from(privateKey, 'base64url');
    if (bytes.length !== 32) return undefined;
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}
