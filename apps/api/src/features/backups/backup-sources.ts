import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SECRET_FILE_NAME } from '../auth/signing-secret';
import { encodeBackup, type BackupEntry } from './backup-archive';

// What a backup holds. Embedded database: PGlite's files (a consistent snapshot) and the signing
// secret kept beside them in DATA_DIR, without which every sign-in and link of the restored copy
// would stop working. PostgreSQL: pg_dump's custom-format logical dump (JWT_SECRET lives in the
// deployment's configuration, not here).

export const PGLITE_ENTRY = 'pglite.tar.gz';
export const SECRET_ENTRY = SECRET_FILE_NAME;
export const PG_DUMP_ENTRY = 'database.pgdump';

const run = promisify(execFile);
/** A dump of a large database may take long; its output is held in memory. */
const PG_DUMP_MAX_BYTES = 4 * 1024 ** 3;

/** The archive for the embedded database, from a snapshot of its files. */
export function pgliteBackup(snapshot: Buffer, dataDir: string): Buffer {
  const entries: BackupEntry[] = [{ name: PGLITE_ENTRY, bytes: snapshot }];
  const secret = path.join(dataDir, SECRET_FILE_NAME);
  if (existsSync(secret)) entries.push({ name: SECRET_ENTRY, bytes: readFileSync(secret) });
  return encodeBackup('pglite', entries);
}

/** The archive for PostgreSQL: `pg_dump --format=custom` of DATABASE_URL. */
export async function postgresBackup(databaseUrl: string): Promise<Buffer> {
  try {
    const { stdout } = await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`],
      { encoding: 'buffer', maxBuffer: PG_DUMP_MAX_BYTES },
    );
    return encodeBackup('pg_dump', [{ name: PG_DUMP_ENTRY, bytes: stdout }]);
  } catch (error) {
    throw toolError('pg_dump', error);
  }
}

/**
 * A failed pg_dump or pg_restore, told by its own stderr: never the command line, which holds
 * DATABASE_URL and so its password.
 */
export function toolError(tool: string, error: unknown): Error {
  const { code, stderr } = error as { code?: unknown; stderr?: Buffer | string };
  if (code === 'ENOENT')
    return new Error(
      `${tool} is not installed: install PostgreSQL's client tools (postgresql-client).`,
    );
  const said = String(stderr ?? '')
    .trim()
    .split('\n')
    .slice(0, 3)
    .join(' ');
  return new Error(`${tool} failed: ${said || 'no message'}`);
}
