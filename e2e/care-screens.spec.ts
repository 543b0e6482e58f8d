import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { api, createAccount, expect, signIn, test, type Account } from './fixtures';

// Issue 24 end to end: the care screens as an owner, a sitter and a vet use them, each checked on
// a desktop and on a 375 × 667 phone, with axe-core on the page.

type Reply<T> = { data: T };

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

/** Serious and critical axe-core violations, once toasts have gone (one mid-fade is no page). */
async function expectNoSeriousA11y(page: Page): Promise<void> {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} on ${v.nodes.map((n) => n.target).join(', ')}`);
  expect(serious).toEqual([]);
}

async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await signIn(page, account);
  return page;
}

async function newPet(page: Page, owner: Account, body: object = {}): Promise<string> {
  const pet = await api<Reply<{ _id: string }>>(page.request, owner, 'POST', '/api/pets', {
    name: 'Pepper',
    species: 'dog',
    breed: 'Labrador Retriever',
    weight: 30,
    age: 5,
    ...body,
  });
  return pet.data._id;
}

async function shareWith(page: Page, owner: Account, member: Account, petId: string, role: string) {
  const invited = await api<Reply<{ _id: string }>>(
    page.request,
    owner,
    'POST',
    `/api/pets/${petId}/members`,
    { email: member.email, role },
  );
  await api(page.request, member, 'POST', `/api/invitations/${invited.data._id}/accept`);
}

/** This minute in UTC (the accounts' zone), 'HH:MM': a dose then is due today. */
const nowHhmm = () => new Date().toISOString().slice(11, 16);

for (const size of SIZES) {
  test.describe(`care screens (${size.name})`, () => {
    test.use({ viewport: size.viewport });

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
  });
}
