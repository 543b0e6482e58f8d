import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { api, expect, test } from './fixtures';
import { API_URL, MAIL_DIR } from './support/env';
import { waitForMail } from './support/mail';

// The medical record PDF downloaded from the pet profile, and a support message sent from
// /contact-support to the support inbox: the built app, real API, database and SMTP, in Chromium.

const SUPPORT_INBOX = 'support@pawrx.local';

type Created = { data: { _id: string } };

test.describe('medical report', () => {
  test('Download Report saves <PetName>_Medical_Report.pdf with the pet’s records', async ({
    signedInPage: page,
    account,
  }) => {
    const pet = await api<Created>(page.request, account, 'POST', '/api/pets', {
      name: 'Zoë Müller',
      species: 'dog',
      breed: 'Border Collie',
      weight: 19.5,
      weightUnit: 'kg',
      age: 6,
      ageUnit: 'years',
    });
    const petId = pet.data._id;
    await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
      name: 'Carprofen',
      dosage: '75 mg',
      frequency: 'Twice daily',
      route: 'oral',
    });

    await page.goto(`#/pet/${petId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zoë Müller' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Zoë Müller_Medical_Report.pdf');
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    await expect(page.getByText('Medical report downloaded successfully')).toBeVisible();

    // The server's own header names the file the same way, for any client.
    const direct = await page.request.get(`${API_URL}/api/reports/pet/${petId}/medical-record`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('application/pdf');
    expect(direct.headers()['content-disposition']).toContain(
      "filename*=UTF-8''Zo%C3%AB%20M%C3%BCller_Medical_Report.pdf",
    );
  });
});

test.describe('contact support', () => {
  test('sends a message to the support inbox, shows Message Sent! and resets the form', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('#/contact-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(account.name);
    await expect(page.getByLabel('Email', { exact: false })).toHaveValue(account.email);

    const subject = `Calendar question ${Date.now()}`;
    await page.getByLabel('Category').selectOption({ label: 'Technical Issue' });
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('checkbox', { name: /Mark as urgent/ }).check();
    await page.getByLabel('Message').fill('The <b>calendar</b> shows no dots & nothing else.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText('Support request sent successfully!')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    // Long headers are folded over lines: unfold them before reading.
    const mail = (await waitForMail(SUPPORT_INBOX)).replace(/\r?\n(?=[ \t])/g, '');
    expect(mail).toContain(`[URGENT] [PawRx Support] Technical Issue: ${subject}`);
    expect(mail).toContain('&#60;b&#62;calendar&#60;/b&#62; shows no dots &#38; nothing else.');
    expect(mail).toMatch(new RegExp(`^Reply-To: ${account.email.replace(/\./g, '\\.')}`, 'm'));
    // Nothing of the message goes to the address typed into the form (that address only got its
    // verification link at registration).
    const toAccount = readdirSync(MAIL_DIR)
      .map(
        (file) =>
          JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
            to: string;
            raw: string;
          },
      )
      .filter((m) => m.to.split(',').includes(account.email.toLowerCase()));
    expect(toAccount.some((m) => m.raw.includes(subject))).toBe(false);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('general');
    await expect(page.getByRole('checkbox', { name: /Mark as urgent/ })).not.toBeChecked();
    await expect(page.getByLabel('Name')).toHaveValue(account.name);
  });
});

test('vet mode is open to any signed-in account and lists the patients shared with it', async ({
  signedInPage: page,
}) => {
  await page.goto('#/vet-mode');
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinarian Mode' })).toBeVisible();
  // Nobody has shared a pet with this account yet (sharing.spec.ts covers a vet with patients).
  await expect(page.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
  await expect(page.getByText('Under construction')).toHaveCount(0);
});
