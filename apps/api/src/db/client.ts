import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isTracing, traced } from '../lib/tracing';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder on disk (DATA_DIR); undefined in memory and on PostgreSQL. */
  dataDir?: string;
  migrate(): Promise<void>;
  /** One trivial round trip; rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /** A round trip on a connection of its own, outside the pool (busy pooled ones never delay it). */
  connectFresh(): Promise<void>;
  /** Called when a pooled connection breaks between queries (PostgreSQL stopped or unreachable). */
  onConnectionLost(listener: (error: Error) => void): void;
  /** Pooled connections in use and queries waiting for one (metrics); zero in process. */
  poolStats(): { inUse: number; waiting: number };
  /**
   * The embedded database's files as a gzipped tarball, taken between transactions (PGlite runs
   * one at a time); undefined on PostgreSQL, which pg_dump backs up (features/backups).
   */
  snapshot?(): Promise<Buffer>;
  close(): Promise<void>;
}

// Bounds that keep every request's answer within 2 s while PostgreSQL is away (decision 012):
// opening a connection, or waiting for a pooled one, and one query's round trip.
export const CONNECT_TIMEOUT_MS = 1_500;
/**
 * Server-side limit on one statement (decision 033), just inside the client's own 1.5 s query
 * timeout (decision 012), so the server cancels a slow statement before the client gives up.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 1_200;
const QUERY_TIMEOUT_MS = 1_500;
const CLIENT_GRACE_MS = 300;
/** pg_advisory_lock key held while migrating, so several processes can start at once. */
const MIGRATION_LOCK_KEY = 7_277_871_001;

/** Committed migrations in apps/api/drizzle, found from src/db (dev) or dist (build). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  return found ?? candidates[0]!;
}

export type DatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      timeouts?: { connectMs: number; statementMs: number };
    }
  | { dataDir: string } // a folder on disk, or 'memory://' for tests
  | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const timeouts = options.timeouts ?? {
      connectMs: CONNECT_TIMEOUT_MS,
      statementMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    };
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, timeouts);
  }
  const onDisk = 'dataDir' in options && options.dataDir !== 'memory://';
  // The folder's lock comes first: PGlite must never open files another process is writing.
  const lock: DataDirLock | undefined = onDisk ? await lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client =
      'pglite' in options ? options.pglite : new PGlite(lock ? ensureDir(lock.dataDir) : undefined);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (isTracing()) traceQueries(client, 'pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: lock?.dataDir,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    connectFresh: async () => {
      await client.query('SELECT 1');
    },
    onConnectionLost: () => {}, // in process: there is no connection to lose
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    snapshot: () => snapshotPglite(client),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A consistent copy of PGlite's files while the app runs. A checkpoint first writes every
 * committed change into the data files; holding PGlite's transaction lock then means no
 * transaction is half done while the files are read (a write that comes meanwhile waits, as it
 * would behind any transaction). What a checkpoint leaves in the WAL is replayed on restore.
 */
async function snapshotPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(async () => {
    const tarball = await client.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  });
}

function openPostgres(
  databaseUrl: string,
  poolSize: number,
  timeouts: { connectMs: number; statementMs: number },
): Database {
  const connection = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
    // Sent when each connection opens: the server cancels a longer statement (SQLSTATE 57014),
    // which fails that one request. The client-side timeout (1.5 s, or a little past a longer
    // statement_timeout) is the backstop for a silent network (decision 012).
    statement_timeout: timeouts.statementMs,
    query_timeout: Math.max(QUERY_TIMEOUT_MS, timeouts.statementMs + CLIENT_GRACE_MS),
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...connection, max: poolSize });
  const listeners: Array<(error: Error) => void> = [];
  // Without a listener, an idle connection's error (PostgreSQL stopped) ends the whole process.
  // The pool has already dropped that connection; the next query opens a new one.
  const connectionLost = (error: Error) => listeners.forEach((listener) => listener(error));
  pool.on('error', connectionLost);
  // The pool listens only to idle connections. A connection checked out for a transaction has
  // no listener of its own, so a socket reset between two of its statements would be an
  // unhandled 'error' event and end the process. The statement in progress still fails, and the
  // pool drops the broken connection when it comes back.
  pool.on('connect', (client) => client.on('error', connectionLost));
  if (isTracing()) pool.on('connect', (client) => traceQueries(client, 'postgresql'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(databaseUrl),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    connectFresh: async () => {
      const client = new pg.Client(connection);
      client.on('error', () => {}); // a failed connect rejects below
      try {
        await client.connect();
        await client.query('SELECT 1');
      } finally {
        await client.end().catch(() => {});
      }
    },
    onConnectionLost: (listener) => listeners.push(listener),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations on a connection of its own holding a session advisory lock: processes
 * starting together take turns, and the later ones find nothing left to do. The connection has no
 * query timeout, since waiting for another process's migrations can take a while.
 */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a broken connection also fails the query in progress
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

/**
 * A span per statement while tracing is on (decided when the database opens: with tracing off
 * nothing is wrapped). PGlite runs every statement, in a transaction or not, through its
 * `_runExclusiveQuery`; a pooled pg client through `query` (promise form: the one Drizzle uses).
 */
function traceQueries(client: PGlite | pg.PoolClient, system: 'pglite' | 'postgresql'): void {
  const attributes = { 'db.system': system };
  if (client instanceof PGlite) {
    const run = client._runExclusiveQuery.bind(client);
    client._runExclusiveQuery = (fn) => traced('db.query', attributes, () => run(fn));
    return;
  }
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) =>
    typeof args[args.length - 1] === 'function'
      ? query(...args)
      : traced('db.query', attributes, () => query(...args) as Promise<unknown>);
}

function ensureDir(dataDir: string): string {
  const abs = path.resolve(dataDir, 'pglite');
  mkdirSync(abs, { recursive: true });
  return abs;
}
