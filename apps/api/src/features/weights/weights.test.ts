import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@pawrx/contracts/messages';
import { WEIGHT_MESSAGES } from '@pawrx/contracts/weights';
import { addDays } from '@pawrx/contracts/zoned-time';
import { movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

const clock = movableClock();
const TODAY = clock.day();
const daysAgo = (n: number) => addDays(TODAY, -n);
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = owner.token) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const weightsUrl = (petId: string) => `/api/pets/${petId}/weights`;
const list = async (petId: string) => {
  const res = await call('GET', weightsUrl(petId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; date: string; weightKg: number; note?: string }[];
};
const add = (petId: string, body: object) => call('POST', weightsUrl(petId), body);
const petOf = async (petId: string) => (await call('GET', `/api/pets/${petId}`)).json().data;

describe('GET /api/pets/:petId/weights', () => {
  it("starts with the weight the pet was created with, dated the owner's today", async () => {
    const pet = await createPet(t.app, owner.token, { weight: 12.5, weightUnit: 'kg' });
    expect(await list(pet._id)).toEqual([{ id: expect.any(String), date: TODAY, weightKg: 12.5 }]);
  });

  it('lists oldest first, whatever order they were recorded in', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 10, weightUnit: 'kg' });
    await add(pet._id, { date: daysAgo(20), weight: 9, weightUnit: 'kg' });
    await add(pet._id, { date: daysAgo(40), weight: 8, weightUnit: 'kg', note: 'puppy' });
    await add(pet._id, { date: daysAgo(10), weight: 9.5, weightUnit: 'kg' });
    const entries = await list(pet._id);
    expect(entries.map((e) => [e.date, e.weightKg])).toEqual([
      [daysAgo(40), 8],
      [daysAgo(20), 9],
      [daysAgo(10), 9.5],
      [TODAY, 10],
    ]);
    expect(entries[0]!.note).toBe('puppy');
  });
});

