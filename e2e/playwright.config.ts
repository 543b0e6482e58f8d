import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './support/env';

// End-to-end tests drive the built app (API + SPA) in Debian's Chromium. The server, a fresh
// embedded database and a loopback SMTP server are started by support/serve.mjs.
// Tests tagged @ocr (the label scanner's accuracy on its image set) run apart, as their own CI
// step: `npm run test:ocr` sets OCR_SUITE; `npm run test:e2e` leaves them out.
const OCR_SUITE = Boolean(process.env.OCR_SUITE);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  ...(OCR_SUITE ? { grep: /@ocr/ } : { grepInvert: /@ocr/ }),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}/PawRx/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    // The first start migrates a fresh database; a busy two-core machine needs more than a minute.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
