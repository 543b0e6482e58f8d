import { readFileSync } from 'node:fs';
import { api, expect, test } from './fixtures';

// Issue 30 item 5 in Chromium: a refill's amount prefilled from the medication's last price, the
// year's totals, the pet's CSV, and the account's yearly view.

type Reply = { data: { _id: string } };

test.describe('expenses', () => {
  test('a refill prefilled from its last price, totals, CSV and the account year', async ({
    signedInPage: page,
    account,
  }) => {
    const pet = await api<Reply>(page.request, account, 'POST', '/api/pets', {
      name: 'Rex',
      species: 'dog',
      breed: 'Labrador',
      weight: 30,
      weightUnit: 'kg',
      age: 9,
      ageUnit: 'years',
    });
    const petId = pet.data._id;
    const medication = await api<Reply>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Apoquel', dosage: '16 mg', frequency: 'Once daily' },
    );
    const year = new Date().getFullYear();
    await api(page.request, account, 'POST', `/api/pets/${petId}/expenses`, {
      date: `${year}-01-05`,
      amount: '48.75',
      currency: 'USD',
      category: 'medication',
      medicationId: medication.data._id,
    });

    await page.goto(`#/pet/${petId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rex' })).toBeVisible();
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page.getByTestId('expense-total')).toHaveText('$48.75');
    await expect(page.getByRole('list', { name: 'Expenses' })).toContainText(`Jan 5, ${year}`);

    await page.getByRole('button', { name: 'Add expense' }).click();
    const form = page.getByRole('form', { name: 'Add an expense' });
    await form.getByLabel('Medication (optional)').selectOption({ label: 'Apoquel' });
    // The refill's price is suggested from the last one, and can be changed.
    await expect(form.getByLabel('Amount')).toHaveValue('48.75');
    await expect(form.getByText('Last paid $48.75 on')).toBeVisible();
    await form.getByLabel('Date').fill(`${year}-02-05`);
    await form.getByRole('button', { name: 'Save expense' }).click();
    await expect(page.getByText('Expense recorded')).toBeVisible();

    await page.getByRole('button', { name: 'Add expense' }).click();
    await form.getByLabel('Category').selectOption({ label: 'Vet visit' });
    await form.getByLabel('Amount').fill('1.5');
    await form.getByLabel('Date').fill(`${year}-02-10`);
    await form.getByLabel('Note (optional)').fill('=1+1 recheck');
    await form.getByRole('button', { name: 'Save expense' }).click();

    await expect(page.getByTestId('expense-total')).toHaveText('$99.00');
    const byCategory = page.getByTestId('expense-by-category');
    await expect(byCategory.getByRole('listitem').filter({ hasText: 'Medication' })).toContainText(
      '$97.50',
    );
    await expect(byCategory.getByRole('listitem').filter({ hasText: 'Vet visit' })).toContainText(
      '$1.50',
    );
    await expect(
      page.getByTestId('expense-by-month').getByRole('listitem').filter({ hasText: 'February' }),
    ).toContainText('$50.25');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pawrx-expenses-${year}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv).toEqual([
      'date,pet,category,amount,currency,medication,note',
      `${year}-01-05,Rex,medication,48.75,USD,Apoquel,`,
      `${year}-02-05,Rex,medication,48.75,USD,Apoquel,`,
      `${year}-02-10,Rex,vet-visit,1.50,USD,,'=1+1 recheck`,
      '',
    ]);

    // The account's year, reached from the tab.
    await page.getByRole('link', { name: 'All pets’ expenses by year' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
    await expect(page.getByTestId('expense-by-pet')).toContainText('Rex');
    await expect(page.getByTestId('expense-total')).toHaveText('$99.00');
  });
});

test.describe('lab chart on Analytics', () => {
  test('a lab test charted beside the weight, chosen by its test', async ({
    signedInPage: page,
    account,
  }) => {
    const pet = await api<Reply>(page.request, account, 'POST', '/api/pets', {
      name: 'Mia',
      species: 'cat',
      breed: 'Siamese',
      weight: 4,
      weightUnit: 'kg',
      age: 12,
      ageUnit: 'years',
    });
    const petId = pet.data._id;
    for (const [date, creatinine] of [
      ['2026-03-01', 1.6],
      ['2026-06-01', 2.9],
    ] as const)
      await api(page.request, account, 'POST', `/api/pets/${petId}/labs`, {
        date,
        results: [
          { test: 'Creatinine', value: creatinine, unit: 'mg/dL' },
          { test: 'ALT', value: 50, unit: 'U/L' },
        ],
      });

    await page.goto(`#/pet/${petId}`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Lab results over time' })).toBeVisible();
    const select = page.getByTestId('lab-test-select');
    await select.selectOption({ label: 'Creatinine (mg/dL)' });
    const chart = page.getByTestId('lab-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('circle')).toHaveCount(2);
    await expect(chart.locator('circle.fill-red-600')).toHaveCount(1); // 2.9 is above range
    await select.selectOption({ label: 'ALT (U/L)' });
    await expect(chart.locator('circle.fill-red-600')).toHaveCount(0);
  });
});
