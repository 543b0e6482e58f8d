import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, test, type Account } from './fixtures';
import { renderLabel } from './support/label-image';
import type { LabelContent } from './support/label-set';

// Scan label end to end (issue 28), on a 375 px phone: a photo of a pharmacy label is chosen,
// read in Chromium by the app's own OCR (nothing leaves the page but requests to PawRx itself),
// the form fills in, the usual pre-check holds the medication, and it is saved.

const LABEL: LabelContent = {
  id: 'e2e',
  layout: 'us-pharmacy',
  drug: 'CARPROFEN 75MG CHEWABLE TABLETS',
  directions: 'Give 1 tablet by mouth every 12 hours with food',
  qty: '60',
  refills: '2',
  pet: 'Biscuit',
  species: 'Canine',
  owner: 'John Smith',
  prescriber: 'Dr. Sarah Patel, DVM',
  date: '03/12/2024',
  expect: {
    ingredients: ['carprofen'],
    strength: '75 mg',
    amount: 1,
    unit: 'tablet',
    frequency: 'Every 12 hours',
    quantity: 60,
    refills: 2,
    pet: 'Biscuit',
    species: 'dog',
    prescriber: 'Dr. Sarah Patel',
    date: '2024-03-12',
  },
};

async function seedPet(page: Page, account: Account): Promise<void> {
  const pet = await api<{ data: { _id: string } }>(page.request, account, 'POST', '/api/pets', {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    weight: 30,
    weightUnit: 'kg',
    age: 6,
    ageUnit: 'years',
  });
  await api(page.request, account, 'POST', `/api/pets/${pet.data._id}/medications`, {
    name: 'Prednisone',
    dosage: '5 mg',
    frequency: 'Once daily',
  });
}

test('scan a label on a phone: photo → prefilled form → pre-check → saved medication', async ({
  signedInPage: page,
  account,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await seedPet(page, account);
  const painter = await (await browser.newContext({ deviceScaleFactor: 2 })).newPage();
  const image = await renderLabel(painter, LABEL, 1);
  await painter.context().close();

  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
    if (/^image\//u.test(request.headers()['content-type'] ?? '')) uploads.push(request.url());
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('#/medications');
  await page.getByLabel(/Select a pet/).selectOption({ label: 'Biscuit - dog (Beagle)' });
  await page.getByRole('button', { name: '+ Add Medication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Medication' });

  // Keyboard: the button opens the panel, the photo picker is next.
  const scan = dialog.getByRole('button', { name: 'Scan label' });
  await scan.focus();
  await page.keyboard.press('Enter');
  await expect(scan).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const picker = dialog.getByLabel('Photo of the pharmacy label');
  await expect(picker).toBeFocused();
  await expect(dialog.getByText(/read on this device and never leaves it/)).toBeVisible();

  await picker.setInputFiles({ name: 'label.jpg', mimeType: image.type, buffer: image.bytes });
  await expect(dialog.getByText(/Filled in from the label/)).toBeVisible({ timeout: 30_000 });

  await expect(dialog.getByRole('combobox', { name: /Medication Name/ })).toHaveValue('Carprofen');
  await expect(dialog.getByLabel('Dosage')).toHaveValue('75 mg (1 tablet)');
  await expect(dialog.getByLabel('Frequency')).toHaveValue('Every 12 hours');
  await expect(dialog.getByLabel('Start Date')).toHaveValue('2024-03-12');
  await expect(dialog.getByLabel('Supply on hand')).toHaveValue('60');
  await expect(dialog.getByRole('textbox', { name: 'Dose time 1' })).toHaveValue('08:00');
  await expect(dialog.getByLabel('Dosage')).toHaveAccessibleDescription('from label · check it');
  await expect(dialog.getByText(/This label is for/)).toHaveCount(0);
  if (process.env.SCAN_SCREENSHOT) await dialog.screenshot({ path: process.env.SCAN_SCREENSHOT });

  // Labelled, no serious axe finding, and it fits the phone.
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${scroll} px wide on a ${client} px screen`).toBeLessThanOrEqual(client);

  // The usual pre-check: carprofen with prednisone is held behind the warning.
  await dialog.getByRole('button', { name: 'Add Medication' }).click();
  const warning = page.getByRole('dialog', { name: /Drug Interaction Warning/ });
  await expect(warning.getByText(/Prednisone \+ Carprofen|Carprofen \+ Prednisone/)).toBeVisible();
  await warning.getByRole('button', { name: 'Add Anyway (Consult Vet First!)' }).click();
  await expect(page.getByText('Medication added')).toBeVisible();
  const card = page.getByRole('article', { name: 'Carprofen' });
  await expect(card.getByText('75 mg (1 tablet)')).toBeVisible();
  await expect(card.getByText('Every 12 hours', { exact: true })).toBeVisible();

  // The photo never left the page: every request went to PawRx, none carried an image.
  expect(elsewhere).toEqual([]);
  expect(uploads).toEqual([]);
});
