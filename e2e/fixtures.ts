import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { API_URL } from './support/env';
import { waitForMail } from './support/mail';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a fresh owner through the API. */
export async function createAccount(
  request: APIRequestContext,
  name = 'E2E Owner',
): Promise<Account> {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'e2e-pass-123';
  const res = await request.post(`${API_URL}/api/auth/register`, {
    data: { name, email, password, role: 'user' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string };
  await verifyByMail(request, email);
  return { name, email, password, token: body.token };
}

/**
 * Follows the link of the verification email `email` received at registration, as its reader
 * would (reminders and invitations need a verified address, decision 046).
 */
export async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, 15_000, /#\/verify-email\//);
  const token = /#\/verify-email\/([\w-]+)/.exec(mail)![1]!;
  const res = await request.post(`${API_URL}/api/auth/verify-email`, { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Calls the API as `account`; returns the parsed JSON body after checking the status. */
export async function api<T = unknown>(
  request: APIRequestContext,
  account: Account,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  expectedStatus = method === 'POST' ? [200, 201] : [200],
): Promise<T> {
  const res = await request.fetch(`${API_URL}${url}`, {
    method,
    data: data as object | undefined,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(expectedStatus, `${method} ${url}: ${await res.text()}`).toContain(res.status());
  return (await res.json()) as T;
}

/**
 * Opens the app already signed in as `account` (token in localStorage key 'token'). The token is
 * placed once per tab, so a spec that logs out stays logged out after the next navigation.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.localStorage.setItem('token', token);
    window.sessionStorage.setItem('e2e-signed-in', '1');
  }, account.token);
}

type Fixtures = { account: Account; signedInPage: Page };

/** `account`: a fresh owner; `signedInPage`: a page already signed in as that owner. */
export const test = base.extend<Fixtures>({
  account: async ({ request }, use) => {
    await use(await createAccount(request));
  },
  signedInPage: async ({ page, account }, use) => {
    await signIn(page, account);
    await use(page);
  },
});

export { expect };
