import { api, expect, test } from './fixtures';
import { expectNoSeriousA11y, SIZES, type Reply } from './support/care';

// Issue 24 item 16: the emergency page leads with allergies and current medications (dose, and
// when each was last given, from the dose log in the owner's zone), then conditions, then who to
// call and the vaccinations; it prints black on white without the Print button. Each size with
// axe-core, and once under print media.

for (const size of SIZES) {
  test(`emergency page leads with allergies and medications, last given in the owner's zone (${size.name})`, async ({
    page,
    account,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The owner lives in Tokyo (UTC+9 all year); the visitor's browser is in UTC.
    await api(page.request, account, 'PUT', '/api/auth/profile', {
      timezone: 'Asia/Tokyo',
      phone: '+81 3 1234 5678',
    });
    const pet = await api<Reply<{ _id: string }>>(page.request, account, 'POST', '/api/pets', {
      name: 'Kuma',
      species: 'dog',
      breed: 'Shiba Inu',
      weight: 10,
      age: 6,
    });
    const petId = pet.data._id;
    await api(page.request, account, 'PUT', `/api/pets/${petId}`, {
      medicalHistory: { allergies: ['penicillin'], chronicConditions: ['epilepsy'] },
    });
    const med = await api<Reply<{ _id: string }>>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Phenobarbital', dosage: '30 mg', frequency: 'Twice daily', route: 'oral' },
    );
    await api(page.request, account, 'POST', `/api/pets/${petId}/vaccinations`, {
      vaccine: 'Rabies',
      date: '2026-01-10',
      nextDue: '2027-01-10',
    });
    // An extra dose given 40 minutes ago, logged now: the log's time is the time given.
    const logged = await api<Reply<{ loggedAt: string }>>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/medications/${med.data._id}/doses`,
      { status: 'given', givenAt: new Date(Date.now() - 40 * 60_000).toISOString() },
    );
    const tokyo = new Date(logged.data.loggedAt).toLocaleString('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    });
    const link = await api<Reply<{ url: string }>>(
      page.request,
      account,
      'POST',
      `/api/pets/${petId}/emergency-links`,
      { hours: 24 },
    );
    const token = link.data.url.split('/').pop()!;

    const visitor = await (
      await browser.newContext({
        baseURL,
        viewport: size.viewport,
        timezoneId: 'UTC',
        locale: 'en-US',
      })
    ).newPage();
    await visitor.goto(`#/emergency/${token}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Kuma' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2 })).toHaveText([
      'Allergies',
      'Current medications',
      'Conditions',
      'Recent adverse reactions',
      'Who to call',
      'Vaccinations',
    ]);
    const meds = visitor.getByRole('region', { name: 'Current medications' });
    await expect(meds).toContainText('30 mg · Twice daily · oral');
    await expect(meds).toContainText(`Last given`);
    await expect(meds).toContainText(`${tokyo} Japan Standard Time`);
    await expect(visitor.getByRole('region', { name: 'Allergies' })).toContainText('penicillin');
    await expect(visitor.getByRole('region', { name: 'Who to call' })).toContainText(
      '+81 3 1234 5678',
    );
    await expect(visitor.getByRole('region', { name: 'Vaccinations' })).toContainText(
      'Rabies, given Jan 10, 2026 · next due Jan 10, 2027',
    );
    await expect(visitor.getByRole('button', { name: 'Print' })).toBeVisible();
    // Allergies come first on screen, above the medications.
    const allergiesBox = await visitor.getByRole('region', { name: 'Allergies' }).boundingBox();
    const medsBox = await meds.boundingBox();
    expect(allergiesBox!.y).toBeLessThan(medsBox!.y);
    await expectNoSeriousA11y(visitor);

    // On paper: no button, black text on a white page, nothing wider than the page.
    await visitor.emulateMedia({ media: 'print' });
    await expect(visitor.getByRole('button', { name: 'Print' })).toBeHidden();
    const paper = await visitor.evaluate(() => {
      const style = (el: Element) => getComputedStyle(el);
      const texts = Array.from(document.querySelectorAll('main h1, main h2, main p, main li'));
      return {
        background: style(document.querySelector('main')!.parentElement!).backgroundColor,
        colours: [...new Set(texts.map((el) => style(el).color))],
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(paper.background).toBe('rgb(255, 255, 255)');
    expect(paper.colours).toEqual(['rgb(0, 0, 0)']);
    expect(paper.overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11y(visitor);
    await visitor.context().close();
  });
}
