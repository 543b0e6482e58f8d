import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Backup files on disk: written whole or not at all (a temporary name, then a rename), readable
// by the owner only (a backup holds every record and the signing secret).

export const BACKUP_SUFFIX = '.pawrx-backup';

export function writeBackupFile(file: string, archive: Buffer): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, archive, { mode: 0o600, flush: true });
  renameSync(partial, file);
}

/** `pawrx-2026-11-28T031500Z.pawrx-backup`: names sort in time order. */
export function automaticBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `pawrx-${stamp}${BACKUP_SUFFIX}`;
}

/** The automatic backups in `dir`, newest first. */
export function listAutomaticBackups(dir: string): Array<{ file: string; mtimeMs: number }> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith('pawrx-') && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(dir, name);
      return { file, mtimeMs: statSync(file).mtimeMs };
    });
}

/** Deletes all but the `keep` newest automatic backups. */
export function pruneAutomaticBackups(dir: string, keep: number): string[] {
  const removed = listAutomaticBackups(dir)
    .slice(keep)
    .map((b) => b.file);
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}
