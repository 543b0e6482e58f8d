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
    void clearServiceWorkersAndCaches(env);
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
