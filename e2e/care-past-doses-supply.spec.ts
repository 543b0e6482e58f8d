import { api, createAccount, expect, test } from './fixtures';
import { expectNoSeriousA11y, pageAs, SIZES, type Reply } from './support/care';
import { localTime } from './support/local-time';

// Issue 24 items 4 and 5 end to end, at 1280 × 800 and 375 × 667 with axe-core: a missed dose of
// the last days logged afterwards with the time it was given (by the owner, and by a sitter),
// adherence from the start date, and the refill state on Today, the profile and the card.

/** 'YYYY-MM-DD' `days` from today in UTC (the accounts' zone here). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const size of SIZES) {
  test.describe(`past doses and supply (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 150_000 });

    test('4: a course back-dated two days: its missed doses are logged afterwards, adherence is 100%', async ({
      signedInPage: owner,
      account,
      browser,
      baseURL,
    }) => {
      await api(owner.request, account, 'PUT', '/api/auth/profile', { timezone: 'UTC' });
      const pet = await api<Reply<{ _id: string }>>(owner.request, account, 'POST', '/api/pets', {
        name: 'Pepper',
        species: 'dog',
        breed: 'Labrador Retriever',
        weight: 30,
        age: 5,
      });
      const petId = pet.data._id;
      // Started two days ago and ended yesterday: its only doses are the two past ones.
      await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Carprofen',
        dosage: '75 mg',
        frequency: 'Once daily',
        doseTimes: ['08:00'],
        startDate: dayFromToday(-2),
        endDate: dayFromToday(-1),
      });
      const sitterAccount = await createAccount(owner.request, 'Sam Sitter');
      const invited = await api<Reply<{ _id: string }>>(
        owner.request,
        account,
        'POST',
        `/api/pets/${petId}/members`,
        { email: sitterAccount.email, role: 'caregiver' },
      );
      await api(
        owner.request,
        sitterAccount,
        'POST',
        `/api/invitations/${invited.data._id}/accept`,
      );
      await api(owner.request, sitterAccount, 'PUT', '/api/auth/profile', { timezone: 'UTC' });
      const eight = await localTime(owner, '08:00');
      const quarterPast = await localTime(owner, '08:15');

      // The owner logs yesterday's dose, given at 08:15, with the keyboard.
      await owner.goto('#/dashboard');
      const open = owner.getByRole('button', { name: 'Log a past dose' });
      await open.focus();
      await owner.keyboard.press('Enter');
      const panel = owner.getByRole('region', { name: 'Past doses' });
      await expect(panel.getByRole('combobox', { name: 'Day' }).locator('option')).toHaveCount(7);
      const givenAt = panel.getByLabel(`Given at, Carprofen at ${eight}`);
      await givenAt.fill('08:15');
      await panel
        .getByRole('button', { name: `Given at ${quarterPast}: Carprofen at ${eight}` })
        .click();
      await expect(panel.getByText(`Given by E2E Owner at ${quarterPast}`)).toBeVisible();
      await expectNoSeriousA11y(owner);

      // The sitter logs the day before, at its time.
      const sitter = await pageAs(browser, baseURL, sitterAccount, size.viewport);
      await sitter.goto('#/dashboard');
      await sitter.getByRole('button', { name: 'Log a past dose' }).click();
      const sitterPanel = sitter.getByRole('region', { name: 'Past doses' });
      await sitterPanel.getByRole('combobox', { name: 'Day' }).selectOption(dayFromToday(-2));
      await sitterPanel
        .getByRole('button', { name: `Given at ${eight}: Carprofen at ${eight}` })
        .click();
      await expect(sitterPanel.getByText(`Given by Sam Sitter at ${eight}`)).toBeVisible();
      // A day with nothing scheduled says so.
      await sitterPanel.getByRole('combobox', { name: 'Day' }).selectOption(dayFromToday(-3));
      await expect(sitterPanel.getByText(/^No doses were scheduled for Pepper on/)).toBeVisible();
      await expectNoSeriousA11y(sitter);

      // The card: no red days before the start date, and 100% since.
      await owner.goto(`#/medications?pet=${petId}`);
      const card = owner.getByRole('article', { name: 'Carprofen' });
      await expect(card.getByText('30-day adherence: 100%')).toBeVisible();
      await expect(card.getByText(/: missed$/)).toHaveCount(0);
      await expectNoSeriousA11y(owner);
    });

    test('5: the refill state shows on Today, on the profile and on the card', async ({
      signedInPage: owner,
      account,
    }) => {
      await api(owner.request, account, 'PUT', '/api/auth/profile', { timezone: 'UTC' });
      const pet = await api<Reply<{ _id: string }>>(owner.request, account, 'POST', '/api/pets', {
        name: 'Pepper',
        species: 'dog',
        breed: 'Labrador Retriever',
        weight: 30,
        age: 5,
      });
      const petId = pet.data._id;
      // Three tablets at one a day: the last one is the day after tomorrow, so refill soon.
      const med = await api<Reply<{ supply: { state: string; runsOutOn: string } }>>(
        owner.request,
        account,
        'POST',
        `/api/pets/${petId}/medications`,
        {
          name: 'Apoquel',
          dosage: '16 mg',
          frequency: 'Once daily',
          doseTimes: ['23:59'],
          supplyQuantity: 3,
          supplyUnit: 'tablets',
          amountPerDose: 1,
        },
      );
      expect(med.data.supply).toMatchObject({ state: 'refill-soon', runsOutOn: dayFromToday(2) });

      await owner.goto('#/dashboard');
      const today = owner.getByRole('region', { name: 'Pepper today' });
      const flag = today.getByText('Refill soon');
      await expect(flag).toBeVisible();
      await expect(today.getByText(/^Runs out /)).toBeVisible();
      const box = (await today.getByText(/^Runs out /).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await expectNoSeriousA11y(owner);

      await owner.goto(`#/pet/${petId}`);
      await owner.getByRole('tab', { name: /^Medications/ }).click();
      await expect(owner.getByRole('tabpanel').getByText('Refill soon')).toBeVisible();
      await expectNoSeriousA11y(owner);

      await owner.goto(`#/medications?pet=${petId}`);
      const card = owner.getByRole('article', { name: 'Apoquel' });
      await expect(card.getByText('Refill soon')).toBeVisible();
      await expect(card.getByText(/^Runs out /)).toBeVisible();
      await expectNoSeriousA11y(owner);
    });
  });
}
