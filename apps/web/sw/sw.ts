/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  DOSE_LOG_QUEUE,
  FETCHED_AT_HEADER,
  OFFLINE_DATA_CACHE,
  QUEUED_HEADER,
  SW_MESSAGES,
} from '@pawrx/contracts/offline';
import { isDoseLog, isOfflineRecord, isSignOut } from './routes';
import './push';

// PawRx's service worker (issue 27, decision 048). It keeps the app shell (precached at install,
// one cache per build: a new build is a new worker that waits until the user chooses Reload), the
// account's records network-first (so the installed app opens offline and says how old they
// are), and dose logs made offline (sent once when the connection returns, each with its own
// Idempotency-Key, which the server honours).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Hash routes: the only page the app navigates to is its index.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: [/^\/PawRx\/(index\.html)?$/],
  }),
);

/** Tells every open page something (a record served from cache, queued writes sent). */
async function tellPages(message: Record<string, unknown>): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(message);
}

/** A copy of `response` with `name: value` added (answers' own headers are immutable). */
function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineRecord(url),
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    // A connection that answers nothing (a barn, a basement) counts as none after 5 s.
    networkTimeoutSeconds: 5,
    plugins: [
      {
        // Each stored record carries when it was fetched, for "Offline · updated 10:42".
        cacheWillUpdate: async ({ response }) =>
          response.status === 200
            ? withHeader(response, FETCHED_AT_HEADER, new Date().toISOString())
            : null,
        // The session ended elsewhere (expired, revoked): its records go with it.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(OFFLINE_DATA_CACHE);
          return response;
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          const fetchedAt = cachedResponse?.headers.get(FETCHED_AT_HEADER);
          if (fetchedAt) await tellPages({ type: SW_MESSAGES.servedFromCache, fetchedAt });
          return cachedResponse;
        },
      },
    ],
  }),
);

// Signing out forgets the records kept offline, connection or not, so the next person to use the
// phone cannot read them (the page clears its token whatever the server answers).
registerRoute(
  ({ request, url }) =>
    request.method === 'POST' && url.origin === self.location.origin && isSignOut(url),
  async ({ request }) => {
    await caches.delete(OFFLINE_DATA_CACHE);
    return fetch(request);
  },
  'POST',
);

/** Sends the queued dose logs in order; one still failing to connect stays queued. */
let replaying: Promise<void> | undefined;
async function replayDoseLogs(queue: Queue): Promise<void> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    try {
      // Any answer counts as delivered: a 409 means someone logged that dose first, and the
      // same Idempotency-Key sent again would only get the same answer.
      await fetch(entry.request.clone());
      sent += 1;
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
  }
  if (sent > 0) await tellPages({ type: SW_MESSAGES.replayed, sent });
}
const replayOnce = (queue: Queue): Promise<void> =>
  (replaying ??= replayDoseLogs(queue).finally(() => {
    replaying = undefined;
  }));

/**
 * The page's `online` event can come before the worker's own requests get through again: try a
 * few times, 1, 2, 3 and 4 s apart, before waiting for the next sign of a connection.
 */
async function replaySoon(): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
    try {
      return await replayOnce(doseLogs);
    } catch {
      // Still no connection; try again.
    }
  }
}

const doseLogs = new Queue(DOSE_LOG_QUEUE, {
  // The server accepts logs of the last days only; a day-old queued log is still worth sending.
  maxRetentionTime: 7 * 24 * 60,
  onSync: ({ queue }) => replayOnce(queue),
});

registerRoute(
  ({ request, url }) =>
    request.method === 'POST' && url.origin === self.location.origin && isDoseLog(url),
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      // Only a write the server can recognise when it comes twice may be sent later.
      if (!copy.headers.has('idempotency-key')) throw error;
      await doseLogs.pushRequest({ request: copy });
      return new Response(JSON.stringify({ success: true, data: { queued: true } }), {
        status: 202,
        headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
      });
    }
  },
  'POST',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  // Background Sync fires only where the browser has it; the page also says when it is online.
  if (type === SW_MESSAGES.replay) event.waitUntil(replaySoon());
});

// The first worker takes the open page at once; later ones wait for Reload (SKIP_WAITING).
clientsClaim();
