import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, signIn, test, type Account } from './fixtures';

// Issue 13, on every page of the app: no serious or critical axe-core violation, a clean console,
// and on a 390×844 phone nothing scrolls sideways or is cut off.

type PetReply = { data: { _id: string } };

/**
 * A pet with a long microchip number, one current medication given at 08:00 and 20:00 (so the
 * dashboard's Today list and the card's last 7 days are on screen), a 9:30 appointment next
 * week and an expense this year.
 */
async function seedPet(page: Page, account: Account): Promise<string> {
  const pet = await api<PetReply>(page.request, account, 'POST', '/api/pets', {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    weight: 12.5,
    weightUnit: 'kg',
    age: 4,
    ageUnit: 'years',
    microchipId: '985112345678901',
  });
  const petId = pet.data._id;
  await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
    name: 'Carprofen',
    dosage: '25 mg',
    frequency: 'Twice daily',
    doseTimes: ['08:00', '20:00'],
    supplyQuantity: 30,
    supplyUnit: 'tablets',
    amountPerDose: 1,
  });
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await api(page.request, account, 'POST', `/api/pets/${petId}/appointments`, {
    type: 'checkup',
    title: 'Annual check-up',
    date: nextWeek,
    time: '09:30',
  });
  // An expense this year, so the account's expenses page shows its totals, list and CSV link.
  await api(page.request, account, 'POST', `/api/pets/${petId}/expenses`, {
    date: `${new Date().getFullYear()}-01-01`,
    amount: '42.50',
    currency: 'USD',
    category: 'vet-visit',
    note: 'Annual check-up and a long note that has to wrap on a phone screen',
  });
  return petId;
}

const SIGNED_OUT = ['#/', '#/login', '#/register', '#/forgot-password', '#/reset-password/abc'];
const signedIn = (petId: string) => [
  '#/dashboard',
  `#/pet/${petId}`,
  `#/pets/${petId}/edit`,
  '#/medications',
  `#/medications?pet=${petId}`,
  `#/interactions?pet=${petId}`,
  '#/contact-support',
  '#/settings',
  '#/expenses',
  '#/vet-mode',
];

/** Console errors and failed responses while `page` is used. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** Opens `path` and waits until the page (not a spinner) is on screen. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** The serious and critical axe-core violations on the page, one line each. */
async function seriousA11yViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** A line when the page is wider than the screen (it would scroll sideways). */
async function sidewaysScroll(page: Page, path: string): Promise<string[]> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return scroll > client
    ? [`${path} scrolls sideways: ${scroll} px wide on a ${client} px screen`]
    : [];
}

test.describe('every page', () => {
  test('signed out: accessible, clean console, fits a phone', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    for (const path of SIGNED_OUT) {
      await openPage(page, path);
      problems.push(...(await sidewaysScroll(page, path)));
      problems.push(...(await seriousA11yViolations(page, path)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('signed in: accessible, clean console, fits a phone', async ({ page, account }) => {
    test.setTimeout(240_000);
    const petId = await seedPet(page, account);
    await signIn(page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    for (const path of signedIn(petId)) {
      await openPage(page, path);
      problems.push(...(await sidewaysScroll(page, path)));
      problems.push(...(await seriousA11yViolations(page, path)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('desktop: accessible on every signed-in page', async ({ page, account }) => {
    test.setTimeout(240_000);
    const petId = await seedPet(page, account);
    await signIn(page, account);
    const problems: string[] = [];
    for (const path of signedIn(petId)) {
      await openPage(page, path);
      problems.push(...(await seriousA11yViolations(page, path)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('phone details (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing header keeps "Log In" and "Get Started Free" on one line each', async ({
    page,
  }) => {
    await page.goto('#/');
    for (const name of ['Log In', 'Get Started Free']) {
      const link = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name });
      const box = (await link.boundingBox())!;
      // One line of 14 px text with 8 px padding above and below.
      expect(box.height, name).toBeLessThan(44);
    }
  });

  test('profile: the microchip number is whole, the actions are even, Delete stands apart, the dashboard time is one line', async ({
    page,
    account,
  }) => {
    const petId = await seedPet(page, account);
    await signIn(page, account);
    await page.goto(`#/pet/${petId}`);
    const chip = page.getByText('985112345678901', { exact: true });
    await expect(chip).toBeVisible();
    expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // On one line, not broken into pieces of digits.
    expect(
      await chip.evaluate(
        (el) => el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).lineHeight),
      ),
    ).toBe(true);

    const names = ['Edit Profile', 'Download Report', 'Add Appointment', 'Delete Pet'];
    const widths = await Promise.all(
      names.map(
        async (name) =>
          (await page
            .getByRole(name === 'Edit Profile' ? 'link' : 'button', { name })
            .boundingBox())!.width,
      ),
    );
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(2);
    const deleteColour = await page
      .getByRole('button', { name: 'Delete Pet' })
      .evaluate((el) => getComputedStyle(el).color);
    const downloadColour = await page
      .getByRole('button', { name: 'Download Report' })
      .evaluate((el) => getComputedStyle(el).color);
    expect(deleteColour).not.toBe(downloadColour);

    // Every tab is whole on screen (no strip cut mid-word).
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    await page.goto('#/dashboard');
    const time = page.getByText(/9:30\s?AM/);
    await expect(time).toBeVisible();
    const lineHeight = await time.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await time.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});
