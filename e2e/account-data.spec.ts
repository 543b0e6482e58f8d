import { readFile } from 'node:fs/promises';
import { api, createAccount, expect, signIn, test } from './fixtures';
import {
  SIZES,
  createPerson,
  expectNoSeriousA11y,
  newPet,
  pageAs,
  shareWith,
  type Reply,
} from './support/care';
import { API_URL } from './support/env';

// Issue 25 items 3 and 4 in Settings' "Your data", end to end: the export downloaded from one
// account and imported into a fresh one shows the same pets and medications; deleting an account
// hands a pet to its co-owner, lands on the landing page signed out, and the sign-in is gone.

test('download my data, then import it into a fresh account: same pets and medications', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Ada Export');
  const petId = await newPet(page, owner, {
    name: 'Marmalade',
    species: 'cat',
    breed: 'Tabby',
    weight: 4,
  });
  await api(page.request, owner, 'POST', `/api/pets/${petId}/medications`, {
    name: 'Gabapentin',
    dosage: '50 mg',
    frequency: 'twice daily',
  });
  await signIn(page, owner);
  await page.goto('#/settings');
  const data = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pawrx-export.zip');
  const archive = await readFile((await download.path())!);
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  await expectNoSeriousA11y(page);

  // The exporting account is not empty: its own import is refused with the server's reason.
  const picker = data.getByLabel('Choose an export file…');
  await picker.setInputFiles({
    name: 'pawrx-export.zip',
    mimeType: 'application/zip',
    buffer: archive,
  });
  await expect(data.getByRole('alert')).toContainText('Import needs an empty account');

  const fresh = await createAccount(request, 'Ada Moved');
  const other = await pageAs(browser, baseURL, fresh, SIZES[1].viewport);
  await other.goto('#/settings');
  const target = other.getByRole('region', { name: 'Your data' });
  await target.getByLabel('Choose an export file…').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await expect(target.getByRole('alert')).toContainText('damaged or incomplete');
  await target
    .getByLabel('Choose an export file…')
    .setInputFiles({ name: 'pawrx-export.zip', mimeType: 'application/zip', buffer: archive });
  const summary = target.getByRole('status').filter({ hasText: 'Your data was imported' });
  await expect(summary).toContainText('1 pet, 1 medication');
  await expectNoSeriousA11y(other);
  await summary.getByRole('link', { name: 'See your pets' }).click();
  await expect(other.getByText('Marmalade').first()).toBeVisible();
  const pets = await api<Reply<Array<{ _id: string; name: string }>>>(
    other.request,
    fresh,
    'GET',
    '/api/pets',
  );
  expect(pets.data.map((p) => p.name)).toEqual(['Marmalade']);
  const meds = await api<Reply<{ current: Array<{ name: string; dosage: string }> }>>(
    other.request,
    fresh,
    'GET',
    `/api/pets/${pets.data[0]!._id}/medications`,
  );
  expect(meds.data.current.map((m) => [m.name, m.dosage])).toEqual([['Gabapentin', '50 mg']]);
  await other.goto(`#/pet/${pets.data[0]!._id}`);
  await expect(other.getByText('Gabapentin').first()).toBeVisible();
  await other.context().close();
});

for (const size of SIZES) {
  test(`delete my account, handing one pet to its co-owner (${size.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size.viewport);
    const owner = await createPerson(request, 'Otto Leaving');
    const coOwner = await createPerson(request, 'Cleo Staying');
    const kept = await newPet(page, owner, { name: 'Biscuit' });
    const gone = await newPet(page, owner, { name: 'Pebble' });
    await shareWith(page, owner, coOwner, kept, 'co-owner');
    await shareWith(page, owner, coOwner, gone, 'co-owner');
    await signIn(page, owner);
    await page.goto('#/settings');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone');
    const biscuit = dialog.getByRole('group', { name: 'Biscuit' });
    await expect(biscuit.getByRole('radio', { name: 'Hand over to Cleo Staying' })).toBeChecked();
    // Keyboard only: the Pebble group's "Delete" option, then the password, then submit.
    const pebble = dialog.getByRole('group', { name: 'Pebble' });
    await pebble.getByRole('radio', { name: 'Hand over to Cleo Staying' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(pebble.getByRole('radio', { name: /^Delete Pebble/ })).toBeChecked();
    await expectNoSeriousA11y(page);
    await dialog.getByLabel('Your password', { exact: true }).fill('wrong-password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toContainText('That password is not right');
    await dialog.getByLabel('Your password', { exact: true }).fill(owner.password);
    await dialog.getByLabel('Your password', { exact: true }).press('Enter');

    await expect(page.getByText('Your account and everything it owned are deleted')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const stays = await api<Reply<{ name: string }>>(
      page.request,
      coOwner,
      'GET',
      `/api/pets/${kept}`,
    );
    expect(stays.data.name).toBe('Biscuit');
    await api(page.request, coOwner, 'GET', `/api/pets/${gone}`, undefined, [404]);
    const login = await request.post(`${API_URL}/api/auth/login`, {
      data: { email: owner.email, password: owner.password },
    });
    expect(login.status()).toBe(401);
  });
}
