import { VitePWA } from 'vite-plugin-pwa';

// The installable app (issue 27, decision 048): the web app manifest and the service worker
// (sw/sw.ts, built by vite-plugin-pwa with Workbox's precache manifest injected). The page
// registers the worker itself, after load (src/app/pwa/), so the landing and login pages carry
// none of it in their JavaScript budget.

/** Brand teal (tailwind teal-700), as the page's theme-color meta tag. */
const THEME = '#0f766e';

export const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/PawRx/',
      name: 'PawRx · Pet Medication Management',
      short_name: 'PawRx',
      description: 'Pet medication records, dose reminders and medication safety checks.',
      start_url: '/PawRx/',
      scope: '/PawRx/',
      display: 'standalone',
      theme_color: THEME,
      background_color: '#f8fafc',
      icons: [
        { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell: every page's code, styles and the icons. Label scanning's OCR engine and
      // model (assets/ocr/, 3 MB) stay out: scanning needs the connection anyway. So does pdf.js
      // (400 KB, and its worker, a .mjs, is not precached): a document comes from the server.
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      globIgnores: ['assets/ocr/**', 'assets/pdf-document-*.js', 'assets/read-scanned-pdf-*.js'],
      // The precache manifest is part of the worker's budget; keep its reader short.
      minify: true,
    },
  });
