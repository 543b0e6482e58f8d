import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_MESSAGES } from '@pawrx/contracts/timeline';
import { addDays } from '@pawrx/contracts/zoned-time';
import { movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

const clock = movableClock();
const TODAY = clock.day();
const daysAgo = (n: number) => addDays(TODAY, -n);
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let petId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerUser(t.app);
  petId = (await createPet(t.app, owner.token, { weight: 12, weightUnit: 'kg' }))._id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = owner.token) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const timeline = (query = '', id = petId, token = owner.token) =>
  call('GET', `/api/pets/${id}/timeline${query}`, undefined, token);

describe('GET /api/pets/:petId/timeline', () => {
  it('lists medications started, paused, resumed and stopped, reactions, vaccinations, visits and weights in date order', async () => {
    const base = `/api/pets/${petId}`;
    const med = (
      await call('POST', `${base}/medications`, {
        name: 'Apoquel',
        dosage: '16 mg',
        frequency: 'Once daily',
        startDate: daysAgo(30),
      })
    ).json().data;
    await call('PUT', `${base}/medications/${med._id}`, { status: 'paused' });
    await call('PUT', `${base}/medications/${med._id}`, { status: 'active' });
    const food = (
      await call('POST', `${base}/medications`, {
        name: 'Trial diet',
        startDate: daysAgo(20),
        endDate: daysAgo(10),
        status: 'completed',
      })
    ).json().data;
    await call('POST', `${base}/reactions`, {
      medication: 'Trial diet',
      date: daysAgo(13),
      severity: 'moderate',
      symptoms: ['itching'],
    });
    await call('POST', `${base}/vaccinations`, { vaccine: 'Rabies', date: daysAgo(25) });
    await call('POST', `${base}/appointments`, {
      type: 'checkup',
      title: 'Skin check',
      date: daysAgo(5),
    });
    await call('POST', `${base}/weights`, { date: daysAgo(12), weight: 11.5, weightUnit: 'kg' });

    const res = await timeline();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TIMELINE_MESSAGES.listed);
    const events = res.json().data as {
      type: string;
      date: string;
      title: string;
      severity: string | null;
      sourceId: string;
    }[];
    expect(events.map((e) => `${e.date} ${e.type} ${e.title}`)).toEqual([
      `${daysAgo(30)} medication-started Apoquel started`,
      `${daysAgo(25)} vaccination Rabies vaccination`,
      `${daysAgo(20)} medication-started Trial diet started`,
      `${daysAgo(13)} reaction Reaction to Trial diet`,
      `${daysAgo(12)} weight Weighed 11.5 kg`,
      `${daysAgo(10)} medication-stopped Trial diet completed`,
      `${daysAgo(5)} appointment Skin check`,
      `${TODAY} medication-paused Apoquel paused`,
      `${TODAY} medication-resumed Apoquel resumed`,
      `${TODAY} weight Weighed 12 kg`,
    ]);
    expect(events.find((e) => e.type === 'reaction')!.severity).toBe('moderate');
    expect(events.find((e) => e.type === 'medication-stopped')!.sourceId).toBe(food._id);
  });

  it('keeps only the events within from and to, inclusive', async () => {
    const res = await timeline(`?from=${daysAgo(13)}&to=${daysAgo(10)}`);
    expect(res.json().data.map((e: { type: string }) => e.type)).toEqual([
      'reaction',
      'weight',
      'medication-stopped',
    ]);
    expect((await timeline('?from=&to=')).json().data.length).toBeGreaterThan(3);
  });

  it.each([
    ['?from=2023-02-30', 'from', TIMELINE_MESSAGES.fromInvalid],
    ['?to=last-week', 'to', TIMELINE_MESSAGES.toInvalid],
    ['?from=2026-02-01&to=2026-01-01', 'to', TIMELINE_MESSAGES.toBeforeFrom],
    ['?from=2026-01-01%00', 'from', TIMELINE_MESSAGES.fromInvalid],
  ])('answers %s with 400 naming %s', async (query, field, message) => {
    const res = await timeline(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
  });

  it("answers 404 'Pet not found' for another owner's pet, a random id and a malformed id", async () => {
    const stranger = await registerUser(t.app);
    for (const id of [petId, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 'not-a-uuid']) {
      const res = await timeline('', id, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Pet not found');
    }
  });

  it('is in the OpenAPI document with its query', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const get = doc.paths['/api/pets/{petId}/timeline'].get;
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'petId']),
    );
  });
});
