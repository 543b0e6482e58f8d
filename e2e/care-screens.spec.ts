import { api, createAccount, expect, test } from './fixtures';
import { expectNoSeriousA11y, newPet, pageAs, shareWith, SIZES } from './support/care';
import { localTime } from './support/local-time';

// Issue 24 end to end: the care screens as an owner, a sitter and a vet use them, each checked on
// a desktop and on a 375 × 667 phone, with axe-core on the page.

/** This minute in UTC (the accounts' zone), 'HH:MM': a dose then is due today. */
const nowHhmm = () => new Date().toISOString().slice(11, 16);

/**
 * A zone where it is about 8 a.m. now, so a dose some hours ahead is still today, whatever the
 * hour in UTC. Etc/GMT-N is UTC+N (POSIX signs).
 */
function morningZone(): { zone: string; hhmm: (minutesAhead: number) => string } {
  const now = new Date();
  let k = 8 - now.getUTCHours();
  if (k < -11) k += 24;
  const zone = k === 0 ? 'UTC' : k > 0 ? `Etc/GMT-${k}` : `Etc/GMT+${-k}`;
  const hhmm = (minutesAhead: number) =>
    new Date(now.getTime() + (k * 60 + minutesAhead) * 60_000).toISOString().slice(11, 16);
  return { zone, hhmm };
}

for (const size of SIZES) {
  test.describe(`care screens (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    // Each test waits out a toast or two (Undo stays 10 s) before axe reads the page.
    test.describe.configure({ timeout: 150_000 });

    test('1: a sitter sees how much to give and the instruction the owner wrote', async ({
      signedInPage: owner,
      account,
      browser,
      baseURL,
    }) => {
      const sitterAccount = await createAccount(owner.request, 'Sam Sitter');
      const petId = await newPet(owner, account);
      await shareWith(owner, account, sitterAccount, petId, 'caregiver');
      await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Carprofen',
        dosage: '75 mg',
        frequency: 'Once daily',
        instructions: 'with food',
        doseTimes: [nowHhmm()],
        supplyQuantity: 30,
        supplyUnit: 'tablets',
        amountPerDose: 1,
      });
      const sitter = await pageAs(browser, baseURL, sitterAccount, size.viewport);
      await sitter.goto('#/dashboard');
      const today = sitter.getByRole('region', { name: 'Pepper today' });
      const details = today.getByText('75 mg · 1 tablet · with food');
      await expect(details).toBeVisible();
      await expect(today.getByRole('button', { name: /^Given: Carprofen/ })).toBeVisible();
      // The line is whole on a phone: not cut, not wider than the screen.
      const box = (await details.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await expectNoSeriousA11y(sitter);
    });

    test('2: Given on the evening dose asks first; Undo within 10 s takes a log back', async ({
      signedInPage: owner,
      account,
    }) => {
      const { zone, hhmm } = morningZone();
      await api(owner.request, account, 'PUT', '/api/auth/profile', { timezone: zone });
      const petId = await newPet(owner, account);
      await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Carprofen',
        dosage: '75 mg',
        frequency: 'Twice daily',
        doseTimes: [hhmm(0), hhmm(9 * 60)],
      });
      await owner.goto('#/dashboard');
      const today = owner.getByRole('region', { name: 'Pepper today' });
      const evening = await localTime(owner, hhmm(9 * 60));
      const morning = await localTime(owner, hhmm(0));
      const eveningGiven = today.getByRole('button', { name: `Given: Carprofen at ${evening}` });

      await eveningGiven.click();
      const dialog = owner.getByRole('dialog', { name: 'Give Carprofen early?' });
      await expect(dialog).toContainText(`This Carprofen dose is due at ${evening}`);
      await expectNoSeriousA11y(owner);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(eveningGiven).toBeVisible();

      // The due morning dose logs at once, and Undo from the toast takes it back.
      await today.getByRole('button', { name: `Given: Carprofen at ${morning}` }).click();
      await expect(owner.getByText(`Carprofen marked given for Pepper (${morning})`)).toBeVisible();
      await owner.getByRole('button', { name: 'Undo' }).click();
      await expect(
        owner.getByText(`Undone: Carprofen for Pepper (${morning}) is no longer logged`),
      ).toBeVisible();
      await expect(
        today.getByRole('button', { name: `Given: Carprofen at ${morning}` }),
      ).toBeVisible();

      // Confirmed, the early dose is logged.
      await eveningGiven.click();
      await dialog.getByRole('button', { name: 'Given now' }).click();
      await expect(
        today.getByText(/^Given by E2E Owner at/).filter({ visible: true }),
      ).toBeVisible();
      await expectNoSeriousA11y(owner);
    });

    test('6: the dose-too-high warning stays on the card and the profile after the weighing', async ({
      signedInPage: owner,
      account,
    }) => {
      const petId = await newPet(owner, account, { weight: 25, weightUnit: 'kg' });
      await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Rimadyl 100mg',
        dosage: '1 tablet',
        frequency: 'Once daily',
      });
      await api(owner.request, account, 'POST', `/api/pets/${petId}/weights`, {
        date: new Date().toISOString().slice(0, 10),
        weight: 15,
        weightUnit: 'kg',
      });
      await owner.goto(`#/pet/${petId}`);
      await owner.getByRole('tab', { name: /^Medications/ }).click();
      const onProfile = owner.getByRole('note', { name: 'Dose warning: Rimadyl 100mg' });
      await expect(onProfile).toContainText('Dose above the usual range (Medium risk)');
      await expectNoSeriousA11y(owner);

      await owner.goto(`#/medications?pet=${petId}`);
      const card = owner.getByRole('article', { name: 'Rimadyl 100mg' });
      await expect(card.getByRole('note', { name: 'Dose warning: Rimadyl 100mg' })).toContainText(
        'about 6.67 mg/kg per dose',
      );
      await expectNoSeriousA11y(owner);
    });

    test('7: the sign-up weight is no weighing of today; the chart keeps its last date label', async ({
      signedInPage: owner,
      account,
    }) => {
      const petId = await newPet(owner, account, { weight: 25, weightUnit: 'kg' });
      await owner.goto(`#/pet/${petId}`);
      await owner.getByRole('tab', { name: 'Analytics' }).click();
      const form = owner.getByRole('form', { name: 'Record a weight' });
      await form.getByLabel('Weight').fill('20');
      await form.getByLabel('Unit').selectOption('kg');
      await form.getByRole('button', { name: 'Save weight' }).click();
      const recorded = owner.getByRole('list', { name: 'Recorded weights' });
      await expect(recorded).toContainText('20 kg');
      await expect(recorded).not.toContainText('25 kg');
      await expect(owner.getByText(/Lost 20%|Rapid weight loss/)).toHaveCount(0);

      // Every date label of the chart lies inside it.
      const chart = owner.getByRole('img', { name: /over time/ });
      const box = (await chart.boundingBox())!;
      for (const label of await chart.locator('text').all()) {
        const b = await label.boundingBox();
        if (b) expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      await expectNoSeriousA11y(owner);
    });
  });
}
