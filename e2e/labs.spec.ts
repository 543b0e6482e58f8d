import type { Page } from '@playwright/test';
import { api, expect, test, type Account } from './fixtures';

// Issue 30 items 3 and 4 in Chromium: lab results entered from pasted report text (checked,
// then saved), the high creatinine flagged, and the Quick Check of an NSAID naming that value.

type Reply = { data: { _id: string } };

async function dog(page: Page, account: Account): Promise<string> {
  const pet = await api<Reply>(page.request, account, 'POST', '/api/pets', {
    name: 'Rex',
    species: 'dog',
    breed: 'Labrador',
    weight: 30,
    weightUnit: 'kg',
    age: 9,
    ageUnit: 'years',
  });
  // The checker compares a new medicine with current ones, so Rex takes one already.
  await api(page.request, account, 'POST', `/api/pets/${pet.data._id}/medications`, {
    name: 'Gabapentin',
    dosage: '100 mg',
    frequency: 'Twice daily',
  });
  return pet.data._id;
}

/** Carprofen 75 mg, chosen through the autocomplete as a person would. */
async function chooseCarprofen(page: Page) {
  const name = page.getByRole('combobox', { name: /Medication Name/ });
  await name.pressSequentially('carpro');
  await expect(page.getByRole('option', { name: /Carprofen/ })).toBeVisible();
  await name.press('ArrowDown');
  await name.press('Enter');
  await expect(name).toHaveValue('Carprofen');
  await page.getByRole('textbox', { name: 'Dosage' }).fill('75 mg');
}

test.describe('lab results', () => {
  test('a panel from report text flags a high creatinine, and the Quick Check names it', async ({
    signedInPage: page,
    account,
  }) => {
    const petId = await dog(page, account);
    await page.goto(`#/pet/${petId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rex' })).toBeVisible();
    await page.getByRole('tab', { name: 'Labs' }).click();
    await expect(page.getByText('No lab results yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add lab results' }).click();
    const form = page.getByRole('form', { name: 'Add lab results' });
    await form.getByText('Enter values from a document').click();
    await form
      .getByLabel('Report text')
      .fill('Chemistry panel\nCreatinine 2.8 mg/dL 0.5-1.8\nALT 45 U/L (10 - 100)\nPage 1 of 1');
    await form.getByRole('button', { name: 'Fill in the form' }).click();
    await expect(form.getByRole('status')).toHaveText(
      '2 results filled in below: check each one before saving.',
    );
    await expect(form.getByLabel('Test 1')).toHaveValue('Creatinine');
    await expect(form.getByLabel('Value 1')).toHaveValue('2.8');
    await expect(form.getByLabel('High 1')).toHaveValue('1.8');
    await expect(form.getByLabel('Test 2')).toHaveValue('ALT');
    await form.getByRole('button', { name: 'Save lab results' }).click();

    const table = page.getByRole('table', { name: 'Latest value of each test' });
    const creatinine = table.getByRole('row', { name: /Creatinine/ });
    await expect(creatinine).toContainText('2.8 mg/dL');
    await expect(creatinine).toContainText('High');
    await expect(table.getByRole('row', { name: /ALT/ })).toContainText('Normal');

    // The Quick Check of an NSAID for Rex reads the lab value as reduced kidney function.
    await page.goto(`#/interactions?pet=${petId}`);
    await expect(page.getByLabel('Choose a pet')).toHaveValue(petId);
    await chooseCarprofen(page);
    await page.getByRole('button', { name: 'Quick Check' }).click();
    const results = page.getByRole('region', { name: 'Interaction Check Results' });
    await expect(
      results
        .getByText(/reduced kidney function \(creatinine 2\.8 mg\/dL on \w{3} \d+, above range\)/)
        .first(),
    ).toBeVisible();
  });

  test('a normal creatinine gives no kidney finding', async ({ signedInPage: page, account }) => {
    const petId = await dog(page, account);
    await api(page.request, account, 'POST', `/api/pets/${petId}/labs`, {
      date: new Date().toISOString().slice(0, 10),
      results: [{ test: 'Creatinine', value: 1.1, unit: 'mg/dL' }],
    });
    await page.goto(`#/interactions?pet=${petId}`);
    await expect(page.getByLabel('Choose a pet')).toHaveValue(petId);
    await chooseCarprofen(page);
    await page.getByRole('button', { name: 'Quick Check' }).click();
    await expect(page.getByText('Interaction check completed')).toBeVisible();
    await expect(page.getByText(/reduced kidney function/)).toHaveCount(0);
  });
});
