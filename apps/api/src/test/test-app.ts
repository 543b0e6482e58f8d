import type { Agent } from 'node:https';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { loggerOptions, type LogStream } from '../lib/logger';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { newResetToken } from '../features/auth/auth.tokens';
import { createVerification } from '../features/auth/email-verification.repository';
import { givePgliteBack, takePglite } from './pglite-pool';

/**
 * A fresh app on a fresh database per call: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server at TEST_DATABASE_URL (dropped again on close).
 * Under vitest the database is a copy of the one migrated once per run by global-setup.ts
 * (decision 036); elsewhere (benchmarks run by tsx) it is migrated here.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: { now?: () => Date; logStream?: LogStream; pushAgent?: Agent } = {},
): Promise<TestApp> {
  // PostgreSQL needs JWT_SECRET (decision 034); in memory a fresh secret is made per app.
  const secret = process.env.TEST_DATABASE_URL
    ? { JWT_SECRET: randomBytes(32).toString('hex') }
    : {};
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    ...secret,
    ...overrides,
  });
  const { database, release, migrated } = await openTestDatabase();
  if (!migrated) await database.migrate();
  // Silent unless a test reads the log, then with the app's own logger settings.
  const logger = options.logStream ? loggerOptions(env, options.logStream) : false;
  const app = await buildApp({
    env,
    database,
    now: options.now,
    logger,
    pushAgent: options.pushAgent,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    database,
    async close() {
      openApps.delete(testApp);
      await app.close();
      await release();
    },
  };
  openApps.add(testApp);
  return testApp;
}

// The API files share one module graph per worker (decision 036): an app a file leaves open would
// keep its timers and database into the next file, so file-isolation.ts checks this is empty.
const openApps = new Set<TestApp>();
/** How many apps made by createTestApp in this worker are not closed yet. */
export const openTestAppCount = (): number => openApps.size;

interface TestDatabase {
  database: Database;
  /** After the app closed: empties the database for the next app (PGlite) or drops it (PostgreSQL). */
  release: () => Promise<void>;
  /** True when it is a copy of the run's migrated database. */
  migrated: boolean;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await migratedPgliteDump();
    if (!dump) {
      const database = await openDatabase({ dataDir: 'memory://' });
      return { database, release: () => database.close(), migrated: false };
    }
    const client = await takePglite(dump);
    const database = await openDatabase({ pglite: client });
    return { database, release: () => givePgliteBack(client), migrated: true };
  }
  const template = provided('postgresTemplate');
  const name = `pawrx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Roomier timeouts than the server's: a busy test machine must not turn into 503s here.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 4,
    timeouts: { connectMs: 10_000, statementMs: 10_000 },
  });
  return {
    database,
    async release() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
    migrated: Boolean(template),
  };
}

/** An in-memory PGlite copied from the run's migrated dump (under vitest), else a fresh one. */
async function openPgliteCopy(): Promise<{ database: Database; migrated: boolean }> {
  const dump = await migratedPgliteDump();
  const database = dump
    ? await openDatabase({ pglite: new PGlite({ loadDataDir: dump }) })
    : await openDatabase({ dataDir: 'memory://' });
  return { database, migrated: dump !== undefined };
}

/**
 * A fully migrated in-memory PGlite without an app, for tests of code below the app: a copy of
 * the run's migrated database, so it skips initdb and the migrations (decision 036).
 */
export async function openMigratedPglite(): Promise<Database> {
  const { database, migrated } = await openPgliteCopy();
  if (!migrated) await database.migrate();
  return database;
}

// Read once per worker (the API files share a module graph), then handed to every PGlite opened.
let pgliteDump: Promise<Blob | undefined> | undefined;
function migratedPgliteDump(): Promise<Blob | undefined> {
  pgliteDump ??= (async () => {
    const dumpPath = provided('pgliteDumpPath');
    return dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
  })();
  return pgliteDump;
}

/** A value from global-setup.ts, or undefined outside a vitest run that has it. */
function provided(key: 'pgliteDumpPath' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined; // not under vitest: the "vitest" module has no runner state to read
  }
}

/**
 * Registers a user through the API and returns its token and id. The address is then verified
 * through POST /api/auth/verify-email (reminders and invitations need it, decision 046), unless
 * `{ verified: false }`.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: { verified?: boolean } = {},
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const email =
    (overrides.email as string) ?? `owner-${randomBytes(4).toString('hex')}@example.com`;
  const password = (overrides.password as string) ?? 'secret-pass-1';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Owner', email, password, role: 'user', ...overrides },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { _id: string; email: string } };
  if (options.verified !== false) await verifyEmailOf(app, body.user._id, body.user.email);
  await registrationMailSettled(app, body.user.email);
  return { token: body.token, userId: body.user._id, email, password };
}

/**
 * Waits (up to 5 s) until the registration's verification email has been tried once (sent,
 * stored, or waiting for its retry while SMTP is down), so a test that counts the mails an SMTP
 * sink receives next does not count it, and a test with SMTP down does not wait out the bound.
 */
async function registrationMailSettled(app: FastifyInstance, email: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [row] = await app.ctx.db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.to, email),
          eq(outbox.status, 'queued'),
          // not tried yet, or being sent right now (a failed try clears its lease)
          or(eq(outbox.attempts, 0), isNotNull(outbox.leaseUntil)),
        ),
      );
    if (!row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Follows a verification link for the account's address, as its email's reader would: a link
 * made like the one in the email (the mail itself may already be sent and its body cleared).
 */
export async function verifyEmailOf(
  app: FastifyInstance,
  userId: string,
  email: string,
): Promise<void> {
  const { token, hash } = newResetToken();
  const expiresAt = new Date(app.ctx.now().getTime() + 3600_000);
  await createVerification(app.ctx.db, { userId, email, tokenHash: hash, expiresAt });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
