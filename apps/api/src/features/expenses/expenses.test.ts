import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '@pawrx/contracts/expenses';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { person, share } from '../../test/sharing-fixtures';
import { createPet } from '../pets/pets.test-helpers';

// Issue 30 item 5: a pet's expenses, totals per currency by category and month, the account's
// year, CSV export and a medication's last price as the next refill's suggestion.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), payload: payload as object });
const newPet = async (name = 'Rex', as = token) =>
  (await createPet(t.app, as, { name, species: 'dog', weight: 30, weightUnit: 'kg' }))._id;
const add = async (petId: string, body: object, as = token) => {
  const res = await call('POST', `/api/pets/${petId}/expenses`, body, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; amount: string };
};
const newMedication = async (petId: string, name = 'Apoquel') => {
  const res = await call('POST', `/api/pets/${petId}/medications`, { name, dosage: '16 mg' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
};
const issuePaths = (body: string) =>
  (JSON.parse(body).issues as { path: string }[]).map((i) => i.path);

describe('a pet expenses', () => {
  it('records expenses and totals them per currency, by category and by month', async () => {
    const petId = await newPet();
    const first = await add(petId, {
      date: '2026-03-04',
      amount: '12.5',
      currency: 'usd',
      category: 'food',
      note: 'Kibble',
    });
    expect(first).toMatchObject({ amount: '12.50', medicationId: null, medicationName: null });
    await add(petId, { date: '2026-03-20', amount: 0.1, currency: 'USD', category: 'food' });
    await add(petId, { date: '2026-03-21', amount: '0.2', currency: 'USD', category: 'vet-visit' });
    await add(petId, { date: '2026-04-01', amount: '3000', currency: 'JPY', category: 'food' });

    const list = (await call('GET', `/api/pets/${petId}/expenses`)).json().data;
    expect(list.items.map((e: { date: string }) => e.date)).toEqual([
      '2026-04-01',
      '2026-03-21',
      '2026-03-20',
      '2026-03-04',
    ]);
    // Exact decimal sums (0.1 + 0.2 is 0.30, not 0.30000000000000004), never across currencies.
    expect(list.totals.total).toEqual([
      { currency: 'JPY', amount: '3000' },
      { currency: 'USD', amount: '12.80' },
    ]);
    // In the categories' order, then by currency.
    expect(list.totals.byCategory).toEqual([
      { category: 'vet-visit', currency: 'USD', amount: '0.20' },
      { category: 'food', currency: 'JPY', amount: '3000' },
      { category: 'food', currency: 'USD', amount: '12.60' },
    ]);
    expect(list.totals.byMonth).toEqual([
      { month: '2026-03', currency: 'USD', amount: '12.80' },
      { month: '2026-04', currency: 'JPY', amount: '3000' },
    ]);

    const march = (
      await call('GET', `/api/pets/${petId}/expenses?from=2026-03-10&to=2026-03-31`)
    ).json().data;
    expect(march.items).toHaveLength(2);
    expect(march.totals.total).toEqual([{ currency: 'USD', amount: '0.30' }]);
  });

  it('changes and deletes an expense, then 404s it', async () => {
    const petId = await newPet();
    const { id } = await add(petId, {
      date: '2026-01-02',
      amount: '10',
      currency: 'EUR',
      category: 'grooming',
    });
    const changed = await call('PATCH', `/api/pets/${petId}/expenses/${id}`, {
      amount: '11.99',
      note: 'Nails too',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      amount: '11.99',
      currency: 'EUR',
      category: 'grooming',
      note: 'Nails too',
    });
    // A currency without decimals refuses the amount it would keep.
    const toYen = await call('PATCH', `/api/pets/${petId}/expenses/${id}`, { currency: 'JPY' });
    expect(toYen.statusCode).toBe(400);
    expect(issuePaths(toYen.body)).toEqual(['amount']);

    const removed = await call('DELETE', `/api/pets/${petId}/expenses/${id}`);
    expect(removed.json()).toEqual({ success: true, message: EXPENSE_MESSAGES.deleted });
    expect((await call('DELETE', `/api/pets/${petId}/expenses/${id}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/pets/${petId}/expenses/${id}`, { note: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/pets/${petId}/expenses/not-a-uuid`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400s naming the fields, never a 500', async () => {
    const petId = await newPet();
    const bad = async (
      body: unknown,
      method: Method = 'POST',
      url = `/api/pets/${petId}/expenses`,
    ) => {
      const res = await call(method, url, body);
      expect(res.statusCode, res.body).toBe(400);
      return issuePaths(res.body);
    };
    expect(
      await bad({ date: '2026-02-30', amount: '-3', currency: 'XXY', category: 'toys' }),
    ).toEqual(expect.arrayContaining(['date', 'amount', 'currency', 'category']));
    expect(
      await bad({ date: '2026-02-03', amount: '1.234', currency: 'USD', category: 'food' }),
    ).toEqual(['amount']);
    expect(
      await bad({ date: '2026-02-03', amount: '5.5', currency: 'JPY', category: 'food' }),
    ).toEqual(['amount']);
    for (const amount of ['0', '1e3', '2000000', 'NaN', '', ' ', '1,50', [], {}, null, true]) {
      expect(
        await bad({ date: '2026-02-03', amount, currency: 'USD', category: 'food' }),
      ).toContain('amount');
    }
    expect(
      await bad({
        date: '2026-02-03',
        amount: '1',
        currency: 'USD',
        category: 'food',
        note: 'x'.repeat(501),
      }),
    ).toEqual(['note']);
    expect((await call('POST', `/api/pets/${petId}/expenses`, 'not json')).statusCode).toBe(415);
    expect(await bad({}, 'GET', `/api/pets/${petId}/expenses?from=2026-13-01`)).toEqual(['from']);
    expect(
      await bad({}, 'GET', `/api/pets/${petId}/expenses?from=2026-05-01&to=2026-04-01`),
    ).toEqual(['to']);
    const { id } = await add(petId, {
      date: '2026-01-02',
      amount: '1',
      currency: 'USD',
      category: 'food',
    });
    expect(await bad({}, 'PATCH', `/api/pets/${petId}/expenses/${id}`)).toEqual(['body']);
    for (const year of ['', '26', '1969', '2101', 'abcd', '2026.5'])
      expect(await bad({}, 'GET', `/api/expenses?year=${year}`)).toEqual(['year']);
  });

  it("takes only this pet's medications, and suggests a refill from the last price", async () => {
    const petId = await newPet();
    const medicationId = await newMedication(petId);
    const suggestion = (id = medicationId) =>
      call('GET', `/api/pets/${petId}/medications/${id}/last-expense`);
    expect((await suggestion()).json().data).toBeNull();
    await add(petId, {
      date: '2026-01-10',
      amount: '45.00',
      currency: 'USD',
      category: 'medication',
      medicationId,
    });
    const refill = await add(petId, {
      date: '2026-02-10',
      amount: '48.75',
      currency: 'USD',
      category: 'medication',
      medicationId,
    });
    expect(refill).toMatchObject({ medicationId, medicationName: 'Apoquel' });
    expect((await suggestion()).json().data).toEqual({
      amount: '48.75',
      currency: 'USD',
      date: '2026-02-10',
    });

    const otherPet = await newPet('Mia');
    const othersMedication = await newMedication(otherPet, 'Vetmedin');
    for (const wrong of [othersMedication, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', `/api/pets/${petId}/expenses`, {
        date: '2026-02-11',
        amount: '1',
        currency: 'USD',
        category: 'medication',
        medicationId: wrong,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(issuePaths(res.body)).toEqual(['medicationId']);
    }
    expect((await suggestion(othersMedication)).statusCode).toBe(400);
  });

  it('is a 404 for another account, and hidden from a caregiver (403)', async () => {
    const petId = await newPet();
    const { id } = await add(petId, {
      date: '2026-01-02',
      amount: '1',
      currency: 'USD',
      category: 'food',
    });
    const stranger = await person(t.app, 'Stranger');
    for (const [method, url] of [
      ['GET', `/api/pets/${petId}/expenses`],
      ['GET', `/api/pets/${petId}/expenses.csv`],
      ['PATCH', `/api/pets/${petId}/expenses/${id}`],
      ['DELETE', `/api/pets/${petId}/expenses/${id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'PATCH' ? { note: 'x' } : undefined,
        stranger.token,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const strangerYear = await call('GET', '/api/expenses?year=2026', undefined, stranger.token);
    expect(strangerYear.json().data.items).toEqual([]);
  });
});

describe('the account year and CSV', () => {
  it('sums the year over owned and co-owned pets, not pets where one is a caregiver', async () => {
    const me = await person(t.app, 'Ana');
    const friend = await person(t.app, 'Ben');
    const mine = await newPet('Rex', me.token);
    const coOwned = await newPet('Mia', friend.token);
    const cared = await newPet('Tom', friend.token);
    await share(t.app, { ...friend }, coOwned, me, 'co-owner');
    await share(t.app, { ...friend }, cared, me, 'caregiver');
    const base = { currency: 'USD', category: 'vet-visit' };
    await add(mine, { ...base, date: '2025-12-31', amount: '99' }, me.token);
    await add(
      mine,
      { ...base, date: '2026-01-01', amount: '10.10', note: '=HYPERLINK("x")' },
      me.token,
    );
    await add(
      coOwned,
      { ...base, date: '2026-06-15', amount: '5', category: 'food' },
      friend.token,
    );
    await add(cared, { ...base, date: '2026-06-15', amount: '700' }, friend.token);

    const year = (await call('GET', '/api/expenses?year=2026', undefined, me.token)).json().data;
    expect(year.year).toBe(2026);
    expect(year.items.map((e: { petName: string }) => e.petName)).toEqual(['Mia', 'Rex']);
    expect(year.totals.total).toEqual([{ currency: 'USD', amount: '15.10' }]);
    expect(year.totals.byPet).toEqual([
      { petId: coOwned, petName: 'Mia', currency: 'USD', amount: '5.00' },
      { petId: mine, petName: 'Rex', currency: 'USD', amount: '10.10' },
    ]);

    const csv = await call('GET', '/api/expenses.csv?year=2026', undefined, me.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('pawrx-expenses-2026.csv');
    expect(csv.body.split('\r\n')).toEqual([
      'date,pet,category,amount,currency,medication,note',
      // The formula is defused by a leading apostrophe (CSV injection).
      `2026-01-01,Rex,vet-visit,10.10,USD,,"'=HYPERLINK(""x"")"`,
      '2026-06-15,Mia,food,5.00,USD,,',
      '',
    ]);

    const petCsv = await call(
      'GET',
      `/api/pets/${mine}/expenses.csv?from=2025-01-01&to=2025-12-31`,
      undefined,
      me.token,
    );
    expect(petCsv.body.split('\r\n')[1]).toBe('2025-12-31,Rex,vet-visit,99.00,USD,,');
    expect(petCsv.headers['content-disposition']).toContain(
      'pawrx-expenses-2025-01-01-to-2025-12-31.csv',
    );
  });
});
