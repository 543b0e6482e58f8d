import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scratchDatabase, startApi, type ServerProcess } from './server-processes';

// WEB_CONCURRENCY workers on one port: requests spread over several processes that behave as
// one (sessions, limits), and the embedded database refuses more than one.

describe('WEB_CONCURRENCY=2 on PostgreSQL without Redis', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await scratchDatabase();
    server = await startApi({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      RATE_LIMIT_SUPPORT_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('answers from two worker processes on one port', async () => {
    // The server is ready once one worker answers; on a loaded machine the second may still be
    // starting, so ask until both have answered (each request may go to either).
    const pids = new Set<number>();
    const deadline = Date.now() + 20_000;
    while (pids.size < 2 && Date.now() < deadline) {
      pids.add((await call(server.base, 'GET', '/api/health')).json().pid);
      if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false); // the primary only hands out connections
  });

  it('a logout on one worker is a 401 on every worker at once', async () => {
    const res = await call(server.base, 'POST', '/api/auth/register', {
      name: 'Worker Owner',
      email: 'worker-owner@example.com',
      password: 'worker-pass-1',
    });
    const token = res.json().token as string;
    for (let i = 0; i < 4; i++)
      // each connection goes to the next worker: both cache it
      expect((await call(server.base, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call(server.base, 'POST', '/api/auth/logout', undefined, token)).status).toBe(
      200,
    );
    const after = [];
    for (let i = 0; i < 4; i++)
      after.push((await call(server.base, 'GET', '/api/auth/me', undefined, token)).status);
    expect(after).toEqual([401, 401, 401, 401]);
  });

  it('counts one support limit across the workers', async () => {
    const message = {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Question',
      category: 'general',
      message: 'Hello there',
      urgent: false,
    };
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await call(server.base, 'POST', '/api/support/contact', message)).status);
    expect(codes.slice(0, 2).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(2)).toEqual([429, 429]);
  });
});

describe('WEB_CONCURRENCY=2 on the embedded database', () => {
  it('refuses to start, saying why and what to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-workers-'));
    try {
      const server = await startApi({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
      const code = await server.exited;
      expect(code).not.toBe(0);
      expect(server.output()).toMatch(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
