import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { medications, pets } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// The server's clock is real (sessions depend on it); dates in the tests are relative to today.
const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = dayOffset(0);
let t: TestApp;
let owner: { token: string; userId: string };
let other: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

/** A pet row for a user: the pets API is another feature, so the test seeds the table. */
async function petOf(ownerId: string, name = 'Milo') {
  const [row] = await t.database.db
    .insert(pets)
    .values({ ownerId, name, species: 'dog' })
    .returning({ id: pets.id });
  return row!.id;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function addMedication(petId: string, body: object, token = owner.token) {
  const res = await call('POST', `/api/pets/${petId}/medications`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; [key: string]: unknown };
}

const listOf = async (petId: string, token = owner.token) =>
  (await call('GET', `/api/pets/${petId}/medications`, token)).json();

describe('POST /api/pets/:petId/medications', () => {
  it('creates an active medication with every field and answers "Medication added"', async () => {
    const petId = await petOf(owner.userId);
    const res = await call('POST', `/api/pets/${petId}/medications`, owner.token, {
      name: ' Carprofen ',
      brandName: 'Rimadyl',
      dosage: '75 mg',
      frequency: 'Twice daily',
      route: 'oral',
      startDate: '2026-03-01',
      endDate: '',
      prescribedBy: 'Dr. Nguyen',
      reason: 'Osteoarthritis',
      instructions: 'With food',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Medication added',
      data: {
        petId,
        name: 'Carprofen',
        brandName: 'Rimadyl',
        dosage: '75 mg',
        frequency: 'Twice daily',
        route: 'oral',
        startDate: '2026-03-01',
        endDate: null,
        prescribedBy: 'Dr. Nguyen',
        reason: 'Osteoarthritis',
        instructions: 'With food',
        status: 'active',
      },
    });
    expect(res.json().data._id).toEqual(expect.any(String));
  });

  it('accepts a name alone, with an empty route', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'Fish oil', route: '' });
    expect(med).toMatchObject({ route: '', dosage: '', startDate: null, status: 'active' });
  });

  it.each([
    ['no name', {}, ['name'], 'Medication name is required'],
    ['a blank name', { name: '  ' }, ['name'], 'Medication name is required'],
    ['an unknown route', { name: 'x', route: 'rectal' }, ['route'], undefined],
    ['an impossible date', { name: 'x', startDate: '2026-02-30' }, ['startDate'], undefined],
    ['an unknown status', { name: 'x', status: 'stopped' }, ['status'], undefined],
    ['a number as dosage', { name: 'x', dosage: 5 }, ['dosage'], undefined],
  ])('answers 400 for %s, naming the field', async (_label, body, paths, message) => {
    const petId = await petOf(owner.userId);
    const res = await call('POST', `/api/pets/${petId}/medications`, owner.token, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.issues.map((i: { path: string }) => i.path)).toEqual(paths);
    if (message) expect(json.message).toBe(message);
  });

  it('answers 400 on endDate before startDate', async () => {
    const petId = await petOf(owner.userId);
    const res = await call('POST', `/api/pets/${petId}/medications`, owner.token, {
      name: 'x',
      startDate: '2026-03-05',
      endDate: '2026-03-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'endDate', message: 'End date cannot be before the start date' },
    ]);
  });

  it('answers 401 without a token', async () => {
    const petId = await petOf(owner.userId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/medications`,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pets/:petId/medications', () => {
  it('splits current (active, paused) from history (completed, discontinued), each sorted', async () => {
    const petId = await petOf(owner.userId);
    const a = await addMedication(petId, { name: 'A', startDate: '2026-01-01' });
    const b = await addMedication(petId, { name: 'B', startDate: '2026-02-01', status: 'paused' });
    const c = await addMedication(petId, { name: 'C' });
    const d = await addMedication(petId, { name: 'D', startDate: '2026-02-01' });
    const h1 = await addMedication(petId, {
      name: 'H1',
      status: 'completed',
      endDate: '2025-12-01',
    });
    const h2 = await addMedication(petId, {
      name: 'H2',
      status: 'discontinued',
      endDate: '2026-01-15',
    });
    const body = await listOf(petId);
    expect(body.success).toBe(true);
    // startDate desc (no date last), ties by creation newest first.
    expect(body.data.current.map((m: { _id: string }) => m._id)).toEqual([
      d._id,
      b._id,
      a._id,
      c._id,
    ]);
    expect(body.data.history.map((m: { _id: string }) => m._id)).toEqual([h2._id, h1._id]);
  });

  it('answers an empty split for a pet without medications', async () => {
    const petId = await petOf(owner.userId);
    expect((await listOf(petId)).data).toEqual({ current: [], history: [] });
  });
});

describe('PUT /api/pets/:petId/medications/:medicationId', () => {
  it('keeps every field the body does not send', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, {
      name: 'Carprofen',
      brandName: 'Rimadyl',
      dosage: '75 mg',
      frequency: 'Twice daily',
      route: 'oral',
      startDate: '2026-03-01',
      prescribedBy: 'Dr. Nguyen',
      reason: 'Pain',
      instructions: 'With food',
    });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      dosage: '50 mg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Medication updated',
      data: { ...med, dosage: '50 mg', updatedAt: expect.any(String) },
    });
  });

  it('clears a date sent as empty and refuses a blank name', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x', startDate: '2026-03-01' });
    const url = `/api/pets/${petId}/medications/${med._id}`;
    expect((await call('PUT', url, owner.token, { startDate: '' })).json().data.startDate).toBe(
      null,
    );
    const blank = await call('PUT', url, owner.token, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Medication name is required');
  });

  it('moves active ⇄ paused and keeps the end date empty', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x' });
    const url = `/api/pets/${petId}/medications/${med._id}`;
    const paused = await call('PUT', url, owner.token, { status: 'paused' });
    expect(paused.json().data).toMatchObject({ status: 'paused', endDate: null });
    const active = await call('PUT', url, owner.token, { status: 'active' });
    expect(active.json().data).toMatchObject({ status: 'active', endDate: null });
  });

  it.each([
    ['active', 'completed'],
    ['active', 'discontinued'],
    ['paused', 'completed'],
    ['paused', 'discontinued'],
  ])('moves %s → %s, setting endDate to today, and lists it under history', async (from, to) => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x', startDate: dayOffset(-9), status: from });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      status: to,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: to, endDate: TODAY });
    const list = (await listOf(petId)).data;
    expect(list.current).toEqual([]);
    expect(list.history.map((m: { _id: string }) => m._id)).toEqual([med._id]);
  });

  it('keeps an end date the body sends when completing', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x', startDate: dayOffset(-9) });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      status: 'completed',
      endDate: dayOffset(-2),
    });
    expect(res.json().data).toMatchObject({ status: 'completed', endDate: dayOffset(-2) });
  });

  it('never ends a course before it started (future start date)', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x', startDate: dayOffset(30) });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      status: 'discontinued',
    });
    expect(res.json().data.endDate).toBe(dayOffset(30));
  });

  it.each([
    ['completed', 'active'],
    ['completed', 'paused'],
    ['completed', 'discontinued'],
    ['discontinued', 'active'],
    ['discontinued', 'completed'],
  ])('answers 409 for %s → %s and changes nothing', async (from, to) => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x', status: from, endDate: '2026-03-02' });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      status: to,
      dosage: 'changed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(res.json().message).toContain(`This medication is ${from}`);
    const [row] = await t.database.db.select().from(medications).where(eq(medications.id, med._id));
    expect(row).toMatchObject({ status: from, dosage: '' });
  });

  it('still lets a finished medication have its other fields corrected', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'Amoxicilin', status: 'completed' });
    const res = await call('PUT', `/api/pets/${petId}/medications/${med._id}`, owner.token, {
      name: 'Amoxicillin',
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Amoxicillin', endDate: TODAY });
  });

  it('answers 404 for a missing medication id and for a malformed one', async () => {
    const petId = await petOf(owner.userId);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('PUT', `/api/pets/${petId}/medications/${id}`, owner.token, {
        dosage: '1',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Medication not found');
    }
  });
});

describe('DELETE /api/pets/:petId/medications/:medicationId', () => {
  it('deletes it and answers "Medication deleted"; a second delete is 404', async () => {
    const petId = await petOf(owner.userId);
    const med = await addMedication(petId, { name: 'x' });
    const url = `/api/pets/${petId}/medications/${med._id}`;
    const res = await call('DELETE', url, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Medication deleted' });
    expect((await listOf(petId)).data.current).toEqual([]);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);
  });
});

describe('ownership: every medication route', () => {
  it.each([
    ['GET', (p: string) => `/api/pets/${p}/medications`, undefined],
    ['POST', (p: string) => `/api/pets/${p}/medications`, { name: 'Sneaky' }],
    ['PUT', (p: string, m: string) => `/api/pets/${p}/medications/${m}`, { dosage: 'x' }],
    ['PUT', (p: string, m: string) => `/api/pets/${p}/medications/${m}`, { status: 'paused' }],
    ['DELETE', (p: string, m: string) => `/api/pets/${p}/medications/${m}`, undefined],
  ] as const)(
    "%s answers 404 'Pet not found' to another owner and changes nothing",
    async (method, url, body) => {
      const petId = await petOf(owner.userId);
      const med = await addMedication(petId, { name: 'Mine', dosage: '5 mg' });
      const before = await listOf(petId);
      const res = await call(method, url(petId, med._id), other.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Pet not found' });
      expect(await listOf(petId)).toEqual(before);
    },
  );

  it("answers 404 for a medication of the caller's other pet, and changes nothing", async () => {
    const petA = await petOf(owner.userId, 'A');
    const petB = await petOf(owner.userId, 'B');
    const med = await addMedication(petA, { name: 'Mine', dosage: '5 mg' });
    const url = `/api/pets/${petB}/medications/${med._id}`;
    expect((await call('PUT', url, owner.token, { dosage: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);
    expect((await listOf(petA)).data.current[0]).toMatchObject({ _id: med._id, dosage: '5 mg' });
  });

  it('answers 404 for a random pet id and a malformed one', async () => {
    for (const petId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call('GET', `/api/pets/${petId}/medications`, owner.token);
      expect(res.statusCode).toBe(404);
    }
  });
});
