import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, expect, signIn, verifyByMail, type Account } from '../fixtures';
import { API_URL } from './env';

// Helpers of the issue 24 care-screen specs: viewports, axe-core, second accounts, pets, sharing.

export type Reply<T> = { data: T };

export const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

/** Serious and critical axe-core violations, once toasts have gone (one mid-fade is no page). */
export async function expectNoSeriousA11y(page: Page): Promise<void> {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} on ${v.nodes.map((n) => n.target).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A second browser context signed in as `account`. */
export async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await signIn(page, account);
  return page;
}

/**
 * Registers an account through the API: an owner by default, or a veterinarian (with the licence
 * and clinic registration asks of one); with a phone when given.
 */
export async function createPerson(
  request: APIRequestContext,
  name: string,
  options: { role?: 'user' | 'vet'; phone?: string } = {},
): Promise<Account> {
  const role = options.role ?? 'user';
  const email = `e2e-${role}-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'e2e-pass-123';
  const res = await request.post(`${API_URL}/api/auth/register`, {
    data: {
      name,
      email,
      password,
      role,
      ...(options.phone ? { phone: options.phone } : {}),
      ...(role === 'vet'
        ? {
            vetInfo: {
              licenseNumber: 'VET-12345',
              clinic: 'Riverside Clinic',
              specializations: [],
            },
          }
        : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string };
  await verifyByMail(request, email);
  return { name, email, password, token: body.token };
}

export async function newPet(page: Page, owner: Account, body: object = {}): Promise<string> {
  const pet = await api<Reply<{ _id: string }>>(page.request, owner, 'POST', '/api/pets', {
    name: 'Pepper',
    species: 'dog',
    breed: 'Labrador Retriever',
    weight: 30,
    age: 5,
    ...body,
  });
  return pet.data._id;
}

/** Invites `member` to the pet; returns the invitation's id (accept it with `accept`). */
export async function invite(
  page: Page,
  owner: Account,
  member: Account,
  petId: string,
  role: string,
): Promise<string> {
  const invited = await api<Reply<{ _id: string }>>(
    page.request,
    owner,
    'POST',
    `/api/pets/${petId}/members`,
    { email: member.email, role },
  );
  return invited.data._id;
}

export const accept = (page: Page, member: Account, invitationId: string) =>
  api(page.request, member, 'POST', `/api/invitations/${invitationId}/accept`);

export async function shareWith(
  page: Page,
  owner: Account,
  member: Account,
  petId: string,
  role: string,
) {
  await accept(page, member, await invite(page, owner, member, petId, role));
}

/** What TanStack Query takes for "the window has focus again" (the owner comes back to the tab). */
export const refocus = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
