import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Vet Mode's notes: a vet (or an owner) signs a note on the record; everyone with access reads it.

let t: TestApp;
let owner: Person;
let vet: Person;
let sitter: Person;
let petId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t.app, 'Jamie');
  vet = await person(t.app, 'Dr Vee', {
    role: 'vet',
    vetInfo: { licenseNumber: 'L-9', clinic: 'Night Clinic' },
  });
  sitter = await person(t.app, 'Sam');
  petId = (await createPet(t.app, owner.token))._id;
  await share(t.app, owner, petId, vet, 'vet');
  await share(t.app, owner, petId, sitter, 'caregiver');
});
afterAll(() => t.close());

describe('/api/pets/:petId/notes', () => {
  it("signs a vet's note with name and role; a caregiver reads it but cannot add one", async () => {
    const added = await call(t.app, vet, 'POST', `/api/pets/${petId}/notes`, {
      text: '  Grade 2 murmur, recheck in 6 months  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      text: 'Grade 2 murmur, recheck in 6 months',
      author: { id: vet.userId, name: 'Dr Vee', role: 'vet' },
    });
    const listed = (await call(t.app, sitter, 'GET', `/api/pets/${petId}/notes`)).json().data;
    expect(listed).toEqual([added.json().data]);
    const refused = await call(t.app, sitter, 'POST', `/api/pets/${petId}/notes`, { text: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A caregiver cannot add notes to this pet');
  });

  it.each([{ text: '   ' }, { text: 'x'.repeat(2001) }, {}])(
    'answers 400 naming text for %j',
    async (body) => {
      const res = await call(t.app, vet, 'POST', `/api/pets/${petId}/notes`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('text');
    },
  );
});
