#!/usr/bin/env node
// The service worker's weight (issue 27 budget: at most 30 KB gzipped plus the precache
// manifest). Measures dist/sw.js as built, with Workbox's precache manifest already injected, so
// the check is stricter than the budget: the list of the shell's files counts against it too.
//
//   node apps/web/scripts/measure-service-worker.mjs [--strict]
//
// Prints a summary and a final JSON line `{"bench":"service-worker", ...}`. With --strict the
// exit code is 1 when the worker is missing or over budget.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 30;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const worker = join(webDir, 'dist', 'sw.js');

const result = { bench: 'service-worker', unit: 'KB gzip', budgetKB: BUDGET_KB };
if (existsSync(worker)) {
  const source = readFileSync(worker);
  result.workerKB = Math.round((gzipSync(source).length / 1024) * 100) / 100;
  // The injected manifest is JSON: one `"url":` per precached file.
  result.precacheEntries = (source.toString('utf8').match(/"url":/g) ?? []).length;
  result.withinBudget = result.workerKB <= BUDGET_KB;
  console.log(`service worker dist/sw.js: ${result.workerKB} KB gzip (budget ${BUDGET_KB} KB)`);
  console.log(`precache manifest: ${result.precacheEntries} entries`);
} else {
  console.log('No dist/sw.js: build the web app first (npm run build -w apps/web)');
  result.withinBudget = false;
}
console.log(JSON.stringify(result));
if (!result.withinBudget && process.argv.includes('--strict')) process.exit(1);
