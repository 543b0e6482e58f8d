import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedToUtc } from '@pawrx/contracts/zoned-time';
import { doseLogs } from '../../db/schema';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

const clock = movableClock();
const D = clock.day();
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let petId: string;
let medId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerUser(t.app, { name: 'Sam Carer' });
  other = await registerUser(t.app);
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  medId = (
    await addScheduledMedication(t.app, owner.token, petId, {
      doseTimes: ['20:00', '08:00'],
      startDate: D,
    })
  )._id;
});
afterAll(() => t.close());

const get = (url: string, token = owner.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = owner.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const dosesOf = async (from = D, to = D, id = petId) => {
  const res = await get(`/api/pets/${id}/doses?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};
const logUrl = (med = medId, pet = petId) => `/api/pets/${pet}/medications/${med}/doses`;

describe('GET /api/pets/:petId/doses', () => {
  it('lists each scheduled time as upcoming, then due, then missed two hours after', async () => {
    clock.set(`${D}T07:00:00Z`);
    expect((await dosesOf()).map((d) => [d.scheduledAt, d.status])).toEqual([
      [`${D}T08:00:00.000Z`, 'upcoming'],
      [`${D}T20:00:00.000Z`, 'upcoming'],
    ]);
    clock.set(`${D}T09:59:00Z`);
    expect((await dosesOf())[0]).toMatchObject({
      medicationId: medId,
      medicationName: 'Carprofen',
      petId,
      status: 'due',
      extra: false,
    });
    clock.set(`${D}T10:00:00Z`);
    expect((await dosesOf())[0]!.status).toBe('missed');
  });

  it('says what to give: the dosage, the amount per dose with its unit, the instructions', async () => {
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Gabapentin',
      dosage: '100 mg',
      instructions: 'with food',
      doseTimes: ['12:00'],
      supplyQuantity: 30,
      supplyUnit: 'capsules',
      amountPerDose: 1,
      startDate: D,
    });
    const dose = (await dosesOf()).find((d) => d.medicationId === med._id);
    expect(dose).toMatchObject({
      dosage: '100 mg',
      amountPerDose: 1,
      unit: 'capsules',
      instructions: 'with food',
    });
    expect((await dosesOf()).find((d) => d.medicationId === medId)).toMatchObject({
      dosage: '75 mg',
      amountPerDose: null,
      unit: null,
      instructions: '',
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${petId}/medications/${med._id}`,
      headers: bearer(owner.token),
    });
  });

  it('starts on the course start day and covers a range of days', async () => {
    const doses = await dosesOf(clock.day(-2), clock.day(1));
    expect(doses).toHaveLength(4);
    expect(doses[0]!.scheduledAt).toBe(`${D}T08:00:00.000Z`);
  });

  it('reads dose times in the account time zone', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(owner.token),
      payload: { timezone: 'America/New_York' },
    });
    expect(res.json().data.timezone).toBe('America/New_York');
    const doses = await dosesOf(clock.day(1), clock.day(1));
    expect(doses[0]!.scheduledAt).toBe(
      zonedToUtc(clock.day(1), '08:00', 'America/New_York').toISOString(),
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(owner.token),
      payload: { timezone: 'UTC' },
    });
  });

  it.each([
    ['no dates', ''],
    ['an impossible date', `?from=${D}&to=2026-02-30`],
    ['to before from', `?from=${clock.day(1)}&to=${D}`],
    ['more than 62 days', `?from=${D}&to=${clock.day(62)}`],
  ])('answers %s with 400', async (_label, query) => {
    const res = await get(`/api/pets/${petId}/doses${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });
});

describe('POST /api/pets/:petId/medications/:medicationId/doses', () => {
  it('logs a scheduled dose with who logged it; a second log of the same dose is a 409 and changes nothing', async () => {
    clock.set(`${D}T08:05:00Z`);
    const first = await post(logUrl(), {
      scheduledAt: `${D}T08:00:00.000Z`,
      status: 'given',
      note: 'with breakfast',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Dose logged',
      data: {
        status: 'given',
        loggedAt: `${D}T08:05:00.000Z`,
        loggedBy: { id: owner.userId, name: 'Sam Carer' },
        note: 'with breakfast',
        version: 1,
      },
    });
    expect(first.json().data._id).toMatch(/^[0-9a-f-]{36}$/);
    clock.set(`${D}T08:20:00Z`);
    const again = await post(logUrl(), { scheduledAt: `${D}T08:00:00Z`, status: 'skipped' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'DOSE_ALREADY_LOGGED',
      message: 'Already given by Sam Carer at 8:05 AM',
      data: {
        _id: first.json().data._id,
        version: 1,
        status: 'given',
        loggedAt: `${D}T08:05:00.000Z`,
        loggedBy: { name: 'Sam Carer' },
      },
    });
    const rows = await t.database.db
      .select()
      .from(doseLogs)
      .where(eq(doseLogs.medicationId, medId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('given');
    expect((await dosesOf())[0]).toMatchObject({
      status: 'given',
      loggedBy: { name: 'Sam Carer' },
      note: 'with breakfast',
    });
  });

  it('records a dose without scheduledAt as an extra dose given now', async () => {
    clock.set(`${D}T13:30:00Z`);
    const res = await post(logUrl(), { status: 'given' });
    expect(res.statusCode).toBe(201);
    const extra = (await dosesOf()).find((d) => d.extra);
    expect(extra).toMatchObject({ scheduledAt: `${D}T13:30:00.000Z`, status: 'given' });
  });

  it.each([
    [
      'a time not in the schedule',
      { scheduledAt: `${D}T08:15:00Z`, status: 'given' },
      'scheduledAt',
    ],
    [
      'a dose more than 12 hours ahead',
      { scheduledAt: `${clock.day(1)}T08:00:00Z`, status: 'given' },
      'scheduledAt',
    ],
    ['an unknown status', { scheduledAt: `${D}T08:00:00Z`, status: 'missed' }, 'status'],
    ['a malformed time', { scheduledAt: 'tomorrow', status: 'given' }, 'scheduledAt'],
  ])('answers %s with 400 naming the field', async (_label, body, field) => {
    clock.set(`${D}T13:30:00Z`);
    const res = await post(logUrl(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('answers 409 for a paused medication, which has no doses listed', async () => {
    const paused = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Gabapentin',
      doseTimes: ['09:00'],
      startDate: D,
      status: 'paused',
    });
    const res = await post(logUrl(paused._id), { scheduledAt: `${D}T09:00:00Z`, status: 'given' });
    expect(res.statusCode).toBe(409);
    expect((await dosesOf()).some((d) => d.medicationId === paused._id)).toBe(false);
  });
});

describe('dose ownership', () => {
  it("answers 404 'Pet not found' for another account's pet, read or write", async () => {
    const read = await get(`/api/pets/${petId}/doses?from=${D}&to=${D}`, other.token);
    const write = await post(logUrl(), { status: 'given' }, other.token);
    for (const res of [read, write]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Pet not found');
    }
  });

  it("answers 404 'Medication not found' for another pet's medication and a malformed id", async () => {
    const otherPet = (await createPet(t.app, owner.token, { name: 'Luna' }))._id;
    for (const url of [logUrl(medId, otherPet), logUrl('not-a-uuid')]) {
      const res = await post(url, { status: 'given' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Medication not found');
    }
  });

  it('asks for a sign-in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pets/${petId}/doses?from=${D}&to=${D}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('medication schedule and supply fields', () => {
  it('stores dose times sorted and works out the day the supply runs out', async () => {
    clock.set(`${D}T07:00:00Z`);
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Amoxicillin',
      doseTimes: ['20:00', '08:00', '08:00'],
      supplyQuantity: 10,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
    expect(med).toMatchObject({
      doseTimes: ['08:00', '20:00'],
      remindersEnabled: true,
      supplyQuantity: 10,
      supplyUnit: 'tablets',
      amountPerDose: 1,
      supplyRunsOutOn: clock.day(4),
    });
    clock.set(`${clock.day(2)}T07:00:00Z`);
    const recount = await t.app.inject({
      method: 'PUT',
      url: `/api/pets/${petId}/medications/${med._id}`,
      headers: bearer(owner.token),
      payload: { supplyQuantity: 4 },
    });
    expect(recount.json().data.supplyRunsOutOn).toBe(clock.day(3));
  });

  it.each([
    [{ doseTimes: ['8am'] }, 'doseTimes.0'],
    [{ doseTimes: ['24:00'] }, 'doseTimes.0'],
    [{ supplyUnit: 'bottles' }, 'supplyUnit'],
    [{ supplyQuantity: -1 }, 'supplyQuantity'],
    [{ amountPerDose: 0 }, 'amountPerDose'],
  ])('rejects %j with 400', async (body, field) => {
    const res = await post(`/api/pets/${petId}/medications`, { name: 'X', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});
