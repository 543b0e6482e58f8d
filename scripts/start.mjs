// `npm start`: builds the web app and the API when their output is missing, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].every((f) =>
  existsSync(path.join(root, f)),
);
if (!built) {
  console.log('PawRx: no build found, building first (one time)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
