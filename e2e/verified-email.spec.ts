import { randomBytes } from 'node:crypto';
import { api, expect, test, type Account } from './fixtures';
import { SIZES, expectNoSeriousA11y, type Reply } from './support/care';
import { API_URL } from './support/env';
import { waitForMail } from './support/mail';

// Issue 25 items 1 and 2 end to end (decision 046): a new account is signed in at once and sees
// why to verify, with Resend; the emailed link verifies it; a new address takes effect from its
// own link and the old one is told; an unverified invitee answers with the key from the
// invitation's email. Each size with axe-core.

const VERIFY_LINK = /http:\/\/\S+#\/verify-email\/[\w-]+/;
const linkIn = (mail: string, pattern: RegExp) => pattern.exec(mail)![0];

for (const size of SIZES) {
  test.describe(`verified email (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('register, see the banner, Resend, follow the link, then change the address', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = `e2e-verify-${randomBytes(4).toString('hex')}@example.com`;
      await page.goto('#/register');
      await page.getByLabel('Full Name').fill('Vera Fied');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('verify-pass-42');
      await page.getByLabel('Confirm Password', { exact: true }).fill('verify-pass-42');
      await page.getByRole('button', { name: 'Create Account' }).click();

      const banner = page.getByRole('region', { name: 'Email verification' });
      await expect(banner).toContainText('until then PawRx sends you no reminders');
      await expect(banner).toContainText(email);
      await expectNoSeriousA11y(page);
      await waitForMail(email, 15_000, VERIFY_LINK); // the registration's
      await banner.getByRole('button', { name: 'Resend' }).click();
      await expect(
        page.getByText('We sent a verification link to your email address'),
      ).toBeVisible();

      await page.goto(linkIn(await waitForMail(email, 15_000, VERIFY_LINK), VERIFY_LINK));
      await expect(page.getByText('Your email address is verified')).toBeVisible();
      await expectNoSeriousA11y(page);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);

      // Settings: a new address waits for its own link; the current one is told.
      await page.goto('#/settings');
      const newEmail = `e2e-moved-${randomBytes(4).toString('hex')}@example.com`;
      const form = page.getByRole('form', { name: 'Change email address' });
      await form.getByLabel('New email address').fill(newEmail);
      await form.getByLabel('Current password', { exact: true }).fill('verify-pass-42');
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(page.getByText(`Waiting for ${newEmail} to be confirmed`)).toBeVisible();
      await expectNoSeriousA11y(page);
      expect(await waitForMail(email, 15_000, /is being changed/)).toContain(newEmail);
      await page.goto(linkIn(await waitForMail(newEmail, 15_000, VERIFY_LINK), VERIFY_LINK));
      await expect(page.getByText('Your email address is changed and verified')).toBeVisible();
      await page.goto('#/settings');
      await expect(page.getByText(`${newEmail} (verified)`)).toBeVisible();
    });

    test('an unverified invitee accepts with the key from the invitation email', async ({
      page,
      account,
      request,
    }) => {
      test.setTimeout(120_000);
      // Registered without following its verification link.
      const email = `e2e-unverified-${randomBytes(4).toString('hex')}@example.com`;
      const res = await request.post(`${API_URL}/api/auth/register`, {
        data: { name: 'Una Sitter', email, password: 'una-pass-42', role: 'user' },
      });
      expect(res.status()).toBe(201);
      const invitee: Account = {
        name: 'Una Sitter',
        email,
        password: 'una-pass-42',
        token: ((await res.json()) as { token: string }).token,
      };
      const pet = await api<Reply<{ _id: string }>>(request, account, 'POST', '/api/pets', {
        name: 'Rex',
        species: 'dog',
        weight: 12,
        age: 3,
      });
      await api(request, account, 'POST', `/api/pets/${pet.data._id}/members`, {
        email,
        role: 'caregiver',
      });
      const link = linkIn(
        await waitForMail(email, 15_000, /invitation=/),
        /http:\/\/\S+#\/dashboard\?invitation=[\w-]+&key=[\w-]+/,
      );

      // Without the key (the dashboard opened directly) the answer is refused.
      await page.addInitScript((token) => localStorage.setItem('token', token), invitee.token);
      await page.goto('#/dashboard');
      const panel = page.getByRole('region', { name: 'Invitations' });
      await panel.getByRole('button', { name: 'Accept the invitation to care for Rex' }).click();
      await expect(
        page.getByText('Open the invitation from its email, or verify your email address'),
      ).toBeVisible();

      // From the email's link, the key answers for the address.
      await page.goto(link);
      await expectNoSeriousA11y(page);
      await panel.getByRole('button', { name: 'Accept the invitation to care for Rex' }).click();
      await expect(page.getByRole('region', { name: 'Shared with me' })).toContainText('Rex');
      await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
    });
  });
}
