import { api, expect, signIn, test } from './fixtures';
import { expectNoSeriousA11y, type Reply } from './support/care';

// Issue 24 item 15: one Settings page, reached from the account menu on a desktop and from the
// phone menu, holding reminder emails, the time zone, the calendar feed and the account; the
// dashboard only points to it. Keyboard only, each size with axe-core.

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 667 }, phone: true },
] as const;

for (const size of SIZES) {
  test(`Settings from the account menu, by keyboard (${size.name})`, async ({
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: size.viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto('#/dashboard');
    // The dashboard no longer holds the settings; it points to them.
    await expect(
      page.getByText(/Reminder emails, your time zone and the calendar feed/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Send me reminders/ })).toHaveCount(0);

    if (size.phone) {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const link = page.locator('#mobile-menu').getByRole('link', { name: 'Settings' });
      await link.focus();
      await page.keyboard.press('Enter');
    } else {
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' });
      await link.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Email address',
      'Reminders & time zone',
      'Notifications on this device',
      'Expenses',
      'Calendar feed',
      'Signed-in devices',
      'Passkeys',
      'Your data',
      'Account',
    ]);
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(account.email);
    await expectNoSeriousA11y(page);

    // Reminders and the zone, by keyboard: the select, the checkbox (Space), Save (Enter).
    const reminders = page.getByRole('region', { name: 'Reminders & time zone' });
    await reminders.getByLabel('Time zone').focus();
    await reminders.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await reminders.getByRole('checkbox', { name: /Send me reminders/ }).focus();
    await page.keyboard.press('Space');
    await reminders.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Time zone set to .*Tokyo.*Reminders turned off/)).toBeVisible();
    const me = await api<Reply<{ timezone: string; remindersEnabled: boolean }>>(
      page.request,
      account,
      'GET',
      '/api/auth/me',
    );
    expect(me.data).toMatchObject({ timezone: 'Asia/Tokyo', remindersEnabled: false });

    // The calendar feed: shown and copied.
    const calendar = page.getByRole('region', { name: 'Calendar feed' });
    await calendar.getByRole('button', { name: 'Subscribe in calendar' }).focus();
    await page.keyboard.press('Enter');
    await expect(calendar.getByLabel(/Calendar link/)).toHaveValue(
      /\/api\/calendar\/feed\/.+\.ics$/,
    );
    const page2 = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page2.width,
    );
    await expectNoSeriousA11y(page);
    await context.close();
  });
}
