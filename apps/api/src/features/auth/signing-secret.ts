import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError } from '../../config/env';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

// The one secret that signs sessions (JWT), emergency links, calendar feeds and one-click dose
// links never lives in the database (decision 034): a dump of the database must not be enough to
// rebuild a single URL or session. JWT_SECRET when set; with the embedded database a file in
// DATA_DIR made on first start (mode 0600, readable by this process's user only); with
// DATABASE_URL, JWT_SECRET is required, since every process and host must share it.

export const SECRET_FILE_NAME = 'signing-secret';
/** The app_settings key under which versions before decision 034 kept a generated secret. */
export const LEGACY_SECRET_KEY = 'jwt_secret';
const MIN_LENGTH = 32;

export const JWT_SECRET_REQUIRED =
  'JWT_SECRET is required when DATABASE_URL is set: set it to the same random value of 32 or ' +
  'more characters on every process and host (for example `openssl rand -base64 48`).';

export interface SigningSecretLog {
  warn(obj: object, message: string): void;
  info(obj: object, message: string): void;
}

const encode = (value: string) => new TextEncoder().encode(value);

/** The secret for this process, and the legacy database row, if any, moved out of the database. */
export async function resolveSigningSecret(
  database: Pick<Database, 'db' | 'kind' | 'dataDir'>,
  configured: string | undefined,
  log: SigningSecretLog,
): Promise<Uint8Array> {
  const legacy = await readLegacySecret(database);
  if (configured) {
    if (legacy !== undefined) await deleteLegacySecret(database, log, 'JWT_SECRET is set');
    return encode(configured);
  }
  if (database.kind === 'postgres') {
    const hint = legacy
      ? ' This database still holds the secret an older PawRx generated (app_settings, key ' +
        `'${LEGACY_SECRET_KEY}'): set JWT_SECRET to that value to keep existing sign-ins and ` +
        'links working; PawRx then deletes the row.'
      : '';
    throw new ConfigError(JWT_SECRET_REQUIRED + hint);
  }
  // In memory (tests): nothing outlives the process, so neither does its secret.
  if (!database.dataDir) return encode(legacy ?? randomBytes(48).toString('base64url'));
  const file = path.join(database.dataDir, SECRET_FILE_NAME);
  let secret = readSecretFile(file);
  if (secret === undefined) {
    // First start, or the first start after an upgrade: an older version's secret is kept, so
    // the calendar feeds, emergency links and sessions it signed go on working.
    secret = legacy ?? randomBytes(48).toString('base64url');
    writeSecretFile(file, secret);
    log.info(
      { file },
      legacy ? 'signing secret moved from the database to its file' : 'signing secret created',
    );
  }
  if (legacy !== undefined) await deleteLegacySecret(database, log, 'the secret file holds it');
  return encode(secret);
}

async function readLegacySecret(database: Pick<Database, 'db'>): Promise<string | undefined> {
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEGACY_SECRET_KEY));
  return row?.value;
}

async function deleteLegacySecret(
  database: Pick<Database, 'db'>,
  log: SigningSecretLog,
  why: string,
) {
  await database.db.delete(appSettings).where(eq(appSettings.key, LEGACY_SECRET_KEY));
  log.warn({ reason: why }, 'deleted the signing secret an older version kept in the database');
}

/** The file's secret; undefined when there is no file. Loose permissions are tightened. */
function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < MIN_LENGTH)
    throw new ConfigError(
      `The signing secret file ${file} holds fewer than ${MIN_LENGTH} characters. Restore it ` +
        'from a backup, or delete it to make a new one (existing sign-ins and links then stop working).',
    );
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return text;
}

/** Written whole or not at all: a crash mid-write leaves no half secret to start with. */
function writeSecretFile(file: string, secret: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}
