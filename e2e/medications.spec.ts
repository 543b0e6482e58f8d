import type { Page } from '@playwright/test';
import { api, expect, test, type Account } from './fixtures';

// /medications end to end: the real API, database and catalogue chunk, in Chromium.

type PetReply = { data: { _id: string } };

async function createPet(page: Page, account: Account): Promise<string> {
  const reply = await api<PetReply>(page.request, account, 'POST', '/api/pets', {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    weight: 12.5,
    weightUnit: 'kg',
    age: 4,
    ageUnit: 'years',
  });
  return reply.data._id;
}

test.describe('medications', () => {
  test('add through the autocomplete and a dose chip, edit, pause, complete → History, report a reaction, request a medication', async ({
    signedInPage: page,
    account,
  }) => {
    const petId = await createPet(page, account);

    // The picker lists the pet; choosing it opens its records.
    await page.goto('#/medications');
    await page.getByLabel(/Select a pet/).selectOption({ label: 'Biscuit - dog (Beagle)' });
    await expect(page.getByRole('heading', { name: "Biscuit's Medications" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`pet=${petId}`));

    // Add: type, pick the suggestion with the keyboard, fill the dosage from a chip.
    await page.getByRole('button', { name: '+ Add Medication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Medication' });
    const name = dialog.getByRole('combobox', { name: /Medication Name/ });
    await name.pressSequentially('carpro');
    await expect(dialog.getByRole('option', { name: /Carprofen/ })).toBeVisible();
    await name.press('ArrowDown');
    await name.press('Enter');
    await expect(name).toHaveValue('Carprofen');
    await expect(dialog.getByRole('textbox', { name: 'Dosage' })).toBeFocused();
    await expect(dialog.getByLabel('Route')).toHaveValue('oral');
    await dialog.getByRole('button', { name: '2.2 mg/kg twice daily' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Dosage' })).toHaveValue(
      '2.2 mg/kg twice daily',
    );
    await dialog.getByLabel('Frequency').fill('Twice daily');
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(page.getByText('Medication added')).toBeVisible();
    const card = page.getByRole('article', { name: 'Carprofen' });
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('Rimadyl, Novox, Vetprofen')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Current Medications (1)' })).toBeVisible();

    // Edit keeps the rest.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Medication' });
    await edit.getByRole('textbox', { name: 'Dosage' }).fill('50 mg');
    await edit.getByRole('button', { name: 'Update Medication' }).click();
    await expect(page.getByText('Medication updated').first()).toBeVisible();
    // Exact: the card's dose warning (issue 24 item 6) quotes the dose in a sentence of its own.
    await expect(card.getByText('50 mg', { exact: true })).toBeVisible();
    await expect(card.getByText('Twice daily', { exact: true })).toBeVisible();

    // Pause, then complete: it moves to History with an end date.
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByText('Paused')).toBeVisible();
    await expect(page.getByText('Medication paused')).toBeVisible();
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('tab', { name: 'Current Medications (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'History (1)' }).click();
    const done = page.getByRole('article', { name: 'Carprofen' });
    await expect(done.getByText('Completed')).toBeVisible();
    await expect(done.getByText('End Date')).toBeVisible();

    // Report a reaction (defaults mild / recovered).
    await page.getByRole('button', { name: /Report Adverse Reaction/ }).click();
    const reaction = page.getByRole('dialog', { name: 'Report Adverse Reaction' });
    await reaction.getByLabel(/^Medication/).fill('Carprofen');
    await reaction.getByLabel(/^Symptoms/).fill('vomiting, , lethargy');
    await reaction.getByRole('button', { name: 'Report Reaction' }).click();
    await expect(page.getByText('Adverse reaction recorded')).toBeVisible();
    await page.getByRole('tab', { name: 'Adverse Reactions (1)' }).click();
    const recorded = page.getByRole('article', { name: 'Reaction to Carprofen' });
    await expect(recorded.getByText('Mild')).toBeVisible();
    await expect(recorded.getByText('lethargy')).toBeVisible();

    // Request a medication the catalogue lacks; it is stored for this account.
    await page.getByRole('button', { name: 'Request New Medication' }).click();
    const request = page.getByRole('dialog', { name: 'Request New Medication' });
    await request.getByLabel(/^Medication Name/).fill('Bedinvetmab');
    await request.getByLabel('Category').selectOption('Pain');
    await request.getByLabel('Common Doses').fill('0.5 mg/kg, 1 mg/kg');
    await request.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByText("Medication request submitted! We'll review it and add it to our database."),
    ).toBeVisible();
    const mine = await api<{ data: { medicationName: string; commonDoses: string[] }[] }>(
      page.request,
      account,
      'GET',
      '/api/medications/requests',
    );
    expect(mine.data).toEqual([
      expect.objectContaining({
        medicationName: 'Bedinvetmab',
        commonDoses: ['0.5 mg/kg', '1 mg/kg'],
      }),
    ]);
  });
});

test.describe('add-medication pre-check against the real Quick Check (spec §4)', () => {
  test('safe saves directly; caution and dangerous open the warning; Cancel saves nothing', async ({
    signedInPage: page,
    account,
  }) => {
    const petId = await createPet(page, account);
    // 25 mg twice daily for 12.5 kg is within the carprofen label range, so only pairs count.
    await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
      name: 'Carprofen',
      dosage: '25 mg',
      frequency: 'Twice daily',
    });
    await page.goto(`#/medications?pet=${petId}`);
    await expect(page.getByRole('tab', { name: 'Current Medications (1)' })).toBeVisible();

    const add = async (name: string) => {
      await page.getByRole('button', { name: '+ Add Medication' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Medication' });
      await dialog.getByRole('combobox', { name: /Medication Name/ }).fill(name);
      await dialog.getByRole('button', { name: 'Add Medication' }).click();
      return dialog;
    };
    const warning = page.getByRole('dialog', { name: 'Drug Interaction Warning' });

    // Safe: no findings, saved silently.
    await add('Gabapentin');
    await expect(page.getByText('Medication added')).toBeVisible();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Current Medications (2)' })).toBeVisible();

    // Dangerous (NSAID + corticosteroid, High): Cancel keeps the form and saves nothing.
    const form = await add('Prednisone');
    await expect(warning.getByText('Do Not Give Together')).toBeVisible();
    await expect(warning.getByText(/Carprofen \+ Prednisone/)).toBeVisible();
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tab', { name: 'Current Medications (2)' })).toBeVisible();

    // Caution (NSAID + ACE inhibitor, Medium): confirming saves the held medication.
    await add('Enalapril');
    await expect(warning.getByText('Use with Caution')).toBeVisible();
    await warning.getByRole('button', { name: 'Proceed with Caution' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Current Medications (3)' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Enalapril' })).toBeVisible();

    // Dangerous again, confirmed this time.
    await add('Prednisone');
    await warning.getByRole('button', { name: 'Add Anyway (Consult Vet First!)' }).click();
    await expect(page.getByRole('tab', { name: 'Current Medications (4)' })).toBeVisible();
  });
});

test.describe('add-medication pre-check: what the new medication changes (issue 13)', () => {
  test('an accepted risky pair stays a quiet note; a harmless addition is not held back', async ({
    signedInPage: page,
    account,
  }) => {
    const petId = await createPet(page, account);
    // Carprofen + Prednisone (NSAID with a corticosteroid, High) already on record.
    for (const name of ['Carprofen', 'Prednisone'])
      await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
        name,
        dosage: name === 'Carprofen' ? '25 mg' : '',
        frequency: name === 'Carprofen' ? 'Twice daily' : '',
      });
    await page.goto(`#/medications?pet=${petId}`);
    await expect(page.getByRole('tab', { name: 'Current Medications (2)' })).toBeVisible({
      timeout: 30_000,
    });
    const add = async (name: string) => {
      await page.getByRole('button', { name: '+ Add Medication' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Medication' });
      await dialog.getByRole('combobox', { name: /Medication Name/ }).fill(name);
      await dialog.getByRole('button', { name: 'Add Medication' }).click();
    };
    const warning = page.getByRole('dialog', { name: 'Drug Interaction Warning' });

    // Famotidine changes nothing: saved without reopening the old pair's red warning.
    await add('Famotidine');
    await expect(page.getByRole('tab', { name: 'Current Medications (3)' })).toBeVisible();
    await expect(warning).toHaveCount(0);

    // Enalapril adds a Medium pair with Carprofen: caution, with the old High pair folded away.
    await add('Enalapril');
    await expect(warning.getByText('Use with Caution')).toBeVisible();
    await expect(warning.getByText('Do Not Give Together')).toHaveCount(0);
    await expect(warning.getByText(/Carprofen \+ Enalapril/)).toBeVisible();
    const note = warning.getByText(/Already on record: 1 earlier finding/);
    await expect(note).toBeVisible();
    // The pair is listed in the order the current medications come back in.
    const oldPair = warning.getByText(/Carprofen \+ Prednisone|Prednisone \+ Carprofen/);
    await expect(oldPair).toBeHidden();
    await note.click();
    await expect(oldPair).toBeVisible();
    await warning.getByRole('button', { name: 'Proceed with Caution' }).click();
    await expect(page.getByRole('tab', { name: 'Current Medications (4)' })).toBeVisible();
  });
});
