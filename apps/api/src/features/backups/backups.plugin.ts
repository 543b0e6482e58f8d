import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { serveBackupSocket, type BackupSocket } from './backup-socket';
import { pgliteBackup } from './backup-sources';
import { DailyBackups } from './daily-backups';

declare module 'fastify' {
  interface FastifyInstance {
    /** The automatic backups, on an embedded database on disk (tests run one at will). */
    dailyBackups?: DailyBackups;
  }
}

/**
 * On the embedded database on disk: the backup socket for `npm run backup`, and the daily
 * backups (BACKUP_KEEP=0 turns those off). Nothing on PostgreSQL or in memory.
 */
export function registerBackups(app: FastifyInstance, database: Database): void {
  const { dataDir, snapshot } = database;
  if (!dataDir || !snapshot) return;
  const takeBackup = async () => pgliteBackup(await snapshot(), dataDir);
  const { BACKUP_DIR, BACKUP_KEEP } = app.ctx.env;
  const daily =
    BACKUP_KEEP > 0
      ? new DailyBackups({
          dir: path.resolve(BACKUP_DIR ?? path.join(dataDir, 'backups')),
          keep: BACKUP_KEEP,
          takeBackup,
          record: (outcome) => app.ctx.metrics.backup(outcome),
          log: app.log,
          now: app.ctx.now,
        })
      : undefined;
  app.decorate('dailyBackups', daily);
  let socket: BackupSocket | undefined;
  app.addHook('onReady', async () => {
    socket = await serveBackupSocket(dataDir, takeBackup, (err) => {
      app.ctx.metrics.backup('failure');
      app.log.error({ err }, 'requested backup failed');
    });
    daily?.start();
  });
  app.addHook('onClose', async () => {
    await daily?.stop();
    await socket?.close();
  });
}
