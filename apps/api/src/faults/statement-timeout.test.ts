import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/test-database';
import { killLeftovers, postJson, spawnServer, type ServerProcess } from './support/server-process';

// Fault: one slow query used to put the whole process into outage mode. The client-side query
// timeout ("Query read timeout") counted as "database down", so every request answered 503 until
// a probe got through. Now PostgreSQL's own statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS)
// cancels the slow statement: that one request gets a 503 while the others keep answering 200.

const STATEMENT_TIMEOUT_MS = 1_000;
const SLEEP_SECONDS = 4;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await spawnServer({
    DATABASE_URL: database.url(),
    WEB_CONCURRENCY: '1',
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
  await server.ready();
  const registered = await postJson(server.base, '/api/auth/register', {
    name: 'Slow Query Owner',
    email: `slow-${randomBytes(4).toString('hex')}@example.com`,
    password: `steady-${randomBytes(6).toString('hex')}`,
  });
  expect(registered.status).toBe(201);
  token = ((await registered.json()) as { token: string }).token;
});
afterAll(async () => {
  killLeftovers();
  await database?.drop();
});

const get = async (url: string) => {
  const res = await fetch(`${server.base}${url}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
};

describe('a query slower than statement_timeout', () => {
  it('fails its own request only; other requests keep answering 200', async () => {
    // Another session holds the pets table through a pg_sleep longer than statement_timeout, so
    // the API's read of the pet list waits past its limit.
    const blocker = new pg.Client({ connectionString: database.url() });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE pets IN ACCESS EXCLUSIVE MODE');
      const sleeping = blocker.query(`SELECT pg_sleep(${SLEEP_SECONDS})`);

      const started = Date.now();
      const slow = get('/api/pets');
      // Meanwhile, requests that do not touch pets keep being served, before and after the
      // slow one fails.
      const others: number[] = [];
      let slowDone = false;
      void slow.finally(() => (slowDone = true));
      while (!slowDone || others.length < 20) {
        others.push((await get('/api/auth/me')).status);
        const health = await fetch(`${server.base}/api/health`);
        others.push(health.status);
        await health.body?.cancel();
      }
      const answer = await slow;
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('SERVICE_UNAVAILABLE');
      // The server cancelled it (not the client's backstop, a second later).
      expect(Date.now() - started).toBeLessThan(SLEEP_SECONDS * 1000);
      expect(others.every((status) => status === 200)).toBe(true);

      await sleeping;
      await blocker.query('COMMIT');
    } finally {
      await blocker.end();
    }
    expect((await get('/api/pets')).status).toBe(200);
  });
});
