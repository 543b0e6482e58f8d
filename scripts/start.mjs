// `npm start`: builds the web app and the API when their output is missing or older than the
// sources (e.g. after a pull), then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stale = buildIsStale(root);
if (stale) {
  console.log(`PawRx: ${stale}, building first...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// The server finishes its requests and exits on SIGINT/SIGTERM; pass them on, so stopping
// `npm start` (a container's stop, a process manager) stops the server instead of orphaning it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
