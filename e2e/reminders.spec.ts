import type { Page } from '@playwright/test';
import { api, createAccount, expect, test, type Account } from './fixtures';
import { API_URL } from './support/env';
import { localTime } from './support/local-time';
import { waitForMail } from './support/mail';

// Dose schedules end to end: the medication form's dose times and supply, the dashboard's Today
// list with Given / Skip, settings, the calendar feed, and a real reminder email whose one-click
// link logs the dose without signing in.

type Reply<T> = { data: T };
type Dose = { status: string; scheduledAt: string; loggedBy?: { name: string } };

async function createPet(page: Page, account: Account, name = 'Biscuit'): Promise<string> {
  const reply = await api<Reply<{ _id: string }>>(page.request, account, 'POST', '/api/pets', {
    name,
    species: 'dog',
    breed: 'Beagle',
    weight: 12.5,
    weightUnit: 'kg',
    age: 4,
    ageUnit: 'years',
  });
  return reply.data._id;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A fixed-offset zone where it is now between 12:00 and 13:00, so that of the 08:00 and 20:00
 * doses one is past and the other within the 12 hours ahead a dose may be logged, whenever the
 * spec runs. (IANA's Etc/GMT signs are reversed: Etc/GMT-3 is UTC+3.)
 */
function zoneAtNoon(now = new Date()): string {
  const offset = ((12 - now.getUTCHours() + 36) % 24) - 12;
  if (offset === 0) return 'UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

test.describe('dose schedules and reminders', () => {
  test('the form suggests dose times, Today logs Given / Skip with who logged, settings save, the calendar link copies and resets', async ({
    signedInPage: page,
    account,
    context,
  }) => {
    await createPet(page, account);
    await api(page.request, account, 'PUT', '/api/auth/profile', { timezone: zoneAtNoon() });
    await page.goto('#/medications');
    await page.getByLabel(/Select a pet/).selectOption({ label: 'Biscuit - dog (Beagle)' });
    await page.getByRole('button', { name: '+ Add Medication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Medication' });
    const name = dialog.getByRole('combobox', { name: /Medication Name/ });
    await name.fill('Enalapril');
    // Close the suggestions by clicking the dialog's heading: Escape before the lazy catalogue has
    // opened its list would close the dialog itself (seen under load).
    await dialog.getByRole('heading', { name: 'Add Medication' }).click();
    await dialog.getByLabel('Frequency').fill('Twice daily');
    await expect(dialog.getByLabel('Dose time 1', { exact: true })).toHaveValue('08:00');
    await expect(dialog.getByLabel('Dose time 2', { exact: true })).toHaveValue('20:00');
    await dialog.getByLabel('Supply on hand').fill('20');
    await dialog.getByLabel('Supply unit').selectOption('tablets');
    await dialog.getByLabel('Amount per dose').fill('1');
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(page.getByText('Medication added')).toBeVisible();
    const [eight, twenty] = [await localTime(page, '08:00'), await localTime(page, '20:00')];
    const card = page.getByRole('article', { name: 'Enalapril' });
    await expect(card.getByText(`${eight}, ${twenty}`)).toBeVisible();
    await expect(card.getByText('20 tablets')).toBeVisible();
    // The run-out day, as every screen writes it (issue 24 item 5: one SupplyNote).
    await expect(card.getByText(/^Runs out /)).toBeVisible();
    await expect(card.getByText(/30-day adherence/)).toBeVisible();

    // Doses are read in the account's zone, where it is about noon.
    await page.goto('#/dashboard');
    const today = page.getByRole('region', { name: 'Biscuit today' });
    await today.getByRole('button', { name: `Given: Enalapril at ${eight}` }).click();
    await expect(page.getByText(`Enalapril marked given for Biscuit (${eight})`)).toBeVisible();
    await expect(today.getByText(`Given by ${account.name} at`)).toBeVisible();
    await today.getByRole('button', { name: `Skip: Enalapril at ${twenty}` }).click();
    await expect(today.getByText(`Skipped by ${account.name} at`)).toBeVisible();
    await expect(today.getByRole('button', { name: /^Given:/ })).toHaveCount(0);

    // Settings (its own page, from the account menu): zone and the account-wide reminder switch.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByLabel('Time zone', { exact: true }).selectOption('Europe/London');
    await settings.getByLabel(/Send me reminders/).uncheck();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Time zone set to Europe/London. Reminders turned off'),
    ).toBeVisible();
    const me = await api<Reply<{ timezone: string; remindersEnabled: boolean }>>(
      page.request,
      account,
      'GET',
      '/api/auth/me',
    );
    expect(me.data).toMatchObject({ timezone: 'Europe/London', remindersEnabled: false });

    // Subscribe in calendar copies the feed URL, which serves the pet's medication.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await settings.getByRole('button', { name: 'Subscribe in calendar' }).click();
    await expect(page.getByText('Calendar link copied')).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    await expect(settings.getByLabel(/Calendar link/)).toHaveValue(url);
    const feed = await page.request.get(url);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Biscuit: Enalapril');

    // Reset: after a confirmation the link changes and the old one stops working.
    await settings.getByRole('button', { name: 'Reset link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset calendar link?' });
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expect(confirm).toBeHidden();
    await expect(settings.getByLabel(/Calendar link/)).not.toHaveValue(url);
    expect((await page.request.get(url)).status()).toBe(404);
    const fresh = await settings.getByLabel(/Calendar link/).inputValue();
    expect((await page.request.get(fresh)).status()).toBe(200);
  });

  test('a reminder email arrives when a dose falls due and its Given link logs the dose without signing in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Reminder Owner');
    const petReply = await api<Reply<{ _id: string }>>(request, account, 'POST', '/api/pets', {
      name: 'Pepper',
      species: 'cat',
      weight: 4,
      age: 3,
    });
    const petId = petReply.data._id;
    // Due this very minute (UTC, the account's zone): the scheduler polls every 2 s in e2e.
    const now = new Date();
    const time = now.toISOString().slice(11, 16);
    await api(request, account, 'POST', `/api/pets/${petId}/medications`, {
      name: 'Methimazole',
      frequency: 'Once daily',
      doseTimes: [time],
      startDate: todayUtc(),
    });

    const mail = await waitForMail(account.email, 30_000, /Given: http/);
    expect(mail).toContain("Dose due: Pepper's Methimazole");
    const given = /Given: (http\S+)/.exec(mail)?.[1];
    expect(given).toBeDefined();
    expect(given!.startsWith(`${API_URL}/api/dose-links/`)).toBe(true);

    await page.goto(given!);
    await expect(page.getByRole('heading', { name: 'Mark dose as Given?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm: Given' }).click();
    await expect(page.getByRole('heading', { name: 'Dose logged: Given' })).toBeVisible();

    const day = todayUtc();
    const doses = await api<Reply<Dose[]>>(
      request,
      account,
      'GET',
      `/api/pets/${petId}/doses?from=${day}&to=${day}`,
    );
    expect(doses.data[0]).toMatchObject({ status: 'given', loggedBy: { name: 'Reminder Owner' } });

    // The link is single use.
    await page.goto(given!);
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  });
});
