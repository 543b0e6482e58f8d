import { randomBytes } from 'node:crypto';
import { api, expect, test } from './fixtures';
import { expectNoSeriousA11y, type Reply } from './support/care';
import { waitForMail } from './support/mail';

// Issue 24 item 10: joining from an invitation. The email's link opens registration with the
// invited address read-only and no account kind to choose; the new caregiver is welcomed (not
// "Welcome back"), accepts, and lands on the shared pet with a note of what the role allows.
// Each size with axe-core.

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

for (const size of SIZES) {
  test(`a caregiver joins from the invitation's link (${size.name})`, async ({
    page,
    account,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pet = await api<Reply<{ _id: string }>>(page.request, account, 'POST', '/api/pets', {
      name: 'Rex',
      species: 'dog',
      breed: 'Beagle',
      weight: 12,
      age: 3,
    });
    const email = `e2e-join-${randomBytes(4).toString('hex')}@example.com`;
    await api(page.request, account, 'POST', `/api/pets/${pet.data._id}/members`, {
      email,
      role: 'caregiver',
    });
    const mail = await waitForMail(email);
    const link = /http:\/\/\S+#\/register\?email=[^\s"<]+/.exec(mail)![0];
    expect(link).toContain('role=caregiver');

    const sitter = await (await browser.newContext({ baseURL, viewport: size.viewport })).newPage();
    await sitter.goto(link);
    await expect(
      sitter.getByRole('heading', { name: 'Create your account to join' }),
    ).toBeVisible();
    const emailField = sitter.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await expect(sitter.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11y(sitter);
    await sitter.getByLabel('Full Name').fill('Sam Sitter');
    await sitter.getByLabel('Password', { exact: true }).fill('sitter-pass-42');
    await sitter.getByLabel('Confirm Password', { exact: true }).fill('sitter-pass-42');
    await sitter.getByRole('button', { name: 'Create Account' }).click();

    await expect(sitter.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeVisible();
    await expect(sitter.getByText(/Welcome back/)).toHaveCount(0);
    // The link's key proved the address: no verification banner (decision 046).
    await expect(sitter.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
    const invitations = sitter.getByRole('region', { name: 'Invitations' });
    await invitations
      .getByRole('button', { name: 'Accept the invitation to care for Rex' })
      .click();
    await expect(sitter).toHaveURL(new RegExp(`#/pet/${pet.data._id}$`));
    await expect(sitter.getByRole('heading', { level: 1, name: 'Rex' })).toBeVisible();
    await expect(sitter.getByRole('status').filter({ hasText: 'As a caregiver' })).toHaveText(
      "As a caregiver you can see Rex's medications and records, log doses and record reactions; you cannot change medications, edit Rex's profile, manage who has access or delete Rex.",
    );
    await expectNoSeriousA11y(sitter);
    const me = await sitter.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await res.json()) as { data: { role: string; emailVerified: boolean } }).data;
    });
    expect(me).toMatchObject({ role: 'user', emailVerified: true });
    await sitter.context().close();
  });
}
