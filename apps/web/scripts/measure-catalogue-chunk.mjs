#!/usr/bin/env node
// The medication catalogue's weight in the browser (issue budget: at most 20 KB gzipped, and only
// on the pages that use it). Reads the Vite manifest of a production build (building first when
// it is missing) and reports:
//   - the catalogue chunk (the dynamic entry of packages/formulary/src/catalogue/search.ts) and
//     what it adds on each page that loads it: its files not already loaded by that page;
//   - that no catalogue file is in the landing, login or dashboard routes' static closure, nor in
//     the medications page's own closure (the autocomplete fetches it on first focus).
//
//   node apps/web/scripts/measure-catalogue-chunk.mjs [--strict] [--dist <dir>]
//
// Prints a human summary and a final JSON line `{"bench":"catalogue-chunk", ...}`. With --strict
// the exit code is 1 when the budget or the isolation check fails.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 20;
const CATALOGUE = '../../packages/formulary/src/catalogue/search.ts';
const PAGES_WITHOUT = {
  landing: 'src/features/landing/pages/landing-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
  dashboard: 'src/features/pets/pages/dashboard-page.tsx',
  medications: 'src/features/medications/pages/medications-page.tsx',
};
const PAGES_WITH = {
  medications: 'src/features/medications/pages/medications-page.tsx',
  interactions: 'src/features/interactions/pages/interactions-page.tsx',
};

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const distDir = distArg > 0 ? resolve(process.argv[distArg + 1]) : join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error('No production build found; running vite build…');
  const args = ['vite', 'build', '--outDir', distDir];
  const build = spawnSync('npx', args, { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[CATALOGUE]) throw new Error(`The catalogue is not a chunk of its own: ${CATALOGUE}`);

/** A chunk's file plus the files of everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) return seen;
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const routeClosure = (source) => staticClosure(source, staticClosure(entryKey));
const js = (files) => [...files].filter((f) => f.endsWith('.js'));
const gzipBytes = (file) => gzipSync(readFileSync(join(distDir, file))).length;
const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;
const sumKb = (files) => kb(files.reduce((sum, f) => sum + gzipBytes(f), 0));

const catalogueFile = manifest[CATALOGUE].file;
const catalogueFiles = js(staticClosure(CATALOGUE));
const result = {
  bench: 'catalogue-chunk',
  unit: 'KB gzip',
  budgetKB: BUDGET_KB,
  chunk: catalogueFile,
  chunkKB: sumKb([catalogueFile]),
};
console.log(`catalogue chunk ${catalogueFile}: ${result.chunkKB} KB gzip`);

let ok = true;
for (const [page, source] of Object.entries(PAGES_WITH)) {
  if (!manifest[source]) continue;
  const loaded = routeClosure(source);
  const lazy = [...Object.entries(manifest)].some(
    ([, chunk]) => loaded.has(chunk.file) && (chunk.dynamicImports ?? []).includes(CATALOGUE),
  );
  if (!lazy) {
    console.log(`${page.padEnd(12)} does not use the catalogue (yet)`);
    continue;
  }
  const added = catalogueFiles.filter((f) => !loaded.has(f));
  const addedKB = sumKb(added);
  console.log(
    `${page.padEnd(12)} adds ${addedKB} KB gzip on demand (${added.join(', ') || 'nothing'})`,
  );
  result[`${page}AddsKB`] = addedKB;
  ok &&= addedKB <= BUDGET_KB;
}
for (const [page, source] of Object.entries(PAGES_WITHOUT)) {
  if (!manifest[source]) continue;
  const leaked = js(routeClosure(source)).includes(catalogueFile);
  console.log(`${page.padEnd(12)} loads the catalogue up front: ${leaked ? 'YES' : 'no'}`);
  result[`${page}Eager`] = leaked;
  ok &&= !leaked;
}
result.withinBudget = ok;
console.log(JSON.stringify(result));
if (!ok && process.argv.includes('--strict')) process.exit(1);
