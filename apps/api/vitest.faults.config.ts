import { defineConfig } from 'vitest/config';

// Fault tests (`npm run test:faults`, run by CI): each starts real server processes and breaks
// something under them: a second process on one folder, a PostgreSQL outage, SIGTERM under load.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['src/faults/**/*.test.ts'],
    environment: 'node',
    // One file at a time: each one runs several servers on a small shared machine.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
