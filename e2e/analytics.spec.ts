import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { API_URL } from './support/env';

// Issue 15 in Chromium against the built app: the Analytics tab's chart and its tables, a weight
// that moves a tablet dose out of range, the adverse-event PDF of a reaction, no serious or
// critical axe-core violation on the tab, and no sideways scroll on a 390 px phone.

type Created = { data: { _id: string } };

/** A 25 kg dog on one 100 mg Rimadyl tablet a day (4 mg/kg, within range) with one reaction. */
async function seed(page: Page, account: Parameters<typeof api>[1]) {
  const pet = await api<Created>(page.request, account, 'POST', '/api/pets', {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Labrador',
    weight: 25,
    weightUnit: 'kg',
    age: 7,
    ageUnit: 'years',
  });
  const petId = pet.data._id;
  // A weighing five days ago (the weight typed at sign-up is replaced by a weighing of its day).
  await api(page.request, account, 'POST', `/api/pets/${petId}/weights`, {
    date: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
    weight: 25,
    weightUnit: 'kg',
  });
  await api(page.request, account, 'POST', `/api/pets/${petId}/medications`, {
    name: 'Rimadyl 100mg',
    dosage: '1 tablet',
    frequency: 'Once daily',
    route: 'oral',
    startDate: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
  });
  const reaction = await api<Created>(
    page.request,
    account,
    'POST',
    `/api/pets/${petId}/reactions`,
    {
      medication: 'Rimadyl',
      date: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      severity: 'moderate',
      symptoms: ['vomiting'],
    },
  );
  return { petId, reactionId: reaction.data._id };
}

async function openAnalytics(page: Page, petId: string) {
  await page.goto(`#/pet/${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(
    page.getByRole('img', { name: /Biscuit's weight, medications and reactions over time/ }),
  ).toBeVisible();
}

test.describe('health analytics', () => {
  test('a lighter dog: the dose change, the chart and its tables, the adverse-event PDF', async ({
    signedInPage: page,
    account,
  }) => {
    const { petId, reactionId } = await seed(page, account);
    await openAnalytics(page, petId);

    // The table alternative holds the chart's numbers.
    await page.getByText('Show the chart as tables').click();
    const weights = page.getByRole('table', { name: 'Weights' });
    await expect(weights).toContainText('25 kg');
    await expect(page.getByRole('table', { name: 'Medication courses' })).toContainText(
      'Rimadyl 100mg',
    );
    await expect(page.getByRole('table', { name: 'Reactions' })).toContainText('Moderate');

    // 25 → 15 kg: one 100 mg tablet goes from 4 to 6.67 mg/kg, above carprofen's usual range.
    const form = page.getByRole('form', { name: 'Record a weight' });
    await form.getByLabel('Weight').fill('15');
    await form.getByLabel('Unit').selectOption('kg');
    await form.getByRole('button', { name: 'Save weight' }).click();
    const changes = page.getByRole('list', { name: 'Dose changes' });
    await expect(changes).toContainText('Rimadyl 100mg: dose now above the usual range');
    await expect(changes).toContainText('4 mg/kg → 6.67 mg/kg per dose');
    await expect(page.getByText(/Rapid weight loss: 40%/)).toBeVisible();
    await expect(weights.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Recorded weights' })).toContainText('15 kg');

    // The profile's weight follows the newest weighing.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('15 kg').first()).toBeVisible();

    // The reaction's adverse-event report, from the Reactions tab.
    await page.getByRole('tab', { name: 'Reactions (1)' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Report to regulator (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Biscuit_Adverse_Event_\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const direct = await page.request.get(
      `${API_URL}/api/reports/pet/${petId}/reactions/${reactionId}/adverse-event`,
      { headers: { authorization: `Bearer ${account.token}` } },
    );
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('application/pdf');
  });

  test('the Analytics tab: no serious or critical axe-core violation, fits a phone', async ({
    signedInPage: page,
    account,
  }) => {
    const { petId } = await seed(page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await openAnalytics(page, petId);
    await page.getByText('Show the chart as tables').click();

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);

    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${scroll} px wide on a ${client} px screen`).toBeLessThanOrEqual(client);
    const chart = await page.getByRole('img', { name: /over time/ }).boundingBox();
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(390);
  });
});
