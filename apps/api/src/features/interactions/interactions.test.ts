import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: { token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHECK_PER_MINUTE: '40' });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

async function createPet(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pets',
    headers: bearer(token),
    payload: { age: 5, weight: 20, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function setHistory(
  token: string,
  petId: string,
  allergies: string[],
  chronicConditions: string[],
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/pets/${petId}`,
    headers: bearer(token),
    payload: { medicalHistory: { allergies, chronicConditions } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const check = (token: string, petId: string, medications: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interactions/check',
    headers: bearer(token),
    payload: { petId, medications },
  });

describe('POST /api/interactions/check', () => {
  it('flags Rimadyl + prednisone as dangerous and names the brand with its generic', async () => {
    const petId = await createPet(owner.token, {
      name: 'Rex',
      species: 'dog',
      breed: 'Labrador Retriever',
      weight: 30,
    });
    const res = await check(owner.token, petId, [
      { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
      { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Interaction check completed' });
    expect(verdict(body.data)).toBe('dangerous');
    const names = body.data.drugInteractions.flatMap(
      (i: { medication1: string; medication2: string }) => [i.medication1, i.medication2],
    );
    expect(names.join(' ')).toContain('Rimadyl (carprofen)');
  });

  it('reads the stored allergies and conditions of the pet', async () => {
    const petId = await createPet(owner.token, {
      name: 'Mochi',
      species: 'cat',
      breed: 'Domestic Shorthair',
      weight: 4,
      age: 15,
    });
    await setHistory(owner.token, petId, ['penicillin'], ['chronic kidney disease']);
    const res = await check(owner.token, petId, [
      { name: 'Meloxicam', dosage: '0.1 mg', frequency: 'Once daily' },
      { name: 'Amoxicillin', dosage: '50 mg', frequency: 'Twice daily' },
    ]);
    const interactions = res.json().data.drugInteractions as {
      kind: string;
      medication2: string;
    }[];
    expect(interactions.some((i) => i.kind === 'allergy')).toBe(true);
    expect(interactions.some((i) => i.kind === 'condition' && /kidney/i.test(i.medication2))).toBe(
      true,
    );
  });

  it('sees an allergy added right after an earlier check (no stale profile)', async () => {
    const petId = await createPet(owner.token, { name: 'Fresh', species: 'dog', weight: 25 });
    const meds = [
      { name: 'Famotidine', dosage: '10 mg' },
      { name: 'Amoxicillin', dosage: '250 mg' },
    ];
    const before = (await check(owner.token, petId, meds)).json().data.drugInteractions;
    expect(before.some((i: { kind: string }) => i.kind === 'allergy')).toBe(false);
    await setHistory(owner.token, petId, ['penicillin'], []);
    const after = (await check(owner.token, petId, meds)).json().data.drugInteractions;
    expect(after.some((i: { kind: string }) => i.kind === 'allergy')).toBe(true);
  });

  it('says nothing for a pair vets give together every day', async () => {
    const petId = await createPet(owner.token, {
      name: 'Goldie',
      species: 'dog',
      breed: '',
      weight: 30,
    });
    const res = await check(owner.token, petId, [
      { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
      { name: 'Gabapentin', dosage: '300 mg', frequency: 'Twice daily' },
    ]);
    expect(verdict(res.json().data)).toBe('safe');
  });

  it('reports names it cannot resolve instead of calling them safe', async () => {
    const petId = await createPet(owner.token, { name: 'Bun', species: 'rabbit', weight: 2 });
    const res = await check(owner.token, petId, [
      { name: 'Zzyzxquonil', dosage: '', frequency: '' },
    ]);
    expect(res.json().data.unrecognized).toEqual(['Zzyzxquonil']);
  });

  it("answers 404 for another owner's pet, a random uuid and a malformed id", async () => {
    const petId = await createPet(owner.token, { name: 'Private', species: 'dog' });
    const other = await registerUser(t.app, {
      role: 'vet',
      vetInfo: { licenseNumber: 'L1', clinic: 'C1' },
    });
    for (const id of [petId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await check(other.token, id, [{ name: 'Carprofen' }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Pet not found');
    }
  });

  it.each([
    ['no medications', { medications: [] }],
    ['a blank name', { medications: [{ name: '  ' }] }],
    ['no pet id', { petId: undefined, medications: [{ name: 'Carprofen' }] }],
  ])('answers 400 for %s', async (_label, override) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: bearer(owner.token),
      payload: { petId: '00000000-0000-4000-8000-000000000000', ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      payload: { petId: 'x', medications: [{ name: 'a' }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits checks per user per minute', async () => {
    const heavy = await registerUser(t.app);
    const petId = await createPet(heavy.token, { name: 'Busy', species: 'dog' });
    const codes = new Set<number>();
    for (let i = 0; i < 41; i++)
      codes.add((await check(heavy.token, petId, [{ name: 'Carprofen' }])).statusCode);
    expect([...codes].sort()).toEqual([200, 429]);
  });
});
