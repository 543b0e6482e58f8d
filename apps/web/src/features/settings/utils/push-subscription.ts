import type { PushSubscriptionBody } from '@pawrx/contracts/push';

// The browser's side of Web Push (decision 055): whether this browser can, the service worker's
// registration, and the device's subscription with its push service.

/** The worker's scope: the app's own folder. */
const SCOPE = '/PawRx/';

export type PushSupport = 'supported' | 'unsupported';

export const pushSupport = (): PushSupport =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window
    ? 'supported'
    : 'unsupported';

/** The active registration of PawRx's worker, or undefined where none runs (dev server). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  if (!registration) return undefined;
  if (registration.active) return registration;
  return navigator.serviceWorker.ready;
}

/** The VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The subscription as the API takes it; undefined when the browser left out its keys. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody | undefined {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return undefined;
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/**
 * This device's subscription, made with the server's key. A subscription made with another key
 * (the server's pair changed) is replaced: the push service would refuse the new key's messages.
 */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    const same =
      current !== null &&
      current.byteLength === key.byteLength &&
      new Uint8Array(current).every((byte, i) => byte === key[i]);
    if (same) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
