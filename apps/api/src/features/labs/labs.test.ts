import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortDay } from '@pawrx/contracts/lab-conditions';
import { LAB_MESSAGES } from '@pawrx/contracts/labs';
import { addDaysToDateOnly } from '@pawrx/contracts/vaccinations';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Issue 30 items 3 and 4: lab panels, flagged by the report range or the species interval, and
// recent out-of-range values acting as conditions in the Quick Check.

// Dates relative to the real day: the Quick Check counts values of the last 180 days.
const TODAY = new Date().toISOString().slice(0, 10);
const RECENT = addDaysToDateOnly(TODAY, -18);
const OLD = addDaysToDateOnly(TODAY, -400);
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHECK_PER_MINUTE: '40' });
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const newDog = async () =>
  (await createPet(t.app, token, { name: 'Rex', species: 'dog', weight: 30, weightUnit: 'kg' }))
    ._id;
const addPanel = (petId: string, body: object) => call('POST', `/api/pets/${petId}/labs`, body);
const quickCheck = (petId: string, medications: object[]) =>
  call('POST', '/api/interactions/check', { petId, medications });
const kidneyFindings = (body: {
  data: { drugInteractions: { kind: string; medication2: string }[] };
}) =>
  body.data.drugInteractions.filter((i) => i.kind === 'condition' && /kidney/i.test(i.medication2));

describe('lab panels', () => {
  it('records a panel, flags each value and lists each test as a series', async () => {
    const petId = await newDog();
    const first = await addPanel(petId, {
      date: '2026-05-01',
      source: 'Green Clinic',
      results: [
        { test: 'Creatinine', value: 1.2, unit: 'mg/dL' },
        { test: 'ALT', value: 120, unit: 'U/L', low: 10, high: 100 },
        { test: 'Fructosamine', value: 300, unit: 'µmol/L' },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: LAB_MESSAGES.added,
      data: {
        date: '2026-05-01',
        source: 'Green Clinic',
        results: [
          { test: 'Creatinine', flag: 'normal', rangeSource: 'reference', rangeHigh: 2 },
          { test: 'ALT', flag: 'high', rangeSource: 'report' },
          { test: 'Fructosamine', flag: 'unknown', rangeSource: 'none' },
        ],
      },
    });
    await addPanel(petId, {
      date: '2026-11-02',
      results: [{ test: 'creatinine', value: 221, unit: 'µmol/L' }],
    });
    const list = (await call('GET', `/api/pets/${petId}/labs`)).json().data;
    expect(list.panels.map((p: { date: string }) => p.date)).toEqual(['2026-11-02', '2026-05-01']);
    const creatinine = list.series.find((s: { key: string }) => s.key === 'creatinine');
    expect(creatinine.points.map((p: { date: string; flag: string }) => [p.date, p.flag])).toEqual([
      ['2026-05-01', 'normal'],
      ['2026-11-02', 'high'],
    ]);
    expect(list.sources.map((s: { id: string }) => s.id)).toEqual(['engelking']);
  });

  it('deletes a panel, then 404s it', async () => {
    const petId = await newDog();
    const id = (
      await addPanel(petId, {
        date: '2026-01-01',
        results: [{ test: 'ALT', value: 40, unit: 'U/L' }],
      })
    ).json().data.id;
    const removed = await call('DELETE', `/api/pets/${petId}/labs/${id}`);
    expect(removed.json()).toEqual({ success: true, message: LAB_MESSAGES.deleted });
    expect((await call('DELETE', `/api/pets/${petId}/labs/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pets/${petId}/labs/not-a-uuid`)).statusCode).toBe(404);
    expect((await call('GET', `/api/pets/${petId}/labs`)).json().data.panels).toEqual([]);
  });

  it('refuses bad input with 400s naming the fields', async () => {
    const petId = await newDog();
    const bad = async (body: object) => {
      const res = await addPanel(petId, body);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().issues as { path: string }[]).map((i) => i.path);
    };
    expect(await bad({ date: '2026-02-30', results: [] })).toEqual(
      expect.arrayContaining(['date', 'results']),
    );
    expect(
      await bad({ date: '2026-02-03', results: [{ test: 'Creatinine', value: 2.8, unit: 'g/L' }] }),
    ).toEqual(['results.0.unit']);
    expect(
      await bad({
        date: '2026-02-03',
        results: [{ test: 'x'.repeat(5000), value: 'high', unit: '' }],
      }),
    ).toEqual(expect.arrayContaining(['results.0.test', 'results.0.value', 'results.0.unit']));
    const nul = await addPanel(petId, {
      date: '2026-02-03',
      results: [{ test: 'ALT\u0000', value: 1, unit: 'U/L' }],
    });
    expect(nul.statusCode).toBe(400);
  });
});

describe('labs feed the Quick Check', () => {
  const nsaid = [{ name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' }];

  it('a recent high creatinine acts as reduced kidney function, naming the value', async () => {
    const petId = await newDog();
    expect(kidneyFindings((await quickCheck(petId, nsaid)).json())).toEqual([]);
    await addPanel(petId, {
      date: RECENT,
      results: [{ test: 'Creatinine', value: 2.8, unit: 'mg/dL', low: 0.5, high: 1.8 }],
    });
    const findings = kidneyFindings((await quickCheck(petId, nsaid)).json());
    expect(findings).toHaveLength(1);
    expect(findings[0]!.medication2).toBe(
      `reduced kidney function (creatinine 2.8 mg/dL on ${shortDay(RECENT)}, above range) (condition)`,
    );
  });

  it('a normal creatinine, or one older than the window, does not', async () => {
    const normal = await newDog();
    await addPanel(normal, {
      date: RECENT,
      results: [{ test: 'Creatinine', value: 1.1, unit: 'mg/dL' }],
    });
    expect(kidneyFindings((await quickCheck(normal, nsaid)).json())).toEqual([]);
    const old = await newDog();
    await addPanel(old, { date: OLD, results: [{ test: 'Creatinine', value: 4, unit: 'mg/dL' }] });
    expect(kidneyFindings((await quickCheck(old, nsaid)).json())).toEqual([]);
  });

  it('deleting the panel takes the finding away', async () => {
    const petId = await newDog();
    const id = (
      await addPanel(petId, { date: RECENT, results: [{ test: 'SDMA', value: 25, unit: 'µg/dL' }] })
    ).json().data.id;
    expect(kidneyFindings((await quickCheck(petId, nsaid)).json())).toHaveLength(1);
    await call('DELETE', `/api/pets/${petId}/labs/${id}`);
    expect(kidneyFindings((await quickCheck(petId, nsaid)).json())).toEqual([]);
  });
});
