import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

let t: TestApp;
let token: string;
let petId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
  petId = (await createPet(t.app, token))._id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const base = () => `/api/pets/${petId}/vaccinations`;

describe('vaccinations CRUD', () => {
  it('records, lists newest first, edits and deletes a vaccination', async () => {
    const first = await call('POST', base(), {
      vaccine: 'Rabies',
      date: '2024-05-01',
      nextDue: '2027-05-01',
      veterinarian: 'Dr. Lee',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: VACCINATION_MESSAGES.added,
      data: {
        vaccine: 'Rabies',
        date: '2024-05-01',
        nextDue: '2027-05-01',
        veterinarian: 'Dr. Lee',
      },
    });
    await call('POST', base(), { vaccine: 'DHPP', date: '2025-01-10', nextDue: '' });

    const list = (await call('GET', base())).json().data;
    expect(list.map((v: { vaccine: string }) => v.vaccine)).toEqual(['DHPP', 'Rabies']);
    expect(list[0].nextDue).toBeNull();

    const id = first.json().data._id;
    const edited = await call('PUT', `${base()}/${id}`, {
      vaccine: 'Rabies (3-year)',
      date: '2024-05-01',
      nextDue: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: VACCINATION_MESSAGES.updated,
      data: { vaccine: 'Rabies (3-year)', nextDue: null, veterinarian: '' },
    });

    const removed = await call('DELETE', `${base()}/${id}`);
    expect(removed.json()).toMatchObject({ success: true, message: VACCINATION_MESSAGES.deleted });
    expect((await call('GET', base())).json().data).toHaveLength(1);
    expect((await call('DELETE', `${base()}/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a missing vaccine', { date: '2024-01-01' }, 'vaccine'],
    ['a missing date', { vaccine: 'Rabies' }, 'date'],
    [
      'next due before the date',
      { vaccine: 'R', date: '2024-01-01', nextDue: '2023-01-01' },
      'nextDue',
    ],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const res = await call('POST', base(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("answers 404 for another pet's vaccination", async () => {
    const other = await createPet(t.app, token);
    const v = (
      await call('POST', `/api/pets/${other._id}/vaccinations`, {
        vaccine: 'X',
        date: '2024-01-01',
      })
    ).json().data;
    const res = await call('PUT', `${base()}/${v._id}`, { vaccine: 'Y', date: '2024-01-01' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VACCINATION_MESSAGES.notFound);
  });
});
