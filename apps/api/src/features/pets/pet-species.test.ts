import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 10 species: stored values and common names are accepted on the pet routes, the OpenAPI
// document lists the values, and the Quick Check judges each pet by its species (an 'other' pet
// by the animal its breed names).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

async function addPet(body: Record<string, unknown>): Promise<{ _id: string; species: string }> {
  const res = await call('POST', '/api/pets', { name: 'Pip', weight: 1, age: 2, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const quickCheck = (petId: string, names: string[]) =>
  call('POST', '/api/interactions/check', {
    petId,
    medications: names.map((name) => ({ name, dosage: '', frequency: '' })),
  });

describe('pet species', () => {
  it.each([
    ['guinea-pig', 'guinea-pig'],
    ['Guinea Pig', 'guinea-pig'],
    ['Syrian hamster', 'small-rodent'],
    ['Ferret', 'ferret'],
    ['tortoise', 'tortoise'],
    ['Bearded dragon', 'lizard'],
    ['Ball python', 'snake'],
    ['horse', 'horse'],
  ])('stores %o as %s and reads it back', async (sent, stored) => {
    const pet = await addPet({ species: sent });
    expect(pet.species).toBe(stored);
    const res = await call('GET', `/api/pets/${pet._id}`);
    expect(res.json().data.species).toBe(stored);
  });

  it('changes the species on edit, accepting a common name', async () => {
    const pet = await addPet({ species: 'other', breed: 'Leopard gecko' });
    const res = await call('PUT', `/api/pets/${pet._id}`, { species: 'Lizard' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.species).toBe('lizard');
  });

  it('rejects an unknown species with 400 naming the field and the values', async () => {
    const res = await call('POST', '/api/pets', { name: 'X', weight: 1, age: 1, species: 'yeti' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toContain('species');
    expect(JSON.stringify(body.issues)).toContain('guinea-pig');
  });

  it('lists every species value in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/pets/'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.species.enum).toEqual(
      expect.arrayContaining(['guinea-pig', 'ferret', 'small-rodent', 'tortoise', 'horse']),
    );
  });
});

describe('Quick Check by species', () => {
  it('flags amoxicillin as toxic for a guinea pig, and not for a dog', async () => {
    const guineaPig = await addPet({ species: 'guinea-pig' });
    const res = await quickCheck(guineaPig._id, ['Meloxicam', 'Amoxicillin']);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(verdict(data)).toBe('dangerous');
    expect(data.toxicMedications[0]).toMatchObject({
      medication: 'Amoxicillin',
      species: ['guinea-pig'],
    });

    const dog = await addPet({ species: 'dog', weight: 20 });
    const dogRes = await quickCheck(dog._id, ['Meloxicam', 'Amoxicillin']);
    expect(verdict(dogRes.json().data)).toBe('safe');
  });

  it("reads an 'other' pet's breed as its species (bearded dragon, tortoise)", async () => {
    const tortoise = await addPet({ species: 'other', breed: 'Russian tortoise' });
    const res = await quickCheck(tortoise._id, ['Fenbendazole', 'Ivomec']);
    const data = res.json().data;
    expect(data.toxicMedications.map((m: { medication: string }) => m.medication)).toEqual([
      'Ivomec (ivermectin)',
    ]);
    expect(data.toxicMedications[0].species).toEqual(['tortoise']);
  });
});
