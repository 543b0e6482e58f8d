import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  automaticBackupName,
  listAutomaticBackups,
  pruneAutomaticBackups,
  writeBackupFile,
} from './backup-files';

// Automatic backups of the embedded database: once a day into BACKUP_DIR (default
// DATA_DIR/backups), keeping the BACKUP_KEEP newest. The process looks hourly whether the newest
// backup is a day old; a restart therefore never skips a day nor doubles one. A failure is logged
// and counted (pawrx_backups_total{outcome="failure"}), and the next hour tries again; it never
// ends the process.

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look waits a little, so a start (and a test server) is not slowed by a backup. */
const FIRST_CHECK_MS = 10 * 60 * 1000;

export interface DailyBackupOptions {
  dir: string;
  keep: number;
  takeBackup: () => Promise<Buffer>;
  record: (outcome: 'success' | 'failure') => void;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now: () => Date;
}

export class DailyBackups {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;

  constructor(private readonly options: DailyBackupOptions) {}

  start(): void {
    const first = setTimeout(() => {
      void this.runIfDue();
      this.timer = setInterval(() => void this.runIfDue(), CHECK_EVERY_MS);
      this.timer.unref();
    }, FIRST_CHECK_MS);
    first.unref();
    this.timer = first;
  }

  /** Backs up when the newest automatic backup is a day old or there is none. */
  async runIfDue(): Promise<boolean> {
    const newest = listAutomaticBackups(this.options.dir)[0];
    if (newest && this.options.now().getTime() - newest.mtimeMs < DAY_MS) return false;
    return this.runNow();
  }

  /** One backup now (joins one in flight); true when it was written. */
  runNow(): Promise<boolean> {
    this.running ??= this.backUp().finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async backUp(): Promise<boolean> {
    const { dir, keep, takeBackup, record, log, now } = this.options;
    const started = Date.now();
    try {
      const file = path.join(dir, automaticBackupName(now()));
      writeBackupFile(file, await takeBackup());
      const removed = pruneAutomaticBackups(dir, keep);
      record('success');
      log.info(
        { file, ms: Date.now() - started, removed: removed.length },
        'automatic backup written',
      );
      return true;
    } catch (err) {
      record('failure');
      log.error({ err }, 'automatic backup failed; trying again within the hour');
      return false;
    }
  }
}
