import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadEnv } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { appSettings } from '../../db/schema';
import { createPet } from '../pets/pets.test-helpers';
import { bearer, openMigratedPglite, registerUser } from '../../test/test-app';
import { LEGACY_SECRET_KEY, SECRET_FILE_NAME, resolveSigningSecret } from './signing-secret';

// Decision 034: the signing secret never lives in the database. On the embedded database it is a
// file in DATA_DIR (0600) made on first start; with DATABASE_URL, JWT_SECRET is required.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const quiet = { info: () => {}, warn: () => {} };

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-secret-'));
  dirs.push(dir);
  return dir;
}

/** The server's start on a folder: open, migrate, build (as src/server.ts does). */
async function start(dataDir: string, before?: (database: Database) => Promise<void>) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await before?.(database);
  const env = loadEnv({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', DATA_DIR: dataDir });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

const legacyRows = (database: Database) =>
  database.db.select().from(appSettings).where(eq(appSettings.key, LEGACY_SECRET_KEY));

async function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('the signing secret on the embedded database', () => {
  it('is a 0600 file in DATA_DIR, not a database row, and links and sessions survive a restart', async () => {
    const dataDir = freshDataDir();
    const first = await start(dataDir);
    const owner = await registerUser(first.app);
    const pet = await createPet(first.app, owner.token);
    const link = await first.app.inject({
      method: 'POST',
      url: `/api/pets/${pet._id}/emergency-links`,
      headers: bearer(owner.token),
      payload: { hours: 24 },
    });
    const emergencyToken = new URL(link.json().data.url).hash.split('/').pop()!;
    const feedUrl = new URL(
      (await get(first.app, '/api/calendar/feed', owner.token)).json().data.url,
    );
    expect(await legacyRows(first.database)).toEqual([]);
    await first.stop();

    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);

    const second = await start(dataDir);
    try {
      expect((await get(second.app, `/api/emergency/${emergencyToken}`)).statusCode).toBe(200);
      expect((await get(second.app, feedUrl.pathname)).statusCode).toBe(200);
      expect((await get(second.app, '/api/auth/me', owner.token)).statusCode).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it("moves an older version's database secret to the file once and deletes the row", async () => {
    const dataDir = freshDataDir();
    const old = 'an-older-version-generated-this-secret-0123456789';
    const app = await start(dataDir, async (database) => {
      await database.db.insert(appSettings).values({ key: LEGACY_SECRET_KEY, value: old });
    });
    try {
      expect(readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8').trim()).toBe(old);
      expect(await legacyRows(app.database)).toEqual([]);
    } finally {
      await app.stop();
    }
  });
});

describe('the signing secret with DATABASE_URL', () => {
  it('refuses to start without JWT_SECRET, naming it', () => {
    const start = () => loadEnv({ DATABASE_URL: 'postgres://pawrx@127.0.0.1:5432/pawrx' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/JWT_SECRET is required when DATABASE_URL is set/);
    expect(() =>
      loadEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/y', JWT_SECRET: 'x'.repeat(32) }),
    ).not.toThrow();
  });

  it('never reads or writes a secret in the database, and deletes an old one when JWT_SECRET is set', async () => {
    // A migrated database standing in for PostgreSQL's (a copy of the run's, decision 036).
    const memory = await openMigratedPglite();
    const postgres = { db: memory.db, kind: 'postgres' as const };
    try {
      await expect(resolveSigningSecret(postgres, undefined, quiet)).rejects.toThrow(
        /JWT_SECRET is required/,
      );
      await memory.db.insert(appSettings).values({ key: LEGACY_SECRET_KEY, value: 'y'.repeat(40) });
      await expect(resolveSigningSecret(postgres, undefined, quiet)).rejects.toThrow(
        /set JWT_SECRET to that value/,
      );
      const secret = await resolveSigningSecret(postgres, 'z'.repeat(40), quiet);
      expect(new TextDecoder().decode(secret)).toBe('z'.repeat(40));
      expect(await legacyRows(memory)).toEqual([]);
    } finally {
      await memory.close();
    }
  });
});
