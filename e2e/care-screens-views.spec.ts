import type { Locator, Page } from '@playwright/test';
import { api, createAccount, expect, test } from './fixtures';
import { API_URL } from './support/env';
import { waitForMail } from './support/mail';
import {
  accept,
  createPerson,
  expectNoSeriousA11y,
  invite,
  newPet,
  pageAs,
  refocus,
  shareWith,
  SIZES,
} from './support/care';

// Issue 24, items 8, 9, 14, 17 and 13: what an open screen shows after other people act, Vet
// Mode's cards, the activity log, the dose-link pages and the phone layout; each on a desktop and
// on a 375 × 667 phone, with axe-core on the page.

for (const size of SIZES) {
  test.describe(`care screen views (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 150_000 });

    test('8: an open profile follows an accepted invitation and a reaction logged by a co-owner', async ({
      signedInPage: owner,
      account,
      browser,
      baseURL,
    }) => {
      const coOwnerAccount = await createAccount(owner.request, 'Casey Coowner');
      const petId = await newPet(owner, account);
      const invitationId = await invite(owner, account, coOwnerAccount, petId, 'co-owner');
      await owner.goto(`#/pet/${petId}`);
      const people = owner.getByRole('list', { name: 'People with access' });
      await expect(people).toContainText('Invited');
      await expect(owner.getByRole('tab', { name: 'Reactions (0)' })).toBeVisible();

      // The co-owner accepts on their own device; the owner's page is left open.
      await accept(owner, coOwnerAccount, invitationId);
      await expect(people).toContainText('Active', { timeout: 30_000 });
      await expect(people).not.toContainText('Invited');

      // The co-owner logs a reaction in their own browser.
      const coOwner = await pageAs(browser, baseURL, coOwnerAccount, size.viewport);
      await api(coOwner.request, coOwnerAccount, 'POST', `/api/pets/${petId}/reactions`, {
        medication: 'Carprofen',
        severity: 'mild',
        date: new Date().toISOString().slice(0, 10),
        symptoms: ['vomiting'],
      });
      // The owner comes back to the tab: the count and the timeline agree.
      await expect
        .poll(
          async () => {
            await refocus(owner);
            return owner.getByRole('tab', { name: 'Reactions (1)' }).count();
          },
          { timeout: 45_000, intervals: [2_000] },
        )
        .toBe(1);
      await owner.getByRole('tab', { name: 'Reactions (1)' }).click();
      await expect(owner.getByRole('tabpanel')).toContainText('Carprofen');
      await owner.getByRole('tab', { name: 'Analytics' }).click();
      await expect(owner.getByRole('tabpanel')).toContainText('Carprofen');
      await expectNoSeriousA11y(owner);
      await coOwner.context().close();
    });

    test("9: a vet's card shows species, age, sex, weight and the owner's contact; Dr. Surname", async ({
      page,
      browser,
      baseURL,
    }) => {
      const ownerAccount = await createPerson(page.request, 'Morgan Lee', { phone: '555-0142' });
      const vetAccount = await createPerson(page.request, 'Dr. Alex Morgan', { role: 'vet' });
      const petId = await newPet(page, ownerAccount, {
        name: 'Luna',
        species: 'cat',
        breed: 'Domestic Shorthair',
        sex: 'female',
        neutered: true,
        age: 7,
        weight: 9.5,
        weightUnit: 'lbs',
      });
      await shareWith(page, ownerAccount, vetAccount, petId, 'vet');
      const vet = await pageAs(browser, baseURL, vetAccount, size.viewport);
      await vet.goto('#/dashboard');
      await expect(vet.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dr. Morgan');
      await vet.goto('#/vet-mode');
      const card = vet.getByRole('article', { name: 'Luna' });
      await expect(card).toContainText('Cat • Domestic Shorthair');
      await expect(card).toContainText('7 years');
      await expect(card).toContainText('Female, neutered');
      await expect(card).toContainText('9.5 lbs');
      await expect(card).toContainText(`Owner: Morgan Lee · ${ownerAccount.email} · 555-0142`);
      await expect(card.getByRole('link', { name: ownerAccount.email })).toHaveAttribute(
        'href',
        `mailto:${ownerAccount.email}`,
      );
      await expect(card.getByRole('link', { name: '555-0142' })).toHaveAttribute(
        'href',
        'tel:5550142',
      );
      // Nothing on the card is wider than the screen.
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await expectNoSeriousA11y(vet);
      await vet.context().close();
    });

    test("14: the owner's activity log names the vet's appointment and a co-owner's weighings, and scrolls from the keyboard", async ({
      signedInPage: owner,
      account,
    }) => {
      const vetAccount = await createPerson(owner.request, 'Dr. Alex Morgan', { role: 'vet' });
      const coOwnerAccount = await createPerson(owner.request, 'Casey Coowner');
      const petId = await newPet(owner, account);
      await shareWith(owner, account, vetAccount, petId, 'vet');
      await shareWith(owner, account, coOwnerAccount, petId, 'co-owner');
      await api(owner.request, vetAccount, 'POST', `/api/pets/${petId}/appointments`, {
        type: 'checkup',
        title: 'Dental check',
        date: '2030-03-10',
        time: '10:30',
      });
      // Enough weighings that the log scrolls.
      for (let day = 1; day <= 20; day += 1)
        await api(owner.request, coOwnerAccount, 'POST', `/api/pets/${petId}/weights`, {
          date: `2025-01-${String(day).padStart(2, '0')}`,
          weight: 30 + day / 10,
          weightUnit: 'kg',
        });
      await owner.goto(`#/pet/${petId}`);
      const log = owner.getByRole('list', { name: 'Activity log' });
      await expect(log).toContainText('Casey CoownerWeighed 32 kg on 2025-01-20');
      await expect(log).toContainText(
        'Dr. Alex MorganScheduled Dental check on 2030-03-10 at 10:30',
      );

      const scroller = owner.getByRole('region', { name: 'Activity log, newest first' });
      const overflows = await scroller.evaluate((el) => el.scrollHeight > el.clientHeight);
      expect(overflows).toBe(true);
      await scroller.focus();
      await expect(scroller).toBeFocused();
      await owner.keyboard.press('End');
      await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await expectNoSeriousA11y(owner);
    });

    test('17: dose-link pages have an icon, every Quick Check is brought into view, a deleted pet is not asked for', async ({
      page,
      request,
    }) => {
      const owner = await createPerson(request, 'Reminder Owner');
      const problems = watchProblems(page);
      // Dose links: a bad one, then the real Given link of a reminder email, confirmed.
      const badLink = `${API_URL}/api/dose-links/not-a-real-token`;
      await page.goto(badLink);
      await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
      // That page is itself a 404 on purpose; nothing it loads may be.
      expect(problems.errors.filter((e) => !e.includes(badLink))).toEqual([]);
      problems.errors.length = 0;
      const petId = await newPet(page, owner, { species: 'cat', breed: 'Siamese', weight: 4 });
      await api(request, owner, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Prednisone',
        dosage: '5 mg',
        frequency: 'Once daily',
        doseTimes: [new Date().toISOString().slice(11, 16)],
      });
      const mail = await waitForMail(owner.email, 30_000, /Given: http/);
      const given = /Given: (http\S+)/.exec(mail)?.[1];
      expect(given).toBeDefined();
      await page.goto(given!);
      await expect(page.getByRole('heading', { name: 'Mark dose as Given?' })).toBeVisible();
      await expectNoSeriousA11y(page);
      await page.getByRole('button', { name: 'Confirm: Given' }).click();
      await expect(page.getByRole('heading', { name: 'Dose logged: Given' })).toBeVisible();
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toMatch(/^data:image\/svg\+xml,/);

      // Quick Check twice on one page: each result is scrolled to and focused.
      await signInHere(page, owner, `#/interactions?pet=${petId}`);
      const name = page.getByRole('combobox', { name: /Medication Name/ });
      const quick = page.getByRole('button', { name: 'Quick Check' });
      const results = page.getByRole('region', { name: 'Interaction Check Results' });
      for (const drug of ['Carprofen', 'Gabapentin']) {
        await name.fill(drug);
        await page.getByRole('textbox', { name: 'Dosage' }).fill('10 mg');
        await page.evaluate(() => window.scrollTo(0, 0));
        await quick.click();
        await expect(results).toBeFocused();
        await expect(
          results.getByRole('heading', { name: 'Interaction Check Results' }),
        ).toBeInViewport();
      }
      await expectNoSeriousA11y(page);

      // Delete the pet from its profile: back on the dashboard nothing asks for it again.
      await page.goto('#/dashboard');
      await expect(page.getByRole('region', { name: 'Pepper today' })).toBeVisible();
      await page.goto(`#/pet/${petId}`);
      await page.getByRole('button', { name: 'Delete Pet' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Pet Profile' })
        .getByRole('button', { name: 'Delete Permanently' })
        .click();
      await expect(page.getByText('No pets yet')).toBeVisible();
      const deletedAt = problems.requests.length;
      // Longer than the dose list's one-minute refresh is not needed: any request would come at once.
      await page.waitForTimeout(2_000);
      expect(problems.requests.slice(deletedAt).filter((url) => url.includes(petId))).toEqual([]);
      await expectNoSeriousA11y(page);
      expect(problems.errors).toEqual([]);
      expect(problems.requests.filter((url) => url.includes('favicon'))).toEqual([]);
    });

    test('13: nothing is cut on the dashboard, profile buttons keep one line, toasts leave the rows clear', async ({
      signedInPage: owner,
      account,
    }) => {
      const petId = await newPet(owner, account, {
        name: 'Sir Reginald Barkington',
        breed: 'Labrador Retriever',
      });
      await newPet(owner, account, {
        name: 'Whiskers',
        species: 'cat',
        breed: 'Domestic Shorthair',
      });
      await api(owner.request, account, 'POST', `/api/pets/${petId}/appointments`, {
        type: 'checkup',
        title: 'Annual wellness examination and vaccines',
        date: '2030-03-10',
        time: '10:30',
        veterinarian: 'Dr. Alexandra Montgomery-Smith',
        clinic: 'Riverside Veterinary Specialty Hospital',
      });
      const now = new Date().toISOString().slice(11, 16);
      await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name: 'Carprofen',
        dosage: '75 mg',
        frequency: 'Once daily',
        doseTimes: [now],
      });
      await owner.goto('#/dashboard');
      const cards = owner.getByRole('region', { name: 'My Pets' }).getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Labrador Retriever');
      expect(await cutText(cards.locator('h3, p'), size.viewport.width)).toEqual([]);
      const upcoming = owner.locator('li', { hasText: 'Annual wellness examination' });
      await expect(upcoming).toContainText('Riverside Veterinary Specialty Hospital');
      expect(await cutText(upcoming.locator('p'), size.viewport.width)).toEqual([]);

      // A toast after Given does not cover the Today rows on a phone (it sits at the top).
      const today = owner.getByRole('region', { name: 'Sir Reginald Barkington today' });
      await today.getByRole('button', { name: /^Given: Carprofen/ }).click();
      const toast = owner.locator('[data-rht-toaster] [role="status"]').first();
      await expect(toast).toContainText('Carprofen marked given');
      const toastBox = (await toast.boundingBox())!;
      const rowBox = (await today.getByRole('listitem').first().boundingBox())!;
      const overlaps =
        toastBox.y < rowBox.y + rowBox.height &&
        rowBox.y < toastBox.y + toastBox.height &&
        toastBox.x < rowBox.x + rowBox.width &&
        rowBox.x < toastBox.x + toastBox.width;
      expect(overlaps).toBe(false);
      if (size.name === 'phone') expect(toastBox.y).toBeLessThan(150);
      await expectNoSeriousA11y(owner);

      await owner.goto(`#/pet/${petId}`);
      for (const label of ['Download Report', 'Add Appointment', 'Edit Profile', 'Delete Pet']) {
        const button = owner.getByRole(label === 'Edit Profile' ? 'link' : 'button', {
          name: label,
          exact: true,
        });
        expect(await labelLines(button), label).toBe(1);
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, label).toBeLessThanOrEqual(size.viewport.width);
      }
      await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Sir Reginald Barkington');
      await expectNoSeriousA11y(owner);
    });
  });
}

