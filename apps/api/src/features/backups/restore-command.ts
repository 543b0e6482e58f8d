import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Env } from '../../config/env';
import { lockDataDir } from '../../db/data-dir-lock';
import { decodeBackup, type BackupHeader } from './backup-archive';
import { PG_DUMP_ENTRY, PGLITE_ENTRY, SECRET_ENTRY, toolError } from './backup-sources';

// `npm run restore -- <file>`: verifies the whole file first (sizes and checksums), then restores
// into an empty DATA_DIR (never over existing data, never under a running server), or with
// DATABASE_URL into an empty PostgreSQL database through pg_restore.

export class RestoreCommandError extends Error {}

const run = promisify(execFile);

export async function restoreFrom(file: string, env: Env): Promise<BackupHeader> {
  if (!existsSync(file)) throw new RestoreCommandError(`There is no file ${file}.`);
  const { header, entries } = decodeBackup(readFileSync(file));
  if (env.DATABASE_URL) {
    if (header.kind !== 'pg_dump')
      throw new RestoreCommandError(
        'This backup is of the embedded database: unset DATABASE_URL and restore it into an empty DATA_DIR.',
      );
    await restorePostgres(env.DATABASE_URL, entries.get(PG_DUMP_ENTRY)!);
    return header;
  }
  if (header.kind !== 'pglite')
    throw new RestoreCommandError(
      'This backup is a PostgreSQL dump: set DATABASE_URL to an empty database to restore it.',
    );
  await restorePglite(path.resolve(env.DATA_DIR), entries);
  return header;
}

async function restorePglite(dataDir: string, entries: Map<string, Buffer>): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreCommandError(
      `${dataDir} is not empty: restore only into an empty or new folder (set DATA_DIR), so no data is ever overwritten.`,
    );
  // Taken before writing: a server starting on the folder meanwhile refuses to.
  const lock = await lockDataDir(dataDir);
  try {
    const tarball = entries.get(PGLITE_ENTRY);
    if (!tarball) throw new RestoreCommandError('This backup holds no database.');
    const client = new PGlite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([new Uint8Array(tarball)]),
    });
    await client.waitReady;
    await client.query('SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1');
    await client.close();
    const secret = entries.get(SECRET_ENTRY);
    if (secret) writeFileSync(path.join(dataDir, SECRET_ENTRY), secret, { mode: 0o600 });
  } finally {
    lock.release();
  }
}

async function restorePostgres(databaseUrl: string, dump: Buffer): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')",
    );
    if ((tables.rows[0] as { n: number }).n > 0)
      throw new RestoreCommandError(
        'The database at DATABASE_URL is not empty: restore only into a new, empty database.',
      );
  } finally {
    await client.end();
  }
  const restore = run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
    ],
    { encoding: 'buffer' },
  );
  restore.child.stdin?.end(dump);
  await restore.catch((error: unknown) => {
    throw toolError('pg_restore', error);
  });
}