describe('POST /api/pets/:petId/weights', () => {
  it('records a weighing in kg and makes it the pet’s current weight', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 12.5, weightUnit: 'kg' });
    const res = await add(pet._id, { date: TODAY, weight: 13.2, weightUnit: 'kg', note: ' vet ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: WEIGHT_MESSAGES.added,
      data: { id: expect.any(String), date: TODAY, weightKg: 13.2, note: 'vet' },
      doseChanges: [],
      weightTrend: null,
    });
    expect(await petOf(pet._id)).toMatchObject({ weight: 13.2, weightUnit: 'kg' });
  });

  it('converts lbs to kg, and keeps the owner’s number on a pet weighed in lbs', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 20, weightUnit: 'lbs' });
    const res = await add(pet._id, { date: TODAY, weight: 22, weightUnit: 'lbs' });
    expect(res.json().data.weightKg).toBe(9.979);
    expect(await petOf(pet._id)).toMatchObject({ weight: 22, weightUnit: 'lbs' });
    // A kg weighing on a lbs pet is shown in lbs on the profile.
    await add(pet._id, { date: TODAY, weight: 10, weightUnit: 'kg' });
    expect(await petOf(pet._id)).toMatchObject({ weight: 22.05, weightUnit: 'lbs' });
  });

  it('leaves the current weight alone for a back-dated weighing', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 25, weightUnit: 'kg' });
    const res = await add(pet._id, { date: daysAgo(90), weight: 18, weightUnit: 'kg' });
    expect(res.statusCode).toBe(201);
    expect(res.json().doseChanges).toEqual([]);
    expect((await petOf(pet._id)).weight).toBe(25);
  });

  it.each([
    ['zero', { weight: 0 }, 'weight', WEIGHT_MESSAGES.weightNotPositive],
    ['a negative weight', { weight: -3 }, 'weight', WEIGHT_MESSAGES.weightNotPositive],
    ['over 1,500 kg', { weight: 1500.5 }, 'weight', WEIGHT_MESSAGES.weightTooLarge],
    [
      'over 1,500 kg in lbs',
      { weight: 3400, weightUnit: 'lbs' },
      'weight',
      WEIGHT_MESSAGES.weightTooLarge,
    ],
    ['a missing weight', { weight: undefined }, 'weight', WEIGHT_MESSAGES.weightRequired],
    ['a text weight', { weight: 'heavy' }, 'weight', WEIGHT_MESSAGES.weightNotNumber],
    ['an unknown unit', { weightUnit: 'stone' }, 'weightUnit', WEIGHT_MESSAGES.unitInvalid],
    ['an impossible date', { date: '2023-02-30' }, 'date', WEIGHT_MESSAGES.dateInvalid],
    ['a malformed date', { date: '15/03/2026' }, 'date', WEIGHT_MESSAGES.dateInvalid],
    ['tomorrow', { date: addDays(TODAY, 1) }, 'date', WEIGHT_MESSAGES.dateInFuture],
    ['a NUL byte in the note', { note: 'a\u0000b' }, 'note', INPUT_MESSAGES.nulCharacter],
    ['a long note', { note: 'x'.repeat(501) }, 'note', WEIGHT_MESSAGES.noteTooLong],
  ])('answers %s with 400 naming the field', async (_label, change, field, message) => {
    const pet = await createPet(t.app, owner.token);
    const res = await add(pet._id, { date: TODAY, weight: 12, weightUnit: 'kg', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await list(pet._id)).toHaveLength(1);
  });

  it('a first weighing today replaces the weight typed at sign-up: no same-day loss', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 25, weightUnit: 'kg' });
    const res = await add(pet._id, { date: TODAY, weight: 20, weightUnit: 'kg' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().weightTrend).toBeNull();
    expect((await list(pet._id)).map((w) => [w.date, w.weightKg])).toEqual([[TODAY, 20]]);
    // A second weighing the same day is a weighing: both stay, and a fast change is told.
    const again = await add(pet._id, { date: TODAY, weight: 16, weightUnit: 'kg' });
    expect(again.json().weightTrend).toMatchObject({ direction: 'loss', percent: 20 });
    expect(await list(pet._id)).toHaveLength(2);
  });

  it('a weighing of an earlier day keeps the profile weight of today', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 25, weightUnit: 'kg' });
    await add(pet._id, { date: daysAgo(3), weight: 24, weightUnit: 'kg' });
    expect((await list(pet._id)).map((w) => [w.date, w.weightKg])).toEqual([
      [daysAgo(3), 24],
      [TODAY, 25],
    ]);
  });

  it('re-checks current doses: a loss that takes a tablet dose out of range is reported', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 25, weightUnit: 'kg' });
    const med = await call('POST', `/api/pets/${pet._id}/medications`, {
      name: 'Rimadyl 100mg',
      dosage: '1 tablet',
      frequency: 'Once daily',
    });
    // Finished courses are not re-checked.
    await call('POST', `/api/pets/${pet._id}/medications`, {
      name: 'Carprofen 100mg',
      dosage: '1 tablet',
      frequency: 'Once daily',
      status: 'completed',
    });
    const res = await add(pet._id, { date: TODAY, weight: 15, weightUnit: 'kg' });
    expect(res.json().doseChanges).toEqual([
      {
        medicationId: med.json().data._id,
        medicationName: 'Rimadyl 100mg',
        mgPerKgBefore: 4,
        mgPerKgNow: 6.67,
        finding: {
          status: 'out-of-range',
          riskLevel: 'Medium',
          description: expect.stringContaining('times the usual maximum for a dog'),
          recommendation: expect.stringContaining('Check the dose'),
        },
      },
    ]);
    // The Quick Check now judges the new weight too.
    const check = await call('POST', '/api/interactions/check', {
      petId: pet._id,
      medications: [{ name: 'Rimadyl 100mg', dosage: '1 tablet', frequency: 'Once daily' }],
    });
    expect(check.json().data.drugInteractions.map((f: { kind: string }) => f.kind)).toContain(
      'dose',
    );

    // Back up to 25 kg: within range again, said plainly.
    const back = await add(pet._id, { date: TODAY, weight: 25, weightUnit: 'kg' });
    expect(back.json().doseChanges).toEqual([
      expect.objectContaining({
        mgPerKgBefore: 6.67,
        mgPerKgNow: 4,
        finding: expect.objectContaining({ status: 'within-range', riskLevel: null }),
      }),
    ]);
  });

  it('warns about a loss of more than 10% in 30 days, and not about 10% exactly', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 20, weightUnit: 'kg' });
    await add(pet._id, { date: daysAgo(20), weight: 20, weightUnit: 'kg' });
    const tenPercent = await add(pet._id, { date: TODAY, weight: 18, weightUnit: 'kg' });
    expect(tenPercent.json().weightTrend).toBeNull();
    const res = await add(pet._id, { date: TODAY, weight: 17, weightUnit: 'kg' });
    expect(res.json().weightTrend).toEqual({
      direction: 'loss',
      percent: 15,
      fromKg: 20,
      toKg: 17,
      fromDate: daysAgo(20),
      toDate: TODAY,
      days: 20,
      message: expect.stringContaining('Lost 15% of body weight in 20 days'),
    });
  });

  it('warns about a gain of more than 10%, measured in kg whatever the unit', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 10, weightUnit: 'kg' });
    await add(pet._id, { date: TODAY, weight: 10, weightUnit: 'kg' });
    const res = await add(pet._id, { date: TODAY, weight: 25, weightUnit: 'lbs' });
    expect(res.json().weightTrend).toMatchObject({ direction: 'gain', percent: 13.4, days: 0 });
  });
});

