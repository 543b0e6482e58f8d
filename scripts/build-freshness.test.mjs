import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale } from './build-freshness.mjs';

const OUTPUTS = [{ output: 'dist/app.js', sources: ['src', 'package-lock.json'] }];
let root;

/** Writes `file` under the temp root with a modification time `secondsAgo` in the past. */
function touch(file, secondsAgo) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(full, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pawrx-fresh-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildIsStale (npm start)', () => {
  it('asks for a build when the output is missing', () => {
    touch('src/a.ts', 100);
    expect(buildIsStale(root, OUTPUTS)).toBe('no build found');
  });

  it('keeps a build that is newer than every source', () => {
    touch('src/nested/a.ts', 100);
    touch('package-lock.json', 100);
    touch('dist/app.js', 10);
    expect(buildIsStale(root, OUTPUTS)).toBeNull();
  });

  it('rebuilds when a nested source changed after the build (a pull)', () => {
    touch('src/nested/a.ts', 100);
    touch('dist/app.js', 50);
    touch('src/nested/deeper/b.ts', 5);
    expect(buildIsStale(root, OUTPUTS)).toBe('sources changed since the last build');
  });

  it('ignores node_modules inside a source folder', () => {
    touch('src/a.ts', 100);
    touch('dist/app.js', 50);
    touch('src/node_modules/pkg/index.js', 5);
    expect(buildIsStale(root, OUTPUTS)).toBeNull();
  });
});
