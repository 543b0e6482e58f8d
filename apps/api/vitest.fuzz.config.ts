import { defineConfig } from 'vitest/config';
import { SLOW_API_TESTS, apiTestDefaults } from './vitest.config';

// `npm run test:fuzz` (run by `npm run check` and CI, on PGlite and again on PostgreSQL): the API
// tests kept out of `npm test` for their running time (decision 036).
export default defineConfig({
  test: {
    ...apiTestDefaults,
    name: 'api-fuzz',
    include: SLOW_API_TESTS,
    // Thousands of requests in one test: 23 s on a quiet machine, over 120 s beside other suites.
    testTimeout: 600_000,
  },
});
