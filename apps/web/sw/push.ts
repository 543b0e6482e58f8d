/// <reference lib="webworker" />
import type { PushPayload } from '@pawrx/contracts/push';
import { PUSH_ACTIONS, PUSH_WORDS } from '@pawrx/contracts/push-words';

// Reminders by Web Push (issue 27 item 3, decision 055): the worker shows each reminder; Given
// and Skip post the reminder's single-use dose link without opening a page; the body opens Today.

declare const self: ServiceWorkerGlobalScope;

const ICON = '/PawRx/pwa-192x192.png';

/** The payload the server sent, or undefined for anything else (never shown half-read). */
export function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (typeof value?.title !== 'string' || typeof value.body !== 'string') return undefined;
    return value as PushPayload;
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  const actions = payload.actions
    ? [
        { action: PUSH_ACTIONS.given, title: PUSH_WORDS.given },
        { action: PUSH_ACTIONS.skipped, title: PUSH_WORDS.skip },
      ]
    : [];
  const options: NotificationOptions & { actions?: typeof actions } = {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data: payload,
    actions,
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

/** What posting a dose link did, in a line for a short follow-up notification. */
async function sendAction(payload: PushPayload, action: 'given' | 'skipped'): Promise<string> {
  const path = payload.actions?.[action];
  if (!path) return PUSH_WORDS.linkUsed;
  try {
    const response = await fetch(new URL(path, self.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      credentials: 'omit',
    });
    if (response.ok) return PUSH_WORDS.logged(payload.title, action);
    if (response.status === 409) return PUSH_WORDS.alreadyLogged(payload.title);
    return PUSH_WORDS.linkUsed;
  } catch {
    return PUSH_WORDS.noConnection(payload.title);
  }
}

/** Focuses an open PawRx window on `url`, or opens one. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(self.registration.scope));
  if (open) {
    await open.focus();
    if (open.url !== target) await open.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  const payload = event.notification.data as PushPayload | undefined;
  event.notification.close();
  if (!payload) return;
  const action = event.action;
  if (action === PUSH_ACTIONS.given || action === PUSH_ACTIONS.skipped) {
    event.waitUntil(
      sendAction(payload, action).then((line) =>
        self.registration.showNotification('PawRx', {
          body: line,
          tag: payload.tag,
          icon: ICON,
          badge: ICON,
          data: { ...payload, actions: undefined },
        }),
      ),
    );
    return;
  }
  event.waitUntil(openApp(payload.url));
});
