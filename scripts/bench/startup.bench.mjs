// Time from process start to a 200 on /api/health: first on an empty data directory (creates
// the database, migrates, seeds), then on the existing directory (the 3 s budget).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = 3190;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-bench-start-'));

async function timeToHealthy() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not become healthy');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const empty = await timeToHealthy();
const existing = [];
for (let i = 0; i < 3; i++) existing.push(await timeToHealthy());
rmSync(dataDir, { recursive: true, force: true });
existing.sort((a, b) => a - b);
const median = existing[1];
console.log(`first start on an empty data directory: ${empty.toFixed(0)} ms`);
console.log(
  `start on the existing data directory: median ${median.toFixed(0)} ms of ${existing.map((v) => v.toFixed(0)).join(', ')}`,
);
console.log(
  JSON.stringify({
    bench: 'startup',
    emptyDirMs: Math.round(empty),
    existingDirMedianMs: Math.round(median),
    budgetMs: 3000,
  }),
);
