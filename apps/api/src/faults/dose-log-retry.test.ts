import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/test-database';
import {
  killLeftovers,
  postJson,
  spawnServer,
  waitFor,
  type ServerProcess,
} from './support/server-process';

// Fault (issue 23): a phone logs a dose and its answer is lost (the connection drops as the
// server writes it, or the phone goes offline), so it sends the log again, maybe to another
// process behind the load balancer. Before, the retry of an extra dose logged a second dose and
// the retry of a scheduled one overwrote whatever was logged since. Now the retry carries the
// same Idempotency-Key and gets the first answer; and two people logging one dose on two
// processes at once get one log and a 409 naming who logged it.

const SECRET = randomBytes(32).toString('hex');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let servers: ServerProcess[];
let token: string;
let petId: string;
let medId: string;

const auth = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
const logUrl = () => `/api/pets/${petId}/medications/${medId}/doses`;

async function extraDoses(base: string): Promise<{ _id: string; extra: boolean }[]> {
  const day = new Date().toISOString().slice(0, 10);
  const res = await fetch(`${base}/api/pets/${petId}/doses?from=${day}&to=${day}`, {
    headers: auth(),
  });
  const doses = ((await res.json()) as { data: { _id: string; extra: boolean }[] }).data;
  return doses.filter((d) => d.extra);
}

/** Sends a request on a socket that the phone closes right after sending: the answer is lost. */
function sendAndDrop(port: number, path: string, body: object, headers: Record<string, string>) {
  const text = JSON.stringify(body);
  const head = Object.entries({
    host: '127.0.0.1',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.end(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n${text}`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url(), JWT_SECRET: SECRET, WEB_CONCURRENCY: '1' };
  servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  await Promise.all(servers.map((s) => s.ready()));
  const [a] = servers;
  const registered = await postJson(a!.base, '/api/auth/register', {
    name: 'Retry Owner',
    email: `retry-${randomBytes(4).toString('hex')}@example.com`,
    password: `retry-${randomBytes(6).toString('hex')}`,
  });
  token = ((await registered.json()) as { token: string }).token;
  const pet = await postJson(a!.base, '/api/pets', { name: 'Milo', weight: 10, age: 3 }, auth());
  petId = ((await pet.json()) as { data: { _id: string } }).data._id;
  const hour = String(new Date().getUTCHours()).padStart(2, '0');
  const med = await postJson(
    a!.base,
    `/api/pets/${petId}/medications`,
    { name: 'Phenobarbital', dosage: '30 mg', doseTimes: [`${hour}:00`] },
    auth(),
  );
  medId = ((await med.json()) as { data: { _id: string } }).data._id;
}, 120_000);
afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.stop()));
  killLeftovers();
  await database?.drop();
});

describe('dose logs retried after a lost answer, on two processes of one PostgreSQL database', () => {
  it('logs an extra dose once when its answer is lost and the retry goes to the other process', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const key = randomBytes(16).toString('hex');
    sendAndDrop(a.port, logUrl(), { status: 'given' }, auth({ 'idempotency-key': key }));
    await waitFor('the first send to be logged', async () => (await extraDoses(b.base)).length > 0);
    const first = (await extraDoses(b.base))[0]!;

    const retry = await postJson(
      b.base,
      logUrl(),
      { status: 'given' },
      auth({ 'idempotency-key': key }),
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { _id: string } }).data._id).toBe(first._id);
    expect(await extraDoses(a.base)).toHaveLength(1);
  });

  it('answers a burst of sends of one key spread over both processes with one log', async () => {
    const before = (await extraDoses(servers[0]!.base)).length;
    const key = randomBytes(16).toString('hex');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postJson(
          servers[i % 2]!.base,
          logUrl(),
          { status: 'given' },
          auth({ 'idempotency-key': key }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const ids = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { data: { _id: string } }).data._id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await extraDoses(servers[1]!.base)).toHaveLength(before + 1);
  });

  it('keeps the first of two logs of one dose sent to the two processes at once; the other gets 409 naming it', async () => {
    const hour = String(new Date().getUTCHours()).padStart(2, '0');
    const day = new Date().toISOString().slice(0, 10);
    const scheduledAt = `${day}T${hour}:00:00.000Z`;
    const answers = await Promise.all(
      servers.map((s, i) =>
        postJson(s.base, logUrl(), { scheduledAt, status: i ? 'skipped' : 'given' }, auth()),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    const body = (await refused.json()) as {
      message: string;
      data: { loggedBy: { name: string } };
    };
    expect(body.message).toMatch(/^Already (given|skipped) by Retry Owner at /);
    expect(body.data.loggedBy.name).toBe('Retry Owner');
  });
});
