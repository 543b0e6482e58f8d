import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import {
  browserStartupEnv,
  checkAppVersion,
  clearServiceWorkersAndCaches,
} from './app/version-check';
import './styles.css';

function start() {
  try {
    const env = browserStartupEnv();
    // The production build installs its own service worker, after load (decision 048); a dev
    // server must never run under one left by a build, so it clears them (spec §9).
    if (import.meta.env.PROD && env.serviceWorker) {
      window.addEventListener('load', () => {
        import('./app/pwa/register-sw')
          .then((pwa) => pwa.registerServiceWorker())
          // No worker (blocked, or the chunk failed to load): the app still runs online.
          .catch(() => {});
      });
    } else void clearServiceWorkersAndCaches(env);
    if (checkAppVersion(env) === 'reload') return;
  } catch {
    // Storage blocked by the browser: run without the version check.
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
