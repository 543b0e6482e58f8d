// Decides whether `npm start` must build: the build output is missing, or a source file it is made
// from changed after it was built (a pull, a local edit). Compares modification times only.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build writes, and the sources (files or folders) each output is made from. */
export const BUILD_OUTPUTS = [
  {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
      'packages/formulary/src',
      'package-lock.json',
    ],
  },
  {
    output: 'apps/api/dist/server.js',
    sources: [
      'apps/api/src',
      'apps/api/drizzle',
      'apps/api/build.mjs',
      'packages/contracts/src',
      'packages/formulary/src',
      'package-lock.json',
    ],
  },
];

const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** The newest modification time (ms) under `target`, or 0 when it does not exist. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a build is needed ('no build found', 'sources changed since the last build'), or null. */
export function buildIsStale(root, outputs = BUILD_OUTPUTS) {
  for (const { output, sources } of outputs) {
    const built = path.join(root, output);
    if (!existsSync(built)) return 'no build found';
    const builtAt = statSync(built).mtimeMs;
    if (sources.some((source) => newestMtime(path.join(root, source)) > builtAt))
      return 'sources changed since the last build';
  }
  return null;
}
