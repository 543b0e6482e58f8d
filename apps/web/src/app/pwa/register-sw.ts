import { Workbox } from 'workbox-window';
import { RECORDS_CHANGED_EVENT, SW_MESSAGES } from '@pawrx/contracts/offline';
import { createPwaStatus } from './pwa-status';

// Registers PawRx's service worker (sw/sw.ts) once the page has loaded; main.tsx imports this
// module only then, so none of it weighs on the landing and login pages' budget (issue 27).

const SW_URL = `${import.meta.env.BASE_URL}sw.js`;

type WorkerMessage = { type?: unknown; fetchedAt?: unknown };

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SW_URL, { scope: import.meta.env.BASE_URL });
  const status = createPwaStatus(document, navigator.onLine);

  // A new build installed beside the running one: it waits until the user chooses Reload, so
  // no page runs a shell the worker no longer holds.
  workbox.addEventListener('waiting', () => {
    status.offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const { type, fetchedAt } = event.data ?? {};
    if (type === SW_MESSAGES.servedFromCache && typeof fetchedAt === 'string')
      status.servedFromCache(fetchedAt);
    if (type === SW_MESSAGES.replayed) window.dispatchEvent(new Event(RECORDS_CHANGED_EVENT));
  });

  const replay = () => void workbox.messageSW({ type: SW_MESSAGES.replay }).catch(() => {});
  window.addEventListener('online', () => {
    status.online();
    replay();
  });
  window.addEventListener('offline', () => status.offline());

  await workbox.register();
  // Logs queued in an earlier visit go out as soon as a page opens with a connection.
  if (navigator.onLine) replay();
}
