import { api, createAccount, expect, signIn, test } from './fixtures';
import { expectNoSeriousA11y, newPet, shareWith, SIZES, type Reply } from './support/care';

// Issue 24 items 11 and 12 end to end: a caregiver whose browser and account are in another zone
// than the pet's owner sees the owner's due dose on Today (the pet's day), its time on their own
// clock with the pet's named, and logs it; at 1280 × 800 and 375 × 667 with axe-core.

// UTC−11 and UTC+14: 25 hours apart, so the sitter's day is always the day after the pet's.
const OWNER_ZONE = 'Pacific/Pago_Pago';
const SITTER_ZONE = 'Pacific/Kiritimati';

const wall = (at: Date, timeZone: string) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(at);
  return {
    hhmm: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    time: part({ hour: 'numeric', minute: '2-digit' }),
    day: part({ month: 'short', day: 'numeric' }),
    date: part({ month: 'short', day: 'numeric', year: 'numeric' }),
  };
};

for (const size of SIZES) {
  test.describe(`the pet's day for a member in another zone (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 120_000 });

    test("a caregiver a day ahead sees the owner's due dose with both clocks named, and logs it", async ({
      signedInPage: owner,
      account,
      browser,
      baseURL,
    }) => {
      await api(owner.request, account, 'PUT', '/api/auth/profile', { timezone: OWNER_ZONE });
      const sitterAccount = await createAccount(owner.request, 'Sam Sitter');
      // As signing up from that browser would: the account takes the browser's zone.
      await api(owner.request, sitterAccount, 'PUT', '/api/auth/profile', {
        timezone: SITTER_ZONE,
      });
      const petId = await newPet(owner, account);
      await shareWith(owner, account, sitterAccount, petId, 'caregiver');
      // Due this minute on the owner's clock: today on the pet's calendar, "tomorrow" on the sitter's.
      const dueAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      const pets = wall(dueAt, OWNER_ZONE);
      const mine = wall(dueAt, SITTER_ZONE);
      await api<Reply<{ _id: string }>>(
        owner.request,
        account,
        'POST',
        `/api/pets/${petId}/medications`,
        {
          name: 'Carprofen',
          dosage: '75 mg',
          frequency: 'Once daily',
          doseTimes: [pets.hhmm],
        },
      );

      const context = await browser.newContext({
        baseURL,
        viewport: size.viewport,
        timezoneId: SITTER_ZONE,
      });
      const sitter = await context.newPage();
      await signIn(sitter, sitterAccount);
      await sitter.goto('#/dashboard');
      const today = sitter.getByRole('region', { name: 'Pepper today' });
      const both = `${mine.time} ${mine.day} your time, ${pets.time} ${pets.day} for Pepper`;
      await expect(today.getByText(both)).toBeVisible();
      await expect(today.getByText(`Pepper’s day: ${pets.date}`, { exact: false })).toBeVisible();
      // The panel's own date is the sitter's; the pet's dose is there all the same.
      await expect(sitter.getByRole('region', { name: 'Today', exact: true })).toContainText(
        mine.date,
      );

      const given = today.getByRole('button', { name: `Given: Carprofen at ${both}` });
      await expect(given).toBeVisible();
      // On a phone the two clocks wrap within the screen.
      const box = (await today.getByText(both).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await given.click();
      await expect(
        today.getByText(/^Given by Sam Sitter at .* your time, .* for Pepper$/),
      ).toBeVisible();
      await expectNoSeriousA11y(sitter);
      await context.close();
    });
  });
}
