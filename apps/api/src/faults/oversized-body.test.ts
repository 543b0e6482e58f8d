import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { killLeftovers, postJson, spawnServer, type ServerProcess } from './support/server-process';

// Fault: an oversized body (a 3 MB photo, a 30 MB login) got its 413 and a closed socket before
// the upload ended, so a Node client still writing saw EPIPE or ECONNRESET instead of the answer.
// Now the server reads and discards the rest of the body, up to a cap, before answering (decision
// 034, part 8), and the client reads a 413 in the API's envelope.

let server: ServerProcess;
let dataDir: string;
let token: string;
let petId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-413-'));
  server = await spawnServer({ DATA_DIR: dataDir });
  await server.ready();
  const registered = await postJson(server.base, '/api/auth/register', {
    name: 'Big Upload',
    email: 'big-upload@example.com',
    password: 'secret-pass-1',
    role: 'user',
  });
  token = ((await registered.json()) as { token: string }).token;
  const pet = await postJson(
    server.base,
    '/api/pets',
    {
      name: 'Rex',
      species: 'dog',
      breed: 'Beagle',
      weight: 12,
      weightUnit: 'kg',
      age: 4,
      ageUnit: 'years',
      sex: 'male',
      neutered: false,
    },
    { authorization: `Bearer ${token}` },
  );
  const created = (await pet.json()) as { data?: { _id: string } };
  if (!created.data) throw new Error(`create pet: ${JSON.stringify(created)}`);
  petId = created.data._id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  killLeftovers();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
  sent: number;
}

/**
 * Sends `size` bytes of JSON-looking body in 64 KB chunks as fast as the socket takes them, the
 * way a Node client uploads, and reports the answer or the error the client saw.
 */
function upload(
  method: string,
  url: string,
  size: number,
  { chunked = false, headers = {} as Record<string, string> } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sent: 0 };
    const request = http.request(`${server.base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(size) }),
        ...headers,
      },
    });
    request.on('response', (response) => {
      outcome.status = response.statusCode;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ ...outcome, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code }),
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"email":"');
    const write = () => {
      while (outcome.sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - outcome.sent));
        outcome.sent += part.length;
        if (!request.write(part)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

const MB = 1024 * 1024;

describe('an oversized body', () => {
  it.each([
    ['a 30 MB login', 'POST', '/api/auth/login', 30 * MB, false],
    ['a 30 MB login sent chunked', 'POST', '/api/auth/login', 30 * MB, true],
  ])('answers %s with a readable 413, never EPIPE', async (_what, method, url, size, chunked) => {
    const outcome = await upload(method as string, url as string, size as number, {
      chunked: chunked as boolean,
    });
    expect(outcome.error, JSON.stringify(outcome)).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body!)).toMatchObject({
      success: false,
      message: GENERIC_MESSAGES.bodyTooLarge,
    });
  });

  it('answers a 3 MB photo (over 4 MB as base64 JSON) with a readable 413, never EPIPE', async () => {
    const outcome = await upload('PUT', `/api/pets/${petId}`, Math.round(4.2 * MB), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outcome.error, JSON.stringify(outcome)).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body!)).toMatchObject({ message: GENERIC_MESSAGES.bodyTooLarge });
  });

  it('serves the next request on the same server afterwards', async () => {
    const res = await fetch(`${server.base}/api/health`);
    expect(res.status).toBe(200);
  });
});
