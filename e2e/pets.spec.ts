import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// The pets journey of issue 3 in Chromium, against the built app and a real database: add a
// pet, upload and crop a photo, schedule from a calendar day and see its dot, complete one
// appointment and cancel another, record a vaccination, delete the pet.

/** A day relative to the browser's local today, 'YYYY-MM-DD'. */
const localDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, offset);

/** A 640×480 PNG drawn in the browser, so the crop has a real image to work on. */
const pngPhoto = async (page: Page) => {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0d9488';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#fde68a';
    ctx.beginPath();
    ctx.arc(320, 240, 150, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'biscuit.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
};

test('pets: add, photo, schedule, complete and cancel, vaccinate, report, delete', async ({
  signedInPage: page,
}) => {
  await page.goto('#/dashboard');
  await expect(page.getByText('No pets yet')).toBeVisible();

  // Add a pet.
  await page.getByRole('button', { name: '+ Add Pet' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Pet' });
  await addDialog.getByLabel('Name').fill('Biscuit');
  await addDialog.getByLabel('Weight', { exact: true }).fill('8.4');
  await addDialog.getByLabel('Age', { exact: true }).fill('3');
  await addDialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(page.getByText('Pet added successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Biscuit' })).toBeVisible();

  // Upload and crop a photo on the edit page.
  await page.getByRole('link', { name: 'Edit Biscuit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Pet Profile' })).toBeVisible();
  await page.getByTestId('photo-input').setInputFiles(await pngPhoto(page));
  const crop = page.getByRole('dialog', { name: 'Crop Pet Photo' });
  await expect(crop).toBeVisible();
  await crop.getByRole('radio', { name: '4:3' }).click();
  await crop.getByRole('radio', { name: 'Square' }).click();
  await crop.getByRole('button', { name: 'Use Photo' }).click();
  await expect(crop).toBeHidden();
  await page.getByLabel('Allergies').fill('chicken, , beef ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Pet profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/#\/pet\/[0-9a-f-]{36}$/);
  const photo = page.getByRole('img', { name: 'Biscuit', exact: true });
  await expect(photo).toHaveAttribute('src', /\/api\/pets\/[0-9a-f-]+\/photo\?v=\d+&sig=/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const petUrl = page.url();

  // Schedule from a calendar day and see its dot; schedule a second one with the button.
  await page.goto('#/dashboard');
  const day = await localDay(page, 2);
  const cell = page.locator(`[data-date="${day}"]`);
  await expect(cell.getByTestId('appointment-dot')).toHaveCount(0);
  await cell.click();
  let schedule = page.getByRole('dialog', { name: 'Schedule Appointment' });
  await expect(schedule.getByLabel('Date')).toHaveValue(day);
  await expect(schedule.getByLabel('Time')).toHaveValue('10:00');
  await schedule.getByLabel('Veterinarian').fill('Dr. Lee');
  await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(page.getByText('Appointment scheduled successfully!')).toBeVisible();
  await expect(cell.getByTestId('appointment-dot')).toHaveCount(1);

  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  schedule = page.getByRole('dialog', { name: 'Schedule Appointment' });
  await schedule.getByLabel('Date').fill(await localDay(page, 3));
  await schedule.getByLabel('Type').selectOption('dental');
  await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(schedule).toBeHidden();
  const upcoming = page.locator('section', { hasText: 'Upcoming Appointments' });
  await expect(upcoming.getByText('Biscuit · Dental')).toBeVisible();

  // Complete one appointment and cancel the other on the profile.
  await page.goto(petUrl);
  await page.getByRole('tab', { name: 'Appointments (2)' }).click();
  const items = page.getByRole('tabpanel').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await items.first().getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Appointment marked as completed')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Appointments (1)' })).toBeVisible();
  await items.first().getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Appointment cancelled')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Appointments (0)' })).toBeVisible();

  // Record a vaccination due soon.
  await page.getByRole('tab', { name: 'Medical History' }).click();
  await expect(page.getByText('chicken')).toBeVisible();
  await page.getByRole('button', { name: 'Add Vaccination' }).click();
  const vaccination = page.getByRole('dialog', { name: 'Add Vaccination' });
  await vaccination.getByLabel('Vaccine').fill('Rabies');
  await vaccination.getByLabel('Date Given').fill('2025-01-10');
  await vaccination.getByLabel('Next Due').fill(await localDay(page, 10));
  await vaccination.getByRole('button', { name: 'Save Vaccination' }).click();
  await expect(page.getByText('Vaccination recorded')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Rabies')).toBeVisible();
  await expect(page.getByText('Due soon')).toBeVisible();

  // The cancelled appointment no longer marks its day; the completed one does.
  await page.goto('#/dashboard');
  await page.getByRole('button', { name: /Past Appointments \(2\)/ }).click();
  await expect(page.locator('#past-appointments').getByText('Cancelled')).toBeVisible();

  // Download the medical report.
  await page.goto(petUrl);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  expect((await download).suggestedFilename()).toBe('Biscuit_Medical_Report.pdf');
  await expect(page.getByText('Medical report downloaded successfully')).toBeVisible();

  // Delete the pet.
  await page.getByRole('button', { name: 'Delete Pet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Pet Profile' });
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page.getByText('Pet profile deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByText('No pets yet')).toBeVisible();
  await expect(page.getByText('No upcoming appointments')).toBeVisible();
});
