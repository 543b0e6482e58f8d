import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// The running server's control channel for `npm run backup`: an HTTP endpoint on a unix socket
// in DATA_DIR, readable and writable by the server's own user only (0600). Only the local machine
// can reach it, and only whoever may read DATA_DIR itself. The server holds PGlite's files open,
// so a consistent copy can only come from it (decision 049).

export const BACKUP_SOCKET_NAME = 'backup.sock';

export const backupSocketPath = (dataDir: string) => path.join(dataDir, BACKUP_SOCKET_NAME);

export interface BackupSocket {
  close(): Promise<void>;
}

export async function serveBackupSocket(
  dataDir: string,
  takeBackup: () => Promise<Buffer>,
  onError: (error: unknown) => void,
): Promise<BackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a process that died: this process holds DATA_DIR's lock, so it is stale.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    takeBackup().then(
      (archive) =>
        response
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            'content-length': archive.length,
          })
          .end(archive),
      (error: unknown) => {
        onError(error);
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end('The backup failed: see the server log.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

/** Asks the server running on `dataDir` for a backup archive. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(body.toString() || `the server answered ${response.statusCode}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
