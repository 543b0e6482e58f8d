import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A local push service for tests (decision 055): an HTTPS server on loopback with a self-signed
// certificate (made by openssl), and devices whose subscription keys the test holds, so what
// PawRx sends can be decrypted exactly as a browser would (RFC 8291, aes128gcm of RFC 8188).

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts one message sent to this device. */
  decrypt(body: Buffer): string;
}

export interface PushReceiver {
  origin: string;
  /** Trusts the receiver's certificate: hand it to buildApp as `pushAgent`. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status the receiver answers for a path (201 unless set). */
  answer(pathname: string, status: number): void;
  device(name: string): TestDevice;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = request.url ?? '/';
      received.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(pathname) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    answer: (pathname, status) => void answers.set(pathname, status),
    device: (name) => testDevice(`${origin}/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), publicKey, authSecret),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the header (salt, record size, the sender's public key), then
 * records; a push message is one record, its plaintext ending in the delimiter 0x02 and padding.
 */
export function decryptAes128gcm(
  body: Buffer,
  devicePrivateKey: Buffer,
  devicePublicKey: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(devicePrivateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublicKey, senderPublicKey]);
  const ikm = hkdf(sharedSecret, authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
