import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { expectNoSeriousA11y, newPet, SIZES, type Reply } from './support/care';
import { localTime } from './support/local-time';

// Issue 27 items 1, 2 and 4 end to end in Chromium: the app is installable (no installability
// errors, manifest and iOS tags); once its service worker runs, it opens offline with Today, a
// pet's medications and the emergency card, saying how old they are; a dose logged offline
// reaches the server once when the connection returns; a new build offers "Update available ·
// Reload" and takes over only then.

const WORKER_FILE = new URL('../apps/web/dist/sw.js', import.meta.url);

/** Waits until the service worker controls the page (it claims the first page it installs on). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('installable: a manifest with icons, iOS home-screen tags, no installability errors', async ({
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from a private (incognito) window, which is what a test's
  // own context is: this test opens a browser with a profile folder, as a person's is.
  const profile = mkdtempSync(path.join(tmpdir(), 'pawrx-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page): Promise<void> {
  await page.goto('./');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    start_url: string;
    scope: string;
    display: string;
    short_name: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    start_url: '/PawRx/',
    scope: '/PawRx/',
    display: 'standalone',
    short_name: 'PawRx',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/PawRx/apple-touch-icon.png',
  );
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
}

for (const size of SIZES) {
  test(`offline: Today, medications and the emergency card open from the phone; a dose logged offline reaches the server once (${size.name})`, async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size.viewport);
    const petId = await newPet(page, account, { name: 'Pepper' });
    await api(page.request, account, 'PUT', `/api/pets/${petId}`, {
      medicalHistory: { allergies: ['penicillin'] },
    });
    // Due this minute (UTC, the account's zone), so Today offers Given for it.
    const time = new Date().toISOString().slice(11, 16);
    const med = await api<Reply<{ _id: string }>>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Methimazole', dosage: '2.5 mg', frequency: 'Once daily', doseTimes: [time] },
    );
    const link = await api<Reply<{ url: string }>>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/emergency-links`,
      { hours: 24 },
    );
    const token = link.data.url.split('/').pop()!;

    // Online once, under the worker: each screen's records are kept as they are read.
    await page.goto('#/dashboard');
    await controlled(page);
    await page.reload();
    const today = page.getByRole('region', { name: 'Pepper today' });
    const shown = await localTime(page, time);
    await expect(
      today.getByRole('button', { name: `Given: Methimazole at ${shown}` }),
    ).toBeVisible();
    await page.goto(`#/pet/${petId}`);
    await expect(page.getByText('Methimazole').first()).toBeVisible();
    await page.goto(`#/emergency/${token}`);
    await expect(page.getByRole('region', { name: 'Allergies' })).toContainText('penicillin');

    // No connection: the app still opens, says so and how old the records are.
    await page.context().setOffline(true);
    await page.goto('#/dashboard');
    await page.reload();
    const status = page.getByTestId('offline-status');
    await expect(status).toHaveText(/^Offline · updated \d\d:\d\d$/);
    await expect(
      today.getByRole('button', { name: `Given: Methimazole at ${shown}` }),
    ).toBeVisible();
    await expectNoSeriousA11y(page);
    await page.goto(`#/pet/${petId}`);
    await expect(page.getByText('Methimazole').first()).toBeVisible();
    await page.goto(`#/emergency/${token}`);
    await expect(page.getByRole('region', { name: 'Allergies' })).toContainText('penicillin');
    await expect(page.getByRole('region', { name: 'Current medications' })).toContainText(
      'Methimazole',
    );

    // A dose given offline is kept on the phone …
    await page.goto('#/dashboard');
    await today.getByRole('button', { name: `Given: Methimazole at ${shown}` }).click();
    await expect(
      page.getByText('Saved on this device; it will be sent when you are back online'),
    ).toBeVisible();
    // The row says so at once (not still due), and after a reload offline too.
    const pending = today.getByText('Given · saved on this device, waiting to be sent');
    await expect(pending).toBeVisible();
    await expect(today.getByRole('button', { name: `Given: Methimazole at ${shown}` })).toHaveCount(
      0,
    );
    await page.reload();
    await expect(pending).toBeVisible();
    const logs = async () =>
      (
        await api<Reply<{ status: string; medicationId: string; _id?: string }[]>>(
          page.request,
          account,
          'GET',
          `/api/pets/${petId}/doses?from=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
        )
      ).data.filter((dose) => dose._id && dose.medicationId === med.data._id);
    expect(await logs()).toEqual([]);

    // … and sent once when the connection returns: the screen then shows it given.
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await logs()).map((dose) => dose.status), { timeout: 20_000 })
      .toEqual(['given']);
    await expect(status).toBeHidden();
    await expect(today.getByText(/Given by/).first()).toBeVisible();
    await expect(pending).toBeHidden();
    // Opening the app again sends nothing twice.
    await page.reload();
    await controlled(page);
    await page.waitForTimeout(1_000);
    expect(await logs()).toHaveLength(1);

    // Signing out forgets the records kept on the phone (the worker sees the sign-out go by).
    const kept = () => page.evaluate(() => caches.has('pawrx-data'));
    expect(await kept()).toBe(true);
    await page.evaluate(async (token) => {
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    }, account.token);
    expect(await kept()).toBe(false);
  });
}

test('a new build shows "Update available · Reload" and runs only once the user reloads', async ({
  page,
}) => {
  await page.goto('./');
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  const original = readFileSync(WORKER_FILE);
  try {
    // What a deploy does: the server now has another worker (and with it another shell).
    writeFileSync(WORKER_FILE, Buffer.concat([original, Buffer.from('\n// next build\n')]));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    const prompt = page.getByTestId('update-status');
    await expect(prompt).toHaveText('Update available · Reload');
    await expectNoSeriousA11y(page);
    // The old worker still controls the page until the user chooses.
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.state);
    expect(before).toBe('activated');
    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await controlled(page);
    await expect(page.getByTestId('update-status')).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())!.waiting,
    );
    expect(waiting).toBeNull();
    expect(first).toContain('/PawRx/sw.js');
  } finally {
    writeFileSync(WORKER_FILE, original);
  }
});
