/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ocrAssets } from './vite/ocr-assets.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/PawRx/',
  plugins: [react(), tailwindcss(), ocrAssets()],
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
    environment: 'jsdom',
    // Worker threads: less CPU per file than forks here (decision 036).
    pool: 'threads',
    setupFiles: ['src/test/setup.ts'],
    // Generous limits: on a loaded two-core machine a jsdom render can take seconds.
    testTimeout: 60_000,
  },
});
