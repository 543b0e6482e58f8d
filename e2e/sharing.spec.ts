import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { api, createAccount, expect, signIn, test, verifyByMail, type Account } from './fixtures';
import { API_URL } from './support/env';
import { localTime } from './support/local-time';
import { waitForMail } from './support/mail';

// Issue 16 end to end: the owner invites a second person as caregiver by email; the invitee
// registers from the email's link, accepts, sees the pet, logs a dose and has no delete button.
// The owner makes an emergency link, which opens signed out with the medication list, then
// revokes it and the page says not found. axe-core checks each new page.

type Reply<T> = { data: T };

/**
 * The serious and critical axe-core violations on the page, one line each. Toasts are let go
 * first: axe would judge one mid-fade (its colours half transparent), not the page.
 */
async function seriousA11yViolations(page: Page, what: string): Promise<string[]> {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target).join(', ')}`);
}

const PHONE = { width: 390, height: 844 };

/** A page in a fresh browser context: its own storage, so signed out unless told otherwise. */
async function freshPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: typeof PHONE,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

/** True when the page is wider than its screen (it would scroll sideways on a phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A dose time that is already due today in UTC (the accounts' zone), so Today offers it. */
const dueTime = () => `${String(new Date().getUTCHours()).padStart(2, '0')}:00`;

test.describe('sharing care', () => {
  test('invite a caregiver who logs a dose; an emergency link opens signed out, then is revoked', async ({
    signedInPage: owner,
    account,
    browser,
    baseURL,
  }) => {
    // Two people, three browser contexts, five axe runs: more than the default minute.
    test.setTimeout(240_000);
    const a11y: string[] = [];
    const pet = await api<Reply<{ _id: string }>>(owner.request, account, 'POST', '/api/pets', {
      name: 'Biscuit',
      species: 'dog',
      breed: 'Beagle',
      weight: 12.5,
      weightUnit: 'kg',
      age: 4,
      ageUnit: 'years',
    });
    const petId = pet.data._id;
    const time = dueTime();
    await api(owner.request, account, 'POST', `/api/pets/${petId}/medications`, {
      name: 'Phenobarbital',
      dosage: '30 mg',
      frequency: 'Once daily',
      doseTimes: [time],
    });

    // The owner invites an address that has no account yet.
    const sitterEmail = `e2e-sitter-${randomBytes(4).toString('hex')}@example.com`;
    await owner.goto(`#/pet/${petId}`);
    const sharing = owner.getByRole('region', { name: 'Sharing' });
    const invite = sharing.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(sitterEmail);
    await invite.getByLabel('Role').selectOption('caregiver');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invitation sent')).toBeVisible();
    const people = sharing.getByRole('list', { name: 'People with access' });
    await expect(people).toContainText(sitterEmail);
    await expect(people).toContainText('Invited');
    a11y.push(...(await seriousA11yViolations(owner, 'pet profile with Sharing')));

    // The invitee registers from the email's link and accepts on the dashboard.
    const mail = await waitForMail(sitterEmail);
    expect(mail).toContain('invited you to help care for Biscuit');
    const link = /http:\/\/\S+#\/register\?email=[^\s"<]+/.exec(mail)![0];
    const sitter = await freshPage(browser, baseURL);
    await sitter.goto(link);
    await expect(sitter.getByLabel('Email', { exact: true })).toHaveValue(sitterEmail);
    await sitter.getByLabel('Full Name').fill('Sam Sitter');
    await sitter.getByLabel('Password', { exact: true }).fill('sitter-pass-42');
    await sitter.getByLabel('Confirm Password', { exact: true }).fill('sitter-pass-42');
    await sitter.getByRole('button', { name: 'Create Account' }).click();
    await expect(sitter).toHaveURL(/#\/dashboard$/);
    const invitations = sitter.getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText('E2E Owner invited you to care for Biscuit');
    a11y.push(...(await seriousA11yViolations(sitter, 'dashboard with an invitation')));
    await invitations
      .getByRole('button', { name: 'Accept the invitation to care for Biscuit' })
      .click();
    await expect(sitter.getByText('Invitation accepted')).toBeVisible();
    // Joined from the email's link: the shared pet opens with what the role allows.
    await expect(sitter.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
    await expect(
      sitter.getByText(/As a caregiver you can see Biscuit's medications/),
    ).toBeVisible();
    await sitter.getByRole('link', { name: '← Back to Dashboard' }).click();

    // The shared pet, marked with the role; Today offers the dose, which the caregiver gives.
    const shared = sitter.getByRole('region', { name: 'Shared with me' });
    await expect(shared.getByRole('article', { name: 'Biscuit' })).toContainText('Caregiver');
    const today = sitter.getByRole('region', { name: 'Biscuit today' });
    const shown = await localTime(sitter, time);
    await today.getByRole('button', { name: `Given: Phenobarbital at ${shown}` }).click();
    await expect(
      sitter.getByText(`Phenobarbital marked given for Biscuit (${shown})`),
    ).toBeVisible();
    await expect(today.getByText(/Given by Sam Sitter/)).toBeVisible();

    // Read-only where the role says so: no delete, no edit, no members or links; only Leave.
    await shared.getByRole('link', { name: 'View Full Profile' }).click();
    await expect(sitter.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
    await expect(sitter.getByText(/shared with you as caregiver/)).toBeVisible();
    await expect(sitter.getByRole('button', { name: 'Download Report' })).toBeVisible();
    await expect(sitter.getByRole('button', { name: 'Delete Pet' })).toHaveCount(0);
    await expect(sitter.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    const sitterSharing = sitter.getByRole('region', { name: 'Sharing' });
    await expect(sitterSharing.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(sitterSharing.getByRole('list', { name: 'Emergency links' })).toHaveCount(0);
    await expect(sitterSharing.getByRole('heading', { name: 'People with access' })).toHaveCount(0);
    a11y.push(...(await seriousA11yViolations(sitter, 'read-only profile')));

    // The owner sees the member joined and the dose in the activity log.
    await owner.reload();
    await expect(people).toContainText('Sam Sitter');
    await expect(people).toContainText('Active');
    const activity = sharing.getByRole('list', { name: 'Activity log' });
    await expect(activity).toContainText('Given: Phenobarbital');

    // An emergency link, opened signed out on another device.
    await sharing.getByLabel('Valid for').selectOption('24');
    await sharing.getByRole('button', { name: 'Create emergency link' }).click();
    // Its URL is shown once, in a dialog with its QR code and Copy (decision 034).
    const created = owner.getByRole('dialog', { name: 'Emergency link created' });
    await expect(
      created.getByRole('img', { name: "QR code of Biscuit's emergency link" }),
    ).toBeVisible();
    await expect(created.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const url = await created.getByRole('textbox', { name: 'Emergency link' }).inputValue();
    expect(url).toMatch(/#\/emergency\/[\w-]+\.[\w-]+$/);
    a11y.push(...(await seriousA11yViolations(owner, 'new emergency link dialog')));
    await created.getByRole('button', { name: 'Done' }).click();
    // The list names the link by its label and maker, never its URL.
    const links = sharing.getByRole('list', { name: 'Emergency links' });
    const token = url.split('/').pop()!;
    await expect(links).toContainText(`${token.slice(0, 4)}… by E2E Owner`);
    await expect(links.getByRole('textbox', { name: 'Emergency link' })).toHaveCount(0);
    expect(await owner.content()).not.toContain(token);

    // The emergency vet opens it on a phone.
    const vet = await freshPage(browser, baseURL, PHONE);
    await vet.goto(url);
    await expect(vet.getByText('Emergency information', { exact: true })).toBeVisible();
    await expect(vet.getByRole('heading', { name: 'Biscuit' })).toBeVisible();
    await expect(vet.getByText('Phenobarbital')).toBeVisible();
    await expect(vet.getByText('30 mg · Once daily')).toBeVisible();
    a11y.push(...(await seriousA11yViolations(vet, 'public emergency page')));
    expect(await scrollsSideways(vet)).toBe(false);

    // The view is recorded for the owner; then the owner revokes the link.
    // On the owner's phone too, the Sharing section fits the screen.
    await owner.setViewportSize(PHONE);
    await owner.reload();
    await expect(links).toContainText('1 view');
    expect(await scrollsSideways(owner)).toBe(false);
    await links.getByRole('button', { name: 'Revoke' }).click();
    await owner
      .getByRole('dialog', { name: 'Revoke emergency link' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(links.getByText('Revoked')).toBeVisible();

    await vet.reload();
    await expect(vet.getByRole('heading', { name: 'Link not found' })).toBeVisible();
    await expect(vet.getByText('Phenobarbital')).toHaveCount(0);

    // The caregiver leaves; the pet is gone from their dashboard.
    await sitterSharing.getByRole('button', { name: 'Leave' }).click();
    await sitter
      .getByRole('dialog', { name: 'Leave Biscuit' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(sitter.getByText('You no longer have access to this pet')).toBeVisible();
    await expect(sitter).toHaveURL(/#\/dashboard$/);
    await expect(sitter.getByRole('article', { name: 'Biscuit' })).toHaveCount(0);

    expect(a11y).toEqual([]);
  });

  test('a vet sees shared patients in Vet Mode', async ({ page, request }) => {
    const owner = await createAccount(request, 'Jamie Owner');
    const vetAccount: Account = await (async () => {
      const email = `e2e-vet-${randomBytes(4).toString('hex')}@example.com`;
      const res = await request.post(`${API_URL}/api/auth/register`, {
        data: {
          name: 'Dr Vee',
          email,
          password: 'vet-pass-4242',
          role: 'vet',
          vetInfo: { licenseNumber: 'L-1', clinic: 'Night Clinic' },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const body = (await res.json()) as { token: string };
      await verifyByMail(request, email);
      return { name: 'Dr Vee', email, password: 'vet-pass-4242', token: body.token };
    })();
    const pet = await api<Reply<{ _id: string }>>(request, owner, 'POST', '/api/pets', {
      name: 'Rex',
      species: 'dog',
      breed: 'Collie',
      weight: 20,
      weightUnit: 'kg',
      age: 6,
      ageUnit: 'years',
    });
    await api(request, owner, 'POST', `/api/pets/${pet.data._id}/medications`, {
      name: 'Ivermectin',
      dosage: '6 mg',
      frequency: 'Monthly',
    });
    const invited = await api<Reply<{ _id: string }>>(
      request,
      owner,
      'POST',
      `/api/pets/${pet.data._id}/members`,
      { email: vetAccount.email, role: 'vet' },
    );
    await api(request, vetAccount, 'POST', `/api/invitations/${invited.data._id}/accept`);

    await signIn(page, vetAccount);
    await page.goto('#/vet-mode');
    const card = page.getByRole('article', { name: 'Rex' });
    await expect(card).toContainText('Owner: Jamie Owner');
    await expect(card).toContainText('Ivermectin');
    await expect(card).toContainText('Quick Check:');
    expect(await seriousA11yViolations(page, 'vet mode')).toEqual([]);
    await card.getByRole('link', { name: 'Open record' }).click();
    await expect(page.getByText(/shared with you as vet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Appointment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Pet' })).toHaveCount(0);
  });
});
