import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DatabaseAvailability } from '../../db/availability';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { enableGracefulShutdown } from '../../lib/graceful-shutdown';
import { Readiness } from '../../lib/readiness';
import { createTestApp, openMigratedPglite, type TestApp } from '../../test/test-app';

// Issue 26 item 2: liveness and readiness probes.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
/**
 * One app for the probes that leave it as they found it (each puts back what it swapped), so
 * the file starts one embedded database for them instead of one each. Draining cannot be undone:
 * that test comes last in the file.
 */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(() => shared.close());

const unavailable = {
  success: false,
  message: 'The service is temporarily unavailable, please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
  status: 'not-ready',
  pid: process.pid,
};

/** An availability whose database is away until the test says otherwise. */
function awayDatabase(): DatabaseAvailability {
  const availability = new DatabaseAvailability(
    async () => {
      throw new Error('Connection terminated unexpectedly');
    },
    { info: () => {}, warn: () => {} },
    5,
  );
  availability.reportLost(new Error('Connection terminated unexpectedly'));
  return availability;
}

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even with the database away', async () => {
    expect((await shared.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({
      status: 'alive',
      pid: process.pid,
    });
    const original = shared.app.ctx.availability;
    const away = awayDatabase();
    shared.app.ctx.availability = away;
    try {
      const res = await shared.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
    } finally {
      away.stop();
      shared.app.ctx.availability = original;
    }
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 once the database answers and every migration is applied', async () => {
    const res = await shared.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', pid: process.pid });
  });

  it('answers 503 naming database-down while the database is away', async () => {
    const original = shared.app.ctx.availability;
    const away = awayDatabase();
    shared.app.ctx.availability = away;
    // Readiness holds the availability it was built with: rebuilt here on the away one.
    const readiness = shared.app.ctx.readiness;
    shared.app.ctx.readiness = new Readiness(shared.app.ctx.db, away, 0);
    try {
      const res = await shared.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ ...unavailable, reasons: ['database-down'] });
    } finally {
      away.stop();
      shared.app.ctx.availability = original;
      shared.app.ctx.readiness = readiness;
    }
  });

  it('answers 503 naming migrations-pending when the newest migration is not applied', async () => {
    t = await createTestApp();
    // The newest migration's record removed: as if the code were newer than the database.
    await t.database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...unavailable, reasons: ['migrations-pending'] });
  });

  it('turns 503 shutting-down as the first step of a graceful shutdown', async () => {
    // Built here, not by createTestApp: the shutdown adds its hook before the app is ready.
    const database = await openMigratedPglite();
    const env = loadEnv({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' });
    const app = await buildApp({ env, database, logger: false });
    let exited: number | undefined;
    const shutdown = enableGracefulShutdown(app, {
      exit: (code) => (exited = code),
      signals: [],
      killMs: null,
    });
    try {
      await app.ready();
      expect(await app.ctx.readiness.reasons()).toEqual([]);
      shutdown('test');
      // Synchronously, before the server has stopped or any close hook has run.
      expect(app.ctx.readiness.isDraining).toBe(true);
      expect(await app.ctx.readiness.reasons()).toEqual(['shutting-down']);
      await expect.poll(() => exited).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 shutting-down while draining, with the database still up', async () => {
    shared.app.ctx.readiness.startDraining();
    const res = await shared.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...unavailable, reasons: ['shutting-down'] });
    expect((await shared.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
      200,
    );
  });
});
