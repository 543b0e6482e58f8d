import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { waitForMail } from './support/mail';

test.describe('accounts', () => {
  test('register → dashboard → logout → login → forgot → reset by email → login', async ({
    page,
  }) => {
    const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;
    const password = 'first-pass-1';

    await page.goto('#/register');
    await page.getByLabel('Full Name').fill('Zoë Müller');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    // A wrong password shows its toast and stays on the login page.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    // Logout finishes (server call, then navigation) before the next page is opened.
    await expect(page).toHaveURL(/#\/login$/);

    await page.goto('#/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible();

    const mail = await waitForMail(email, 15_000, /reset-password\//);
    const link = /http:\/\/127\.0\.0\.1:\d+\/PawRx\/#\/reset-password\/[A-Za-z0-9_-]+/.exec(
      mail,
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful!')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Login' }).click();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Zoë Müller');
  });

  test('a signed-out visit to #/dashboard lands on /login', async ({ page }) => {
    await page.goto('#/dashboard');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('the demo button fills the seeded demo account and signs in', async ({ page }) => {
    await page.goto('#/login');
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('user@demo.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('the mobile menu works at 375 px', async ({ signedInPage: page, account }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('#/dashboard');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toContainText(account.name);
    await expect(menu).toContainText(account.email);
    await menu.getByRole('link', { name: 'Interaction Checker' }).click();
    await expect(page).toHaveURL(/#\/interactions$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });
});
