import { randomBytes } from 'node:crypto';
import { api, createAccount, expect, test } from './fixtures';
import { expectNoSeriousA11y, newPet, type Reply } from './support/care';
import { API_URL } from './support/env';
import { waitForMail } from './support/mail';

// Issue 25 item 2 end to end from the invitation email, for an invitee who is signed out: one
// without an account registers from the link (the key verifies the address: no verification
// email, no banner) and accepts; one with an unverified account signs in from the link and the
// key survives the sign-in, so the acceptance works.

const linkIn = (mail: string, pattern: RegExp) => pattern.exec(mail)![0];
const REGISTER_LINK = /http:\/\/\S+#\/register\?\S+/;
const DASHBOARD_LINK = /http:\/\/\S+#\/dashboard\?invitation=[\w-]+&key=[\w-]+/;

test('a signed-out invitee registers from the invitation email and accepts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olga Owner');
  const petId = await newPet(page, owner, { name: 'Tofu' });
  const email = `e2e-invitee-${randomBytes(4).toString('hex')}@example.com`;
  await api(page.request, owner, 'POST', `/api/pets/${petId}/members`, {
    email,
    role: 'caregiver',
  });
  const link = linkIn(await waitForMail(email, 15_000, /invitation=/), REGISTER_LINK);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create your account to join' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Full Name').fill('Ivy Invitee');
  await page.getByLabel('Password', { exact: true }).fill('invitee-pass-42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('invitee-pass-42');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const panel = page.getByRole('region', { name: 'Invitations' });
  await panel.getByRole('button', { name: 'Accept the invitation to care for Tofu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tofu' })).toBeVisible();
  // The key proved the address: verified at once, so no banner.
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
  await expectNoSeriousA11y(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get(`${API_URL}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as Reply<{ emailVerified: boolean }>).data.emailVerified).toBe(true);
});

test('a signed-out invitee with an unverified account signs in from the link and accepts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olga Owner');
  const petId = await newPet(page, owner, { name: 'Miso' });
  // An account that never followed its verification link: only the key lets it accept.
  const email = `e2e-unverified-${randomBytes(4).toString('hex')}@example.com`;
  const res = await request.post(`${API_URL}/api/auth/register`, {
    data: { name: 'Uma Later', email, password: 'uma-pass-42', role: 'user' },
  });
  expect(res.status()).toBe(201);
  await api(page.request, owner, 'POST', `/api/pets/${petId}/members`, { email, role: 'co-owner' });
  const link = linkIn(await waitForMail(email, 15_000, /invitation=/), DASHBOARD_LINK);

  await page.goto(link);
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('uma-pass-42');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/#\/dashboard\?invitation=[\w-]+&key=[\w-]+$/);
  const panel = page.getByRole('region', { name: 'Invitations' });
  await panel.getByRole('button', { name: 'Accept the invitation to care for Miso' }).click();
  await expect(page.getByRole('region', { name: 'Shared with me' })).toContainText('Miso');
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});
