import { ConfigError, loadToolEnv } from '../config/env';
import { BackupCommandError, backupTo } from '../features/backups/backup-command';

// `npm run backup -- <file>`: see docs/operations.md.

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}
const started = Date.now();
try {
  const { bytes, via } = await backupTo(file, loadToolEnv());
  console.log(
    `Backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, from ${via}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(
    error instanceof BackupCommandError || error instanceof ConfigError
      ? error.message
      : `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
