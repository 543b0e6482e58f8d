import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ocrAssets } from './vite/ocr-assets.ts';
import { installableApp } from './vite/installable-app.ts';

/**
 * Web tests of plain functions over data (no DOM, no React, no mocks or stubs): the root config's
 * `web-units` project runs them in Node without per-file isolation, sparing each a jsdom window
 * and the setup file (decision 036). A test that needs the DOM belongs in the `web` project.
 */
export const PURE_WEB_TESTS = [
  'src/app/layout/nav-items.test.ts',
  'src/features/analytics/utils/chart-model.test.ts',
  'src/features/appointments/utils/calendar.test.ts',
  'src/features/appointments/utils/split-appointments.test.ts',
  'src/features/documents/utils/pdf-ocr-plan.test.ts',
  'src/features/interactions/utils/checker-utils.test.ts',
  'src/features/medications/utils/dose-days.test.ts',
  'src/features/pets/utils/pet-forms.test.ts',
  'src/lib/date-only.test.ts',
  'src/lib/greeting.test.ts',
  'src/lib/queries/invalidate-after.test.ts',
  'sw/routes.test.ts',
];

export default defineConfig({
  root: import.meta.dirname,
  base: '/PawRx/',
  plugins: [react(), tailwindcss(), ocrAssets(), installableApp()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/measure-initial-js.mjs to sum what the landing and login routes load.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...PURE_WEB_TESTS],
    environment: 'jsdom',
    // Worker threads: less CPU per file than forks here (decision 036).
    pool: 'threads',
    setupFiles: ['src/test/setup.ts'],
    // Generous limits: on a loaded two-core machine a jsdom render can take seconds.
    testTimeout: 60_000,
  },
});
