import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey made in Node for API tests (decision 050): an ES256 key with the WebAuthn byte
// layouts written out by hand, so the server's checks run on real signatures. The browser's
// side is tested in Chromium with a virtual authenticator (e2e/passkeys.spec.ts).

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
type Cbor = Parameters<typeof isoCBOR.encode>[0];
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftwarePasskey {
  id: string;
  /** RegistrationResponseJSON answering options whose challenge is given. */
  attest(challenge: string, opts?: { origin?: string }): Record<string, unknown>;
  /** AuthenticationResponseJSON; each call counts up the signature counter. */
  assert(
    challenge: string,
    opts?: { origin?: string; userHandle?: string },
  ): {
    id: string;
    rawId: string;
    type: 'public-key';
    response: Record<string, string>;
    clientExtensionResults: Record<string, never>;
  };
}

export function softwarePasskey(rpId: string, origin: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64(credentialId);
  const rpIdHash = sha256(rpId);
  let counter = 0;
  const clientData = (type: string, challenge: string, at: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id,
    attest(challenge, opts = {}) {
      const coseKey = isoCBOR.encode(
        new Map<number, unknown>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]) as Cbor,
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        u32(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as Cbor,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, opts.origin ?? origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(challenge, opts = {}) {
      counter += 1;
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        u32(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', challenge, opts.origin ?? origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          ...(opts.userHandle ? { userHandle: opts.userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
