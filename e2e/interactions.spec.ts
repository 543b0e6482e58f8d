import type { Page } from '@playwright/test';
import { api, expect, test, type Account } from './fixtures';

// /interactions end to end: the real API, safety engine, built-in AI analysis and catalogue
// chunk, in Chromium. The pet and its current medication are created through the API.

type Reply = { data: { _id: string } };

async function dogOnPrednisone(page: Page, account: Account): Promise<string> {
  const pet = await api<Reply>(page.request, account, 'POST', '/api/pets', {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    weight: 12.5,
    weightUnit: 'kg',
    age: 6,
    ageUnit: 'years',
  });
  await api(page.request, account, 'POST', `/api/pets/${pet.data._id}/medications`, {
    name: 'Prednisone',
    dosage: '5 mg',
    frequency: 'Once daily',
  });
  return pet.data._id;
}

test.describe('interaction checker', () => {
  test('Quick Check a dangerous and a safe combination, then the AI analysis', async ({
    signedInPage: page,
    account,
  }) => {
    const petId = await dogOnPrednisone(page, account);
    await page.goto(`#/interactions?pet=${petId}`);
    await expect(page.getByRole('heading', { name: 'Interaction Checker' })).toBeVisible();
    await expect(page.getByLabel('Choose a pet')).toHaveValue(petId);
    await expect(page.getByText('Current Medications (1)')).toBeVisible();
    await expect(page.getByText('Prednisone', { exact: true })).toBeVisible();

    const quick = page.getByRole('button', { name: 'Quick Check' });
    const ai = page.getByRole('button', { name: 'AI Analysis' });
    await expect(quick).toBeDisabled();
    await expect(ai).toBeDisabled();

    // Dangerous: an NSAID on top of a corticosteroid, chosen through the autocomplete.
    const name = page.getByRole('combobox', { name: /Medication Name/ });
    await name.pressSequentially('carpro');
    await expect(page.getByRole('option', { name: /Carprofen/ })).toBeVisible();
    await name.press('ArrowDown');
    await name.press('Enter');
    await expect(name).toHaveValue('Carprofen');
    await expect(page.getByRole('textbox', { name: 'Dosage' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Dosage' }).fill('25 mg');
    await page.getByLabel('Frequency').selectOption('Twice daily');
    await quick.click();
    await expect(page.getByText('Interaction check completed')).toBeVisible();
    const results = page.getByRole('region', { name: 'Interaction Check Results' });
    await expect(results.getByRole('heading', { name: 'Do Not Give Together' })).toBeVisible();
    await expect(results.getByText(/Drug Interactions Found \(\d+\)/)).toBeVisible();
    await expect(
      results.getByText(/not a substitute for professional veterinary advice/),
    ).toBeVisible();

    // Safe: gabapentin is routinely given with prednisone.
    await name.fill('Gabapentin');
    await page.getByRole('textbox', { name: 'Dosage' }).fill('100 mg');
    await quick.click();
    await expect(results.getByRole('heading', { name: 'Safe to Give Together' })).toBeVisible();
    await expect(results.getByText('No Interactions Detected')).toBeVisible();

    // A name the checker does not know is never reported safe.
    await name.fill('Zorblaxil');
    await page.getByRole('textbox', { name: 'Dosage' }).fill('10 mg');
    await quick.click();
    await expect(results.getByRole('heading', { name: 'Medication Not Recognised' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Safe to Give Together' })).toHaveCount(0);
    await expect(results.getByText('Zorblaxil', { exact: true })).toBeVisible();

    // AI analysis of the dangerous pair: the built-in engine answers, and the panel says so.
    await name.fill('Carprofen');
    await page.getByRole('textbox', { name: 'Dosage' }).fill('25 mg');
    await ai.click();
    await expect(page.getByText('AI analysis completed')).toBeVisible();
    const panel = page.getByRole('region', { name: 'AI Analysis Results' });
    await expect(
      panel.getByText(/Biscuit is a 6-year-old Beagle dog weighing 12.5 kg/),
    ).toBeVisible();
    await expect(panel.getByText(/Risk Level:/)).toContainText('High');
    await expect(panel.getByRole('heading', { name: 'Alternatives' })).toBeVisible();
    await expect(panel.getByTestId('ai-engine')).toHaveText('built-in');
    const source = panel.getByRole('link').first();
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
  });

  test('a pet without current medications gets the yellow note and no check', async ({
    signedInPage: page,
    account,
  }) => {
    const pet = await api<Reply>(page.request, account, 'POST', '/api/pets', {
      name: 'Mochi',
      species: 'cat',
      weight: 4,
      age: 3,
    });
    await page.goto('#/interactions');
    await page.getByLabel('Choose a pet').selectOption({ label: 'Mochi - cat' });
    await expect(page).toHaveURL(new RegExp(`pet=${pet.data._id}`));
    await expect(page.getByText('No Current Medications', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: /Medication Name/ }).fill('Meloxicam');
    await page.getByRole('button', { name: 'Quick Check' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This pet has no current medications to check against.',
    );
  });
});
