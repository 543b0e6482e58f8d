// `npm run bench`: runs every benchmark script in the repository one after another and prints
// the figures each one reports (its last line is a JSON object with a "bench" field).
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

if (
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !existsSync(path.join(root, 'apps/api/dist/server.js'))
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const folders = ['packages/formulary/bench', 'apps/api/bench', 'scripts/bench'];
const scripts = folders
  .flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir)).map((f) => path.join(dir, f))
      : [],
  )
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f));
if (existsSync(path.join(root, 'apps/web/scripts/measure-initial-js.mjs')))
  scripts.push('apps/web/scripts/measure-initial-js.mjs');

const results = [];
for (const script of scripts) {
  if (only.length && !only.some((o) => script.includes(o))) continue;
  console.log(`\n== ${script}`);
  const runner = script.endsWith('.ts') ? ['npx', ['tsx', script]] : [process.execPath, [script]];
  const run = spawnSync(runner[0], runner[1], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  const last = run.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{"bench"'));
  results.push(last ? JSON.parse(last) : { bench: script, error: `exit ${run.status}` });
}
console.log('\n== summary');
for (const r of results) console.log(JSON.stringify(r));
