#!/usr/bin/env node
// The Analytics tab's weight in the browser (issue 15 budget: at most 30 KB gzipped, loaded only
// when the tab is opened). Reads the Vite manifest of a production build (building first when it
// is missing) and reports:
//   - what opening the tab adds: the files of the tab's chunk and its static imports that the pet
//     profile page has not already loaded;
//   - that none of the tab's own chunk is in the profile page's (or the landing or login page's)
//     static closure, i.e. it is really loaded on demand.
//
//   node apps/web/scripts/measure-analytics-chunk.mjs [--strict]
//
// Prints a summary and a final JSON line `{"bench":"analytics-chunk", ...}`. With --strict the
// exit code is 1 when the budget or the isolation check fails.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 30;
const TAB = 'src/features/analytics/components/analytics-tab.tsx';
const PROFILE = 'src/features/pets/pages/pet-profile-page.tsx';
const EAGER_CHECKS = {
  profile: PROFILE,
  landing: 'src/features/landing/pages/landing-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
};

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No production build found; running vite build…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[TAB]) throw new Error(`The Analytics tab is not a chunk of its own: ${TAB}`);

/** A chunk's file plus the files of everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const routeClosure = (source) => staticClosure(source, staticClosure(entryKey));
const js = (files) => [...files].filter((f) => f.endsWith('.js'));
const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;
const sumKb = (files) =>
  kb(files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f))).length, 0));

const tabFile = manifest[TAB].file;
const profileLoads = routeClosure(PROFILE);
const added = js(staticClosure(TAB)).filter((f) => !profileLoads.has(f));
const result = {
  bench: 'analytics-chunk',
  unit: 'KB gzip',
  budgetKB: BUDGET_KB,
  chunk: tabFile,
  chunkKB: sumKb([tabFile]),
  opensAddKB: sumKb(added),
  added,
};
console.log(`analytics chunk ${tabFile}: ${result.chunkKB} KB gzip`);
console.log(`opening the tab adds ${result.opensAddKB} KB gzip (${added.join(', ')})`);
let ok = result.opensAddKB <= BUDGET_KB;
for (const [page, source] of Object.entries(EAGER_CHECKS)) {
  const eager = js(routeClosure(source)).includes(tabFile);
  console.log(`${page.padEnd(8)} loads the Analytics tab up front: ${eager ? 'YES' : 'no'}`);
  result[`${page}Eager`] = eager;
  ok &&= !eager;
}
result.withinBudget = ok;
console.log(JSON.stringify(result));
if (!ok && process.argv.includes('--strict')) process.exit(1);