/** Elements whose text is cut: wider inside than their box, or running past the screen's edge. */
async function cutText(locator: Locator, viewportWidth: number): Promise<string[]> {
  return locator.evaluateAll(
    (nodes, width) =>
      nodes
        .filter((n) => n.scrollWidth > n.clientWidth || n.getBoundingClientRect().right > width)
        .map((n) => n.textContent ?? ''),
    viewportWidth,
  );
}

/** Lines of text a button's label takes (its content height over its line height). */
const labelLines = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const inner =
      el.getBoundingClientRect().height -
      parseFloat(style.paddingTop) -
      parseFloat(style.paddingBottom) -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth);
    return Math.round(inner / parseFloat(style.lineHeight));
  });

/** Console errors and failed responses (4xx, 5xx) of a page, and every URL it requested. */
function watchProblems(page: Page) {
  const found = { errors: [] as string[], requests: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error')
      found.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => found.errors.push(error.message));
  page.on('request', (request) => found.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) found.errors.push(`${response.status()} ${response.url()}`);
  });
  return found;
}

/** Signs this page in as `account` (after it visited pages outside the app) and opens `path`. */
async function signInHere(page: Page, account: { token: string }, path: string) {
  await page.goto('#/login');
  await page.evaluate((token) => window.localStorage.setItem('token', token), account.token);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(path);
}
