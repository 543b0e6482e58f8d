import { defineConfig } from 'vitest/config';

// The scale suite: real API processes on one PostgreSQL database and one Redis
// (TEST_DATABASE_URL, TEST_REDIS_URL), run by `npm run test:scale` and CI after the API suite.
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['src/**/*.scale.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
