import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet, dataUrl, JPEG_BYTES } from '../pets/pets.test-helpers';

let t: TestApp;
let token: string;
let petId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
  petId = (await createPet(t.app, token))._id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const schedule = (body: Record<string, unknown>, pet = petId) =>
  call('POST', `/api/pets/${pet}/appointments`, body);

describe('POST /api/pets/:id/appointments', () => {
  it('accepts the dashboard body (ISO date, status scheduled) and stores the day', async () => {
    const res = await schedule({
      date: '2030-03-08T00:00:00.000Z',
      time: '10:00',
      type: 'check-up',
      veterinarian: 'Dr. Lee',
      clinic: 'Elm Vets',
      notes: 'Bring records',
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: APPOINTMENT_MESSAGES.scheduled,
      data: {
        petId,
        date: '2030-03-08',
        time: '10:00',
        type: 'check-up',
        title: 'Check-up',
        veterinarian: 'Dr. Lee',
        clinic: 'Elm Vets',
        notes: 'Bring records',
        status: 'scheduled',
        address: '',
        phone: '',
      },
    });
  });

  it('accepts the profile body with checkup and no time', async () => {
    const res = await schedule({
      type: 'checkup',
      title: 'Annual exam',
      date: '2030-04-01',
      veterinarian: 'Dr. Lee',
      clinic: 'Elm Vets',
      address: '1 Elm St',
      phone: '555-0100',
      notes: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'check-up',
      title: 'Annual exam',
      time: '',
      address: '1 Elm St',
      phone: '555-0100',
    });
  });

  it.each([
    ['checkup', 'check-up', 'Check-up'],
    ['Check-up', 'check-up', 'Check-up'],
    ['dental', 'dental', 'Dental'],
    [undefined, 'check-up', 'Check-up'],
  ])('treats type %j as %s with the title %s', async (type, stored, title) => {
    const res = await schedule({ date: '2030-05-01', type });
    expect(res.json().data).toMatchObject({ type: stored, title });
  });

  it.each([
    ['a missing date', { date: undefined }, 'date'],
    ['an impossible date', { date: '2030-02-30' }, 'date'],
    ['a bad time', { date: '2030-02-01', time: '25:00' }, 'time'],
    ['an unknown type', { date: '2030-02-01', type: 'spa' }, 'type'],
    ['a non-scheduled status', { date: '2030-02-01', status: 'completed' }, 'status'],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const res = await schedule(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});

describe('GET /api/pets/:id/appointments and GET /api/appointments', () => {
  it("lists a pet's appointments by date, and all the owner's with pet name and photo", async () => {
    const { token: owner } = await registerUser(t.app);
    const a = await createPet(t.app, owner, {
      name: 'Ada',
      photo: dataUrl('image/jpeg', JPEG_BYTES),
    });
    const b = await createPet(t.app, owner, { name: 'Bo' });
    const post = (pet: string, date: string, time = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/pets/${pet}/appointments`,
        headers: bearer(owner),
        payload: { date, time },
      });
    await post(a._id, '2030-06-02', '14:00');
    await post(a._id, '2030-06-02', '09:00');
    await post(b._id, '2030-01-01');
    await schedule({ date: '2030-01-01' }); // another owner's: never listed

    const forPet = await t.app.inject({
      method: 'GET',
      url: `/api/pets/${a._id}/appointments`,
      headers: bearer(owner),
    });
    expect(forPet.json().data.map((x: { time: string }) => x.time)).toEqual(['09:00', '14:00']);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: bearer(owner),
    });
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    expect(data.map((x: { petName: string }) => x.petName)).toEqual(['Bo', 'Ada', 'Ada']);
    expect(data[0].petPhoto).toBeNull();
    expect(data[1].petPhoto).toBe(a.photo);
  });
});

describe('PUT /api/pets/:id/appointments/:appointmentId', () => {
  it.each([
    ['completed', APPOINTMENT_MESSAGES.completed],
    ['cancelled', APPOINTMENT_MESSAGES.cancelled],
  ])(
    'moves a scheduled appointment to %s, then refuses any further change',
    async (status, message) => {
      const created = (await schedule({ date: '2030-07-01' })).json().data;
      const url = `/api/pets/${petId}/appointments/${created._id}`;
      const res = await call('PUT', url, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message, data: { status } });
      for (const next of ['completed', 'cancelled']) {
        const again = await call('PUT', url, { status: next });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(APPOINTMENT_MESSAGES.notScheduled);
      }
    },
  );

  it('rejects a status other than completed or cancelled', async () => {
    const created = (await schedule({ date: '2030-07-01' })).json().data;
    const res = await call('PUT', `/api/pets/${petId}/appointments/${created._id}`, {
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('status');
  });

  it("answers 404 for an unknown id and for another pet's appointment", async () => {
    const otherPet = await createPet(t.app, token);
    const created = (await schedule({ date: '2030-07-01' }, otherPet._id)).json().data;
    for (const id of ['7d0c3f3e-2d0b-4c55-9d0e-1f8f2d7a9b11', 'nope', created._id]) {
      const res = await call('PUT', `/api/pets/${petId}/appointments/${id}`, {
        status: 'completed',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPOINTMENT_MESSAGES.notFound);
    }
  });
});
