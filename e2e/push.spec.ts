import type { BrowserContext, Page, Worker } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { expectNoSeriousA11y, newPet, type Reply } from './support/care';
import { waitForMail } from './support/mail';

// Issue 27 item 3 in Chromium (decision 055): Settings turns notifications on for this device,
// lists and removes devices, and sets how reminders go; the service worker shows a pushed
// reminder with Given and Skip, and Given logs the dose through its single-use link without
// opening a page. Headless Chromium has no push service, so the subscription is the browser's
// where it can make one, and a stand-in PushManager where the flow around it is under test; the
// push message itself is delivered through DevTools (ServiceWorker.deliverPushMessage).

type Device = { _id: string; device: string; service: string };

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** A PushManager that hands out a made-up subscription at FCM, keeping the key it was given. */
async function standInPushManager(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const bytes = (n: number, first?: number) => {
      const array = crypto.getRandomValues(new Uint8Array(n));
      if (first !== undefined) array[0] = first;
      return btoa(String.fromCharCode(...array))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const w = window as unknown as { __pushKey?: string };
    const toBase64url = (array: Uint8Array) =>
      btoa(String.fromCharCode(...array))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    // Kept across reloads, as a browser keeps its subscription.
    const STORED = 'e2e-push-subscription';
    type Stored = { json: PushSubscriptionJSON; key: string };
    const asSubscription = ({ json, key }: Stored) => {
      const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      return {
        ...json,
        options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(STORED);
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = toBase64url(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
      w.__pushKey = key;
      const stored: Stored = {
        json: {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${bytes(8)}`,
          expirationTime: null,
          keys: { p256dh: bytes(65, 4), auth: bytes(16) },
        },
        key,
      };
      localStorage.setItem(STORED, JSON.stringify(stored));
      return asSubscription(stored);
    };
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(STORED);
      return stored ? asSubscription(JSON.parse(stored) as Stored) : null;
    };
  });
}

test('Settings: turn notifications on for this device, see it listed, set push only, remove it', async ({
  signedInPage: page,
  account,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await standInPushManager(context);
  await page.goto('#/dashboard');
  await controlled(page);
  await page.goto('#/settings');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section.getByText('No device has notifications turned on yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(section.getByText('Notifications are on for this device.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Devices with notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Chrome on Windows');
  await expect(list).toContainText('(this device)');
  await expect(list).toContainText('fcm.googleapis.com');
  // Subscribed with the server's VAPID key.
  const key = await api<Reply<{ publicKey: string }>>(
    page.request,
    account,
    'GET',
    '/api/push/public-key',
  );
  expect(await page.evaluate(() => (window as { __pushKey?: string }).__pushKey)).toBe(
    key.data.publicKey,
  );
  const devices = await api<Reply<Device[]>>(
    page.request,
    account,
    'GET',
    '/api/push/subscriptions',
  );
  expect(devices.data).toHaveLength(1);
  await expectNoSeriousA11y(page);

  // How reminders go: push only, by keyboard.
  const reminders = page.getByRole('region', { name: 'Reminders & time zone' });
  await reminders.getByLabel('Send reminders by').focus();
  await reminders.getByLabel('Send reminders by').selectOption('push');
  await reminders.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reminders go by push', { exact: true })).toBeVisible();
  const me = await api<Reply<{ reminderChannel: string }>>(
    page.request,
    account,
    'GET',
    '/api/auth/me',
  );
  expect(me.data.reminderChannel).toBe('push');

  // A visit later still knows this device; removing it turns it off here too.
  await page.reload();
  await expect(section.getByText('(this device)')).toBeVisible();
  await section.getByRole('button', { name: /^Remove Chrome on Windows/ }).click();
  await expect(section.getByText('No device has notifications turned on yet.')).toBeVisible();
  await expect(
    section.getByRole('button', { name: 'Turn on notifications on this device' }),
  ).toBeVisible();
  expect(
    (await api<Reply<Device[]>>(page.request, account, 'GET', '/api/push/subscriptions')).data,
  ).toHaveLength(0);
});

test('Settings: with the browser’s own push service, a device is listed or the reason is shown', async ({
  signedInPage: page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('#/dashboard');
  await controlled(page);
  await page.goto('#/settings');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  const subscribeCall = page.waitForRequest(
    (r) => r.url().endsWith('/api/push/public-key') && r.method() === 'GET',
  );
  await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await subscribeCall;
  // Headless Chromium usually has no push service to register with: then the page says so.
  await expect(
    section
      .getByText('Notifications are on for this device.')
      .or(section.getByRole('alert').filter({ hasText: /could not set up notifications/ })),
  ).toBeVisible();
});

/** The registration id DevTools knows PawRx's worker by. */
async function workerRegistrationId(page: Page): Promise<{
  id: string;
  deliver: (data: string) => Promise<void>;
}> {
  const cdp = await page.context().newCDPSession(page);
  const ids = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/PawRx/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await ids;
  const origin = new URL(page.url()).origin;
  return {
    id,
    deliver: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    },
  };
}

/** What the specs read of the worker's global scope (the e2e types have no WebWorker lib). */
type WorkerScope = {
  registration: { getNotifications(): Promise<Notification[]> };
  NotificationEvent: new (
    type: string,
    init: { notification: Notification; action: string },
  ) => Event;
  dispatchEvent(event: Event): boolean;
};

/** The notifications the worker is showing: title, body, actions. */
const shown = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map(
      (n: Notification) => ({
        title: n.title,
        body: n.body,
        actions: ((n as unknown as { actions?: { title: string }[] }).actions ?? []).map(
          (a) => a.title,
        ),
      }),
    ),
  );

test('the service worker shows a pushed dose reminder with Given and Skip; Given logs the dose once without opening a page', async ({
  signedInPage: page,
  account,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const petId = await newPet(page, account, { name: 'Pepper' });
  // Due this minute (UTC, the account's zone): the reminder email brings the dose's links, and
  // the pushed message carries one of them as the server's push payload would.
  const time = new Date().toISOString().slice(11, 16);
  await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
    name: 'Methimazole',
    dosage: '2.5 mg',
    frequency: 'Once daily',
    doseTimes: [time],
  });
  const mail = await waitForMail(account.email, 30_000, /Given: http/);
  const given = new URL(/Given: (http\S+)/.exec(mail)![1]!).pathname;
  const skipped = new URL(/Skipped: (http\S+)/.exec(mail)![1]!).pathname;

  await page.goto('#/dashboard');
  await controlled(page);
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/PawRx/sw.js'))!;
  expect(worker).toBeDefined();
  const push = await workerRegistrationId(page);
  await push.deliver(
    JSON.stringify({
      kind: 'dose',
      title: 'Pepper: Methimazole',
      body: '2.5 mg, due now',
      tag: 'dose:e2e',
      url: '/PawRx/#/dashboard',
      pet: 'Pepper',
      subject: 'Methimazole',
      actions: { given, skipped },
    }),
  );
  await expect
    .poll(() => shown(worker))
    .toEqual([
      { title: 'Pepper: Methimazole', body: '2.5 mg, due now', actions: ['Given', 'Skip'] },
    ]);

  // The user taps Given: the worker posts the link itself; no page opens.
  const pagesBefore = context.pages().length;
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    const event = new scope.NotificationEvent('notificationclick', {
      notification: notification!,
      action: 'given',
    });
    // A synthetic event cannot be extended (waitUntil throws); the handler's work runs anyway.
    try {
      scope.dispatchEvent(event);
    } catch {
      /* reported by the worker */
    }
  });
  await expect
    .poll(() => shown(worker))
    .toEqual([{ title: 'PawRx', body: 'Pepper: Methimazole: logged as given', actions: [] }]);
  expect(context.pages()).toHaveLength(pagesBefore);
  const day = new Date().toISOString().slice(0, 10);
  const doses = await api<Reply<Array<{ status: string }>>>(
    page.request,
    account,
    'GET',
    `/api/pets/${petId}/doses?from=${day}&to=${day}`,
  );
  expect(doses.data.map((d) => d.status)).toEqual(['given']);
  // Single use: the link, and its sibling, are spent.
  for (const path of [given, skipped]) expect((await page.request.post(path)).status()).toBe(404);
});
