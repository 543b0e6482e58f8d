import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env';
import { openDatabase } from '../../db/client';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { requestBackup } from './backup-socket';
import { pgliteBackup, postgresBackup } from './backup-sources';
import { writeBackupFile } from './backup-files';

// `npm run backup -- <file>`. PostgreSQL: pg_dump. Embedded database: from the running server
// over its backup socket when one holds DATA_DIR, else straight from the files (taking DATA_DIR's
// lock, so a server cannot start on them meanwhile).

export class BackupCommandError extends Error {}

export async function backupTo(file: string, env: Env): Promise<{ bytes: number; via: string }> {
  const archive = await takeArchive(env);
  writeBackupFile(file, archive.bytes);
  return { bytes: archive.bytes.length, via: archive.via };
}

async function takeArchive(env: Env): Promise<{ bytes: Buffer; via: string }> {
  if (env.DATABASE_URL)
    return { bytes: await postgresBackup(env.DATABASE_URL), via: 'pg_dump (DATABASE_URL)' };
  const dataDir = path.resolve(env.DATA_DIR);
  if (!existsSync(path.join(dataDir, 'pglite')))
    throw new BackupCommandError(`There is no PawRx database in ${dataDir} to back up.`);
  try {
    const database = await openDatabase({ dataDir });
    try {
      return { bytes: pgliteBackup(await database.snapshot!(), dataDir), via: 'the data folder' };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { bytes: await requestBackup(dataDir), via: 'the running server' };
  }
}
