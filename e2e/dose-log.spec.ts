import type { Browser, Locator, Page } from '@playwright/test';
import { api, createAccount, expect, signIn, test, type Account } from './fixtures';
import { localTime } from './support/local-time';
import { waitForMail } from './support/mail';

// Issue 23 end to end: one log per dose. A caregiver gives a dose, undoes it within the toast's
// 10 seconds and gives it again; the owner, whose screen still offers Given, is told "Already
// given by Sam Sitter at …" and the row shows the sitter's log; the owner's reminder email link,
// opened after that, says who logged the dose instead of logging it again; the owner then
// changes the log, and its history and the activity log keep every step.

type Reply<T> = { data: T };
type Dose = { _id?: string; loggedAt?: string; status: string };

const hhmm = (iso: string) => iso.slice(11, 16);

/** The row's "Given by … at …" line (the same words in a folded History do not count). */
const loggedLine = (today: Locator, text: string | RegExp) =>
  today.getByText(text).filter({ visible: true });

async function pageAs(browser: Browser, baseURL: string | undefined, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Invites `member` as caregiver of the pet and accepts as them, through the API. */
async function shareAsCaregiver(page: Page, owner: Account, member: Account, petId: string) {
  const invited = await api<Reply<{ _id: string }>>(
    page.request,
    owner,
    'POST',
    `/api/pets/${petId}/members`,
    { email: member.email, role: 'caregiver' },
  );
  await api(page.request, member, 'POST', `/api/invitations/${invited.data._id}/accept`);
}

test.describe('one log per dose', () => {
  test('Undo within 10 s, a stale screen told who gave the dose, the email link too, then an explicit change kept in the history', async ({
    signedInPage: owner,
    account,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const sitterAccount = await createAccount(owner.request, 'Sam Sitter');
    const pet = await api<Reply<{ _id: string }>>(owner.request, account, 'POST', '/api/pets', {
      name: 'Pepper',
      species: 'cat',
      weight: 4,
      age: 3,
    });
    const petId = pet.data._id;
    await shareAsCaregiver(owner, account, sitterAccount, petId);
    // Due this very minute (UTC, the accounts' zone): the reminder goes out within seconds.
    const time = new Date().toISOString().slice(11, 16);
    await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
      name: 'Methimazole',
      frequency: 'Once daily',
      doseTimes: [time],
    });
    const mail = await waitForMail(account.email, 30_000, /Given: http/);
    const givenLink = /Given: (http\S+)/.exec(mail)![1]!;

    // The owner's dashboard is open, offering Given.
    const shown = await localTime(owner, time);
    await owner.goto('#/dashboard');
    const ownerToday = owner.getByRole('region', { name: 'Pepper today' });
    const ownerGiven = ownerToday.getByRole('button', { name: `Given: Methimazole at ${shown}` });
    await expect(ownerGiven).toBeVisible();

    // The sitter gives the dose, undoes it from the toast, and gives it again.
    const sitter = await pageAs(browser, baseURL, sitterAccount);
    await sitter.goto('#/dashboard');
    const sitterToday = sitter.getByRole('region', { name: 'Pepper today' });
    const sitterGiven = sitterToday.getByRole('button', { name: `Given: Methimazole at ${shown}` });
    await sitterGiven.click();
    await expect(sitter.getByText(`Methimazole marked given for Pepper (${shown})`)).toBeVisible();
    await expect(loggedLine(sitterToday, /^Given by Sam Sitter at/)).toBeVisible();
    await sitter.getByRole('button', { name: 'Undo' }).click();
    await expect(
      sitter.getByText(`Undone: Methimazole for Pepper (${shown}) is no longer logged`),
    ).toBeVisible();
    await expect(sitterGiven).toBeVisible();
    await sitterGiven.click();
    await expect(loggedLine(sitterToday, /^Given by Sam Sitter at/)).toBeVisible();

    const day = new Date().toISOString().slice(0, 10);
    const doses = await api<Reply<Dose[]>>(
      owner.request,
      account,
      'GET',
      `/api/pets/${petId}/doses?from=${day}&to=${day}`,
    );
    const loggedAt = doses.data.find((d) => d.status === 'given')!.loggedAt!;
    const givenAt = await localTime(owner, hhmm(loggedAt));

    // The owner's screen was a minute old: Given is refused with who gave it, and the row updates.
    await expect(ownerGiven).toBeVisible();
    await ownerGiven.click();
    await expect(owner.getByText(`Already given by Sam Sitter at ${givenAt}`)).toBeVisible();
    await expect(loggedLine(ownerToday, `Given by Sam Sitter at ${givenAt}`)).toBeVisible();
    await expect(ownerGiven).toHaveCount(0);

    // The reminder's one-click link, opened late, says who logged the dose and logs nothing.
    const link = await (await browser.newContext()).newPage();
    await link.goto(givenLink);
    await expect(
      link.getByRole('heading', { name: /^Already given by Sam Sitter at / }),
    ).toBeVisible();
    await expect(link.getByRole('button', { name: /Confirm/ })).toHaveCount(0);

    // The owner changes the log explicitly; the first log stays in the dose's history.
    await ownerToday
      .getByRole('button', { name: `Change to Skipped: Methimazole at ${shown}` })
      .click();
    await expect(
      owner.getByText(`Methimazole changed to skipped for Pepper (${shown})`),
    ).toBeVisible();
    await expect(loggedLine(ownerToday, /^Skipped by E2E Owner at/)).toBeVisible();
    await ownerToday.getByText(/^History \(/).click();
    const history = ownerToday.getByRole('list', { name: `History of Methimazole at ${shown}` });
    await expect(history).toContainText('Undone (was given) by Sam Sitter');
    await expect(history).toContainText(`Given by Sam Sitter at ${givenAt}`);
    await expect(history).toContainText('Changed to skipped by E2E Owner');

    // Every step is in the pet's activity log.
    await owner.goto(`#/pet/${petId}`);
    const activity = owner.getByRole('list', { name: 'Activity log' });
    await expect(activity).toContainText('Undone: Given: Methimazole');
    await expect(activity).toContainText('Changed (given → skipped): Skipped: Methimazole');
  });
});
