#!/usr/bin/env node
// Gzipped JavaScript the landing and login routes load before the user does anything: the entry
// chunk, every chunk it imports statically, and the route's lazy page chunk with its static
// imports. Reads the Vite manifest of a production build (building first when it is missing).
//
//   node apps/web/scripts/measure-initial-js.mjs [--strict]
//
// Prints one line per route and a final JSON line `{"bench":"initial-js", ...}`. With --strict
// the exit code is 1 when a route is over budget.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 90;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

const ROUTES = {
  landing: 'src/features/landing/pages/landing-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
};

if (!existsSync(manifestPath)) {
  console.error('No production build found; running vite build…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

/** A chunk's file plus the files of everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(distDir, file))).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const result = { bench: 'initial-js', unit: 'KB gzip', budgetKB: BUDGET_KB };
let over = false;
for (const [route, source] of Object.entries(ROUTES)) {
  const files = [...staticClosure(source, staticClosure(entryKey))].filter((f) =>
    f.endsWith('.js'),
  );
  const sizes = files.map((file) => ({ file, kb: kb(gzipBytes(file)) }));
  const total = kb(files.reduce((sum, file) => sum + gzipBytes(file), 0));
  over ||= total > BUDGET_KB;
  console.log(`${route.padEnd(8)} ${String(total).padStart(6)} KB gzip (budget ${BUDGET_KB} KB)`);
  for (const size of sizes) console.log(`         ${String(size.kb).padStart(6)} KB  ${size.file}`);
  result[`${route}KB`] = total;
  result[`${route}Files`] = files.length;
}
result.withinBudget = !over;
console.log(JSON.stringify(result));
if (over && process.argv.includes('--strict')) process.exit(1);
