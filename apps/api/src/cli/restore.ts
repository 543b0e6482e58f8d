import { ConfigError, loadToolEnv } from '../config/env';
import { DataDirInUseError } from '../db/data-dir-lock';
import { BackupArchiveError } from '../features/backups/backup-archive';
import { RestoreCommandError, restoreFrom } from '../features/backups/restore-command';

// `npm run restore -- <file>`: see docs/operations.md.

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}
try {
  const header = await restoreFrom(file, loadToolEnv());
  console.log(
    `Restored the backup of ${header.createdAt} (PawRx ${header.appVersion}). Start PawRx to use it.`,
  );
} catch (error) {
  const known =
    error instanceof BackupArchiveError ||
    error instanceof RestoreCommandError ||
    error instanceof DataDirInUseError ||
    error instanceof ConfigError;
  console.error(
    known
      ? (error as Error).message
      : `The restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
