import { defineConfig } from 'vitest/config';

/**
 * Suites too slow for `npm test`'s quick loop (decision 036): run by `npm run test:fuzz`
 * (vitest.fuzz.config.ts), which `npm run check` and CI run on both databases.
 */
export const SLOW_API_TESTS = ['src/test/api-fuzz.test.ts'];

/** What every API test run shares: one migrated database per run, generous time limits. */
export const apiTestDefaults = {
  root: import.meta.dirname,
  environment: 'node' as const,
  // Worker threads: less CPU per file than forks here (decision 036); each file still gets its own.
  pool: 'threads' as const,
  // Migrates one database per run; every createTestApp copies it (decision 036).
  globalSetup: ['src/test/global-setup.ts'],
  // Generous limits: argon2 and database start-up are slow on a loaded two-core machine.
  testTimeout: 120_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    ...apiTestDefaults,
    name: 'api',
    // The files of a worker share one module graph, so the app's code is imported once per worker
    // rather than once per file; each file still builds its own apps on databases of its own, and
    // src/test/file-isolation.ts fails a file that leaves an app, an env var, a process listener
    // or fake timers behind (decision 036).
    isolate: false,
    setupFiles: ['src/test/file-isolation.ts'],
    include: ['src/**/*.test.ts'],
    // The fault tests start whole server processes; they have their own run (vitest.faults.config.ts).
    exclude: ['src/faults/**', ...SLOW_API_TESTS],
  },
});
