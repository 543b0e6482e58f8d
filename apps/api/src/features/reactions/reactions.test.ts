import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pets } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

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
async function petOf(ownerId: string) {
  const [row] = await t.database.db
    .insert(pets)
    .values({ ownerId, name: 'Luna', species: 'cat' })
    .returning({ id: pets.id });
  return row!.id;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const valid = {
  medication: 'Amoxicillin',
  date: '2025-06-01',
  severity: 'moderate',
  symptoms: ['vomiting', 'facial swelling'],
  symptomsInput: 'vomiting, facial swelling',
  duration: '2 days',
  treatment: 'Antihistamine',
  outcome: 'recovering',
  notes: 'Vet informed',
};

async function addReaction(petId: string, body: object = valid) {
  const res = await call('POST', `/api/pets/${petId}/reactions`, owner.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; [key: string]: unknown };
}

const listOf = async (petId: string) =>
  (await call('GET', `/api/pets/${petId}/reactions`, owner.token)).json().data;

describe('POST /api/pets/:petId/reactions', () => {
  it('records a reaction and answers "Adverse reaction recorded"', async () => {
    const petId = await petOf(owner.userId);
    const res = await call('POST', `/api/pets/${petId}/reactions`, owner.token, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Adverse reaction recorded',
      data: { ...valid, petId },
    });
  });

  it('splits symptomsInput when symptoms[] is absent and defaults the outcome to recovered', async () => {
    const petId = await petOf(owner.userId);
    const data = await addReaction(petId, {
      medication: 'Carprofen',
      date: '2025-06-02',
      severity: 'mild',
      symptomsInput: ' lethargy, ,  hives ,',
    });
    expect(data).toMatchObject({
      symptoms: ['lethargy', 'hives'],
      symptomsInput: 'lethargy, ,  hives ,',
      outcome: 'recovered',
      duration: '',
    });
  });

  it.each([
    ['no medication', { medication: '' }, ['medication']],
    ['no date', { date: undefined }, ['date']],
    ['a malformed date', { date: '06/01/2025' }, ['date']],
    ['no severity', { severity: undefined }, ['severity']],
    ['an unknown severity', { severity: 'deadly' }, ['severity']],
    ['blank symptoms', { symptoms: [' ', ''], symptomsInput: ' , ' }, ['symptoms']],
    ['an unknown outcome', { outcome: 'unknown' }, ['outcome']],
  ])('answers 400 for %s, naming the field', async (_label, change, paths) => {
    const petId = await petOf(owner.userId);
    const res = await call('POST', `/api/pets/${petId}/reactions`, owner.token, {
      ...valid,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(paths);
    expect(await listOf(petId)).toEqual([]);
  });
});

describe('GET /api/pets/:petId/reactions', () => {
  it('lists the pet’s reactions, most recent date first', async () => {
    const petId = await petOf(owner.userId);
    const older = await addReaction(petId, { ...valid, date: '2024-01-01' });
    const newer = await addReaction(petId, { ...valid, date: '2025-01-01' });
    const res = await call('GET', `/api/pets/${petId}/reactions`, owner.token);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().data.map((r: { _id: string }) => r._id)).toEqual([newer._id, older._id]);
  });
});

describe('PUT /api/pets/:petId/reactions/:reactionId', () => {
  it('corrects a typo and keeps the other fields', async () => {
    const petId = await petOf(owner.userId);
    const reaction = await addReaction(petId);
    const res = await call('PUT', `/api/pets/${petId}/reactions/${reaction._id}`, owner.token, {
      medication: 'Amoxicillin-clavulanate',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Adverse reaction updated',
      data: { ...reaction, medication: 'Amoxicillin-clavulanate', updatedAt: expect.any(String) },
    });
  });

  it('re-splits the symptoms when the typed line changes', async () => {
    const petId = await petOf(owner.userId);
    const reaction = await addReaction(petId);
    const res = await call('PUT', `/api/pets/${petId}/reactions/${reaction._id}`, owner.token, {
      symptomsInput: 'itching, hives',
    });
    expect(res.json().data).toMatchObject({
      symptoms: ['itching', 'hives'],
      symptomsInput: 'itching, hives',
    });
  });

  it('refuses to empty the symptoms', async () => {
    const petId = await petOf(owner.userId);
    const reaction = await addReaction(petId);
    const res = await call('PUT', `/api/pets/${petId}/reactions/${reaction._id}`, owner.token, {
      symptoms: [],
      symptomsInput: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('symptoms');
  });

  it('answers 404 Reaction not found for an unknown id', async () => {
    const petId = await petOf(owner.userId);
    const res = await call('PUT', `/api/pets/${petId}/reactions/nope`, owner.token, {
      notes: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Reaction not found');
  });
});

describe('DELETE /api/pets/:petId/reactions/:reactionId', () => {
  it('deletes it', async () => {
    const petId = await petOf(owner.userId);
    const reaction = await addReaction(petId);
    const res = await call('DELETE', `/api/pets/${petId}/reactions/${reaction._id}`, owner.token);
    expect(res.json()).toEqual({ success: true, message: 'Adverse reaction deleted' });
    expect(await listOf(petId)).toEqual([]);
  });
});

describe('ownership: every reaction route', () => {
  it.each([
    ['GET', (p: string) => `/api/pets/${p}/reactions`, undefined],
    ['POST', (p: string) => `/api/pets/${p}/reactions`, valid],
    ['PUT', (p: string, r: string) => `/api/pets/${p}/reactions/${r}`, { notes: 'hacked' }],
    ['DELETE', (p: string, r: string) => `/api/pets/${p}/reactions/${r}`, undefined],
  ] as const)(
    "%s answers 404 'Pet not found' to another owner and changes nothing",
    async (method, url, body) => {
      const petId = await petOf(owner.userId);
      const reaction = await addReaction(petId);
      const before = await listOf(petId);
      const res = await call(method, url(petId, reaction._id), other.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Pet not found' });
      expect(await listOf(petId)).toEqual(before);
    },
  );

  it("answers 404 for a reaction of the caller's other pet", async () => {
    const petA = await petOf(owner.userId);
    const petB = await petOf(owner.userId);
    const reaction = await addReaction(petA);
    const url = `/api/pets/${petB}/reactions/${reaction._id}`;
    expect((await call('PUT', url, owner.token, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);
    expect(await listOf(petA)).toEqual([reaction]);
  });
});
