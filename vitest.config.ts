import { defineConfig } from 'vitest/config';
import { PURE_WEB_TESTS } from './apps/web/vite.config';

// One `npm test` runs every tier below e2e; each workspace keeps its own environment.
// Tuned for the two-core machine CI and the team use (decision 036, measured there): worker
// threads (each test file still gets a fresh one) cost less CPU per file than forked processes,
// and two workers use both cores where vitest's default (cores - 1) would leave one idle.
// The fuzz, fault, scale, end-to-end and OCR suites have their own commands, run by `npm run check`.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
          pool: 'threads',
          // Generous limit, as in the other projects: the clock-change sweeps are CPU-bound and
          // took over vitest's 5 s default beside other work on a loaded two-core machine.
          testTimeout: 60_000,
          // Pure functions over data (no mocks, no globals, no environment): the files share a
          // module graph, so the formulary catalogue is loaded once per worker, not once per file.
          isolate: false,
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'web-units',
          root: 'apps/web',
          include: PURE_WEB_TESTS,
          // Plain functions over data, like the packages project: Node, no jsdom window, no setup
          // file, one shared module graph per worker (decision 036).
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
