import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@pawrx/contracts/constants';

// Start-up check of spec §9: no service worker or cache may serve an old build, and a new
// version starts from clean storage.

export type VersionCheckEnv = {
  localStorage: Storage;
  sessionStorage: Storage;
  reload: () => void;
  currentVersion?: string;
};

/**
 * Returns 'reload' when the stored version differs from the current one: storage has been
 * cleared and a reload requested, so the caller should not render. Otherwise stores the version.
 */
export function checkAppVersion(env: VersionCheckEnv): 'ok' | 'reload' {
  const current = env.currentVersion ?? APP_VERSION;
  try {
    const stored = env.localStorage.getItem(APP_VERSION_STORAGE_KEY);
    if (stored !== null && stored !== current) {
      env.localStorage.clear();
      env.sessionStorage.clear();
      env.reload();
      return 'reload';
    }
    env.localStorage.setItem(APP_VERSION_STORAGE_KEY, current);
  } catch {
    // Storage disabled: nothing stored, nothing to clear.
  }
  return 'ok';
}

export type CleanupEnv = {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
};

/** Unregisters every service worker and deletes every Cache Storage entry. Never throws. */
export async function clearServiceWorkersAndCaches(env: CleanupEnv): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (env.serviceWorker) {
    tasks.push(
      env.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((r) => r.unregister()))),
    );
  }
  if (env.caches) {
    const caches = env.caches;
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  await Promise.allSettled(tasks);
}

/** The browser's own environment for both checks. */
export function browserStartupEnv(): VersionCheckEnv & CleanupEnv {
  return {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    reload: () => window.location.reload(),
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: 'caches' in window ? window.caches : undefined,
  };
}