describe('DELETE /api/pets/:petId/weights/:id', () => {
  it('deletes a weighing; deleting the newest moves the pet back to the one before', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 12, weightUnit: 'kg' });
    const older = (await add(pet._id, { date: daysAgo(5), weight: 11, weightUnit: 'kg' })).json();
    const newest = (await add(pet._id, { date: TODAY, weight: 30, weightUnit: 'kg' })).json();
    expect((await petOf(pet._id)).weight).toBe(30);

    const res = await call('DELETE', `${weightsUrl(pet._id)}/${newest.data.id}`);
    expect(res.json()).toEqual({ success: true, message: WEIGHT_MESSAGES.deleted });
    // Today's weighing had replaced the sign-up weight of today: the one before is 5 days old.
    expect((await petOf(pet._id)).weight).toBe(11);

    // With no weighing left, the pet keeps the last weight it had.
    await call('DELETE', `${weightsUrl(pet._id)}/${older.data.id}`);
    expect((await petOf(pet._id)).weight).toBe(11);
    expect(await list(pet._id)).toEqual([]);

    const again = await call('DELETE', `${weightsUrl(pet._id)}/${newest.data.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(WEIGHT_MESSAGES.notFound);
  });

  it("answers 404 for another pet's weighing and a malformed id", async () => {
    const pet = await createPet(t.app, owner.token);
    const other = await createPet(t.app, owner.token);
    const [entry] = await list(other._id);
    for (const id of [entry!.id, 'not-a-uuid']) {
      const res = await call('DELETE', `${weightsUrl(pet._id)}/${id}`);
      expect(res.statusCode).toBe(404);
    }
    expect(await list(other._id)).toHaveLength(1);
  });
});

describe('ownership', () => {
  it("answers 404 'Pet not found' for another owner's pet on every route", async () => {
    const pet = await createPet(t.app, owner.token);
    const [entry] = await list(pet._id);
    const stranger = await registerUser(t.app);
    const tries: [Method, string, object?][] = [
      ['GET', weightsUrl(pet._id)],
      ['POST', weightsUrl(pet._id), { date: TODAY, weight: 3, weightUnit: 'kg' }],
      ['DELETE', `${weightsUrl(pet._id)}/${entry!.id}`],
      ['GET', weightsUrl('6f1c2d3e-4b5a-4c6d-8e7f-901234567890')],
      ['GET', weightsUrl('not-a-uuid')],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(method, url, body, stranger.token);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Pet not found');
    }
    expect(await list(pet._id)).toHaveLength(1);
    expect((await call('GET', weightsUrl(pet._id), undefined, '')).statusCode).toBe(401);
  });
});

describe('weights from the pet profile', () => {
  it('adds a weighing for today when the profile’s weight changes, not for the same weight', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 10, weightUnit: 'kg' });
    const put = (body: object) => call('PUT', `/api/pets/${pet._id}`, body);
    await put({ name: 'Renamed' });
    await put({ weight: 22.05, weightUnit: 'lbs' }); // the same 10 kg
    expect(await list(pet._id)).toHaveLength(1);
    await put({ weight: 11, weightUnit: 'kg' });
    await put({ weight: null });
    expect((await list(pet._id)).map((e) => [e.date, e.weightKg])).toEqual([
      [TODAY, 10],
      [TODAY, 11],
    ]);
  });

  it('starts no history for a pet created without a usable weight', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 0 });
    expect(await list(pet._id)).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('documents the weight routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/pets/{petId}/weights', '/api/pets/{petId}/weights/{id}']),
    );
    const post = doc.paths['/api/pets/{petId}/weights'].post;
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'weightUnit',
    );
    expect(post.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'doseChanges',
    );
  });
});
