import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@pawrx/contracts/constants';
import { checkAppVersion, clearServiceWorkersAndCaches } from './version-check';

const env = () => ({ localStorage, sessionStorage, reload: vi.fn() });

describe('checkAppVersion (spec §9)', () => {
  it('stores the current version on a first visit and keeps storage', () => {
    localStorage.setItem('token', 't');
    const e = env();
    expect(checkAppVersion(e)).toBe('ok');
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe(APP_VERSION);
    expect(localStorage.getItem('token')).toBe('t');
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('keeps storage when the stored version is the current one', () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    localStorage.setItem('token', 't');
    sessionStorage.setItem('draft', 'x');
    expect(checkAppVersion(env())).toBe('ok');
    expect(localStorage.getItem('token')).toBe('t');
    expect(sessionStorage.getItem('draft')).toBe('x');
  });

  it('clears local and session storage and reloads when the stored version differs', () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '2.0.0');
    localStorage.setItem('token', 't');
    sessionStorage.setItem('draft', 'x');
    const e = env();
    expect(checkAppVersion(e)).toBe('reload');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('is 2.1.1', () => {
    expect(APP_VERSION).toBe('2.1.1');
  });
});

describe('clearServiceWorkersAndCaches', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const unregister = vi.fn(async () => true);
    const deleted: string[] = [];
    await clearServiceWorkersAndCaches({
      serviceWorker: {
        getRegistrations: async () =>
          [{ unregister }, { unregister }] as unknown as readonly ServiceWorkerRegistration[],
      },
      caches: {
        keys: async () => ['v1', 'v2'],
        delete: async (key: string) => {
          deleted.push(key);
          return true;
        },
      },
    });
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['v1', 'v2']);
  });

  it('resolves when the APIs are missing or fail', async () => {
    await expect(clearServiceWorkersAndCaches({})).resolves.toBeUndefined();
    await expect(
      clearServiceWorkersAndCaches({
        serviceWorker: { getRegistrations: () => Promise.reject(new Error('denied')) },
      }),
    ).resolves.toBeUndefined();
  });
});
