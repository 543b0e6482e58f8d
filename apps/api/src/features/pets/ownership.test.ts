import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet, dataUrl, JPEG_BYTES } from './pets.test-helpers';

// User B (an owner, or a vet: the role grants nothing) against every pet-scoped route of
// user A's pet: each answers 404 'Pet not found' and A's data is unchanged afterwards.

let t: TestApp;
let ownerToken: string;
let petId: string;
let appointmentId: string;
let vaccinationId: string;
let weightId: string;
let before: string;

const asOwner = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(ownerToken) });

beforeAll(async () => {
  t = await createTestApp();
  ({ token: ownerToken } = await registerUser(t.app));
  petId = (await createPet(t.app, ownerToken, { photo: dataUrl('image/jpeg', JPEG_BYTES) }))._id;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(ownerToken), payload });
  appointmentId = (await post(`/api/pets/${petId}/appointments`, { date: '2030-01-01' })).json()
    .data._id;
  vaccinationId = (
    await post(`/api/pets/${petId}/vaccinations`, { vaccine: 'Rabies', date: '2025-01-01' })
  ).json().data._id;
  weightId = (await asOwner(`/api/pets/${petId}/weights`)).json().data[0].id;
  before = (await asOwner(`/api/pets/${petId}`)).body;
});
afterAll(() => t.close());

const routes = (): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] => [
  ['read the pet', 'GET', `/api/pets/${petId}`],
  ['update the pet', 'PUT', `/api/pets/${petId}`, { name: 'Stolen', photo: '' }],
  ['delete the pet', 'DELETE', `/api/pets/${petId}?permanent=true`],
  ['list appointments', 'GET', `/api/pets/${petId}/appointments`],
  ['schedule', 'POST', `/api/pets/${petId}/appointments`, { date: '2030-02-02' }],
  [
    'complete an appointment',
    'PUT',
    `/api/pets/${petId}/appointments/${appointmentId}`,
    { status: 'completed' },
  ],
  ['list vaccinations', 'GET', `/api/pets/${petId}/vaccinations`],
  [
    'add a vaccination',
    'POST',
    `/api/pets/${petId}/vaccinations`,
    { vaccine: 'X', date: '2025-01-01' },
  ],
  [
    'edit a vaccination',
    'PUT',
    `/api/pets/${petId}/vaccinations/${vaccinationId}`,
    { vaccine: 'X', date: '2025-01-01' },
  ],
  ['delete a vaccination', 'DELETE', `/api/pets/${petId}/vaccinations/${vaccinationId}`],
  ['list weights', 'GET', `/api/pets/${petId}/weights`],
  [
    'record a weight',
    'POST',
    `/api/pets/${petId}/weights`,
    { date: '2025-01-01', weight: 3, weightUnit: 'kg' },
  ],
  ['delete a weight', 'DELETE', `/api/pets/${petId}/weights/${weightId}`],
  ['read the timeline', 'GET', `/api/pets/${petId}/timeline`],
];

describe.each([
  ['another owner', { role: 'user' }],
  ['a vet', { role: 'vet', vetInfo: { licenseNumber: 'L-1', clinic: 'C' } }],
])('%s against user A pet', (_who, registration) => {
  let intruder: string;
  beforeAll(async () => {
    ({ token: intruder } = await registerUser(t.app, registration));
  });

  it('gets 404 Pet not found on every pet-scoped route, and nothing changes', async () => {
    for (const [label, method, url, payload] of routes()) {
      const res = await t.app.inject({ method, url, headers: bearer(intruder), payload });
      expect(res.statusCode, label).toBe(404);
      expect(res.json().message, label).toBe(PET_MESSAGES.notFound);
    }
    expect((await asOwner(`/api/pets/${petId}`)).body).toBe(before);
  });

  it("does not see A's pet or appointments in its own lists", async () => {
    const pets = await t.app.inject({ method: 'GET', url: '/api/pets', headers: bearer(intruder) });
    expect(pets.json().data).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: bearer(intruder),
    });
    expect(list.json().data).toEqual([]);
  });
});
