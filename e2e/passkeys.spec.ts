import { expect, test } from './fixtures';
import { E2E_PORT } from './support/env';

// Issue 25 item 6 (decision 050): a passkey added in Settings signs in from the login page,
// with Chromium's virtual authenticator standing in for the device (CDP WebAuthn domain).
// WebAuthn refuses IP addresses, so this spec uses http://localhost (the server's PASSKEY_ORIGIN).

const APP = `http://localhost:${E2E_PORT}/PawRx/`;

test('passkeys: add in Settings, sign in with it, remove it; the password still works', async ({
  page,
  account,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const logIn = async () => {
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  };

  await page.goto(`${APP}#/login`);
  await logIn();
  await page.goto(`${APP}#/settings`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  // A wrong password is refused before the authenticator is asked.
  await section.getByLabel('Passkey name').fill('Test laptop');
  await section.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('alert')).toHaveText('Password is incorrect');

  await section.getByLabel('Current password', { exact: true }).fill(account.password);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const list = section.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test laptop');
  await expect(list).toContainText('last used never');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);

  await page.goto(`${APP}#/settings`);
  await expect(list).not.toContainText('last used never');
  await list.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  // The authenticator still holds the key, but PawRx no longer knows it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This passkey is not known to PawRx. Sign in with your password.',
  );
  await expect(page).toHaveURL(/#\/login$/);
  await logIn();
});

test('passkeys: a browser without WebAuthn, and a prompt with no passkey, say so', async ({
  page,
}) => {
  // Chromium without the WebAuthn API, as in an old or locked-down browser.
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('no-webauthn') === 'off') return;
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined });
  });
  await page.goto(`${APP}#/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This browser cannot use passkeys. Sign in with your password.',
  );

  // An authenticator that holds no passkey of this site: the browser reports NotAllowedError.
  await page.evaluate(() => window.sessionStorage.setItem('no-webauthn', 'off'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passkey request was cancelled.', {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/#\/login$/);
});
