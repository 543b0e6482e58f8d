import { expect, test, type Account } from './fixtures';
import { SIZES, expectNoSeriousA11y } from './support/care';
import { API_URL } from './support/env';

// Issue 25 item 5 (decision 046): Settings lists where the account is signed in, this device
// marked; "Sign out everywhere else" ends the others, whose next request is refused.

for (const size of SIZES) {
  test(`signed-in devices: sign out everywhere else (${size.name})`, async ({
    page,
    account,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size.viewport);
    // A second sign-in, as from another device.
    const res = await request.post(`${API_URL}/api/auth/login`, {
      data: { email: account.email, password: account.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const other: Account = { ...account, token: ((await res.json()) as { token: string }).token };
    // This browser signs in with the login page, so its session is its own.
    await page.goto('#/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await page.goto('#/settings');

    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(3); // registration, other, this
    await expect(devices.getByText('(this device)')).toHaveCount(1);
    await expect(devices).toContainText('Safari on iOS');
    await expectNoSeriousA11y(page);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Signed out of 2 other devices')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    const refused = await request.get(`${API_URL}/api/auth/me`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.status()).toBe(401);
  });
}
