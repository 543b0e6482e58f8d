import { defineConfig } from 'vitest/config';

// One `npm test` runs every tier below e2e; each workspace keeps its own environment.
export default defineConfig({
  test: {
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
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
