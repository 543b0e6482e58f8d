import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // The fault tests start whole server processes; they have their own run (vitest.faults.config.ts).
    exclude: ['src/faults/**'],
    environment: 'node',
    // Generous limits: migrations and argon2 are slow on a loaded two-core machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
