import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@pawrx/contracts/constants';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { ADD_PET_BODY, createPet, dataUrl, JPEG_BYTES, PNG_BYTES } from './pets.test-helpers';

let t: TestApp;
let token: string;
/** The app's clock runs ahead of the real one by this much (a later save without waiting). */
let skewMs = 0;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + skewMs) });
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

describe('POST /api/pets', () => {
  it('creates a pet with the add form body and returns the wire pet', async () => {
    const res = await call('POST', '/api/pets', ADD_PET_BODY);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: PET_MESSAGES.added });
    expect(body.data).toMatchObject({
      name: 'Rex',
      species: 'dog',
      breed: 'Beagle',
      weight: 12.5,
      weightUnit: 'kg',
      age: 4,
      ageUnit: 'years',
      sex: 'male',
      gender: 'male',
      neutered: false,
      photo: null,
      insurance: '',
      insuranceInfo: { provider: '' },
      medicalHistory: { allergies: [], chronicConditions: [], vaccinations: [] },
      allergies: [],
      conditions: [],
      mdr1Status: 'untested',
      appointments: [],
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('applies the §9 defaults and accepts a blank breed', async () => {
    const res = await call('POST', '/api/pets', { name: 'Tom', breed: '', weight: 3, age: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      species: 'dog',
      breed: '',
      weightUnit: 'kg',
      ageUnit: 'years',
      sex: 'male',
      neutered: false,
    });
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'Name is required'],
    ['a missing weight', { weight: undefined }, 'weight', 'Weight is required'],
    ['a fractional age', { age: 2.5 }, 'age', 'Age must be a whole number'],
    ['a negative weight', { weight: -1 }, 'weight', 'Weight cannot be negative'],
    ['an unknown species', { species: 'dragon' }, 'species', undefined],
    ['an unknown weight unit', { weightUnit: 'stone' }, 'weightUnit', undefined],
  ])('rejects %s with 400 naming the field', async (_label, override, field, message) => {
    const res = await call('POST', '/api/pets', { ...ADD_PET_BODY, ...override });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    if (message) expect(body.message).toBe(message);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pets', payload: ADD_PET_BODY });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pets', () => {
  it("lists only the caller's pets, oldest first, with photo URLs instead of bytes", async () => {
    const { token: other } = await registerUser(t.app);
    const a = await createPet(t.app, other, { name: 'First' });
    await createPet(t.app, other, { name: 'Second', photo: dataUrl('image/png', PNG_BYTES) });
    await createPet(t.app, token, { name: 'Not theirs' });
    const res = await t.app.inject({ method: 'GET', url: '/api/pets', headers: bearer(other) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((p: { name: string }) => p.name)).toEqual(['First', 'Second']);
    expect(data[0]._id).toBe(a._id);
    expect(data[1].photo).toMatch(/^\/api\/pets\/[0-9a-f-]+\/photo\?v=\d+&sig=/);
    expect(res.body).not.toContain('base64');
    expect(data[0]).not.toHaveProperty('appointments');
  });

  it('shows every write on the next read, though the list is cached between writes', async () => {
    const { token: owner } = await registerUser(t.app);
    const names = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/pets', headers: bearer(owner) });
      return res.json().data as {
        _id: string;
        name: string;
        medicalHistory: { vaccinations: { vaccine: string }[] };
      }[];
    };
    const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(owner), payload });
    expect(await names()).toEqual([]);
    const pet = await createPet(t.app, owner, { name: 'Cached' });
    expect((await names()).map((p) => p.name)).toEqual(['Cached']);
    await as('PUT', `/api/pets/${pet._id}`, { name: 'Renamed' });
    expect((await names()).map((p) => p.name)).toEqual(['Renamed']);
    const vaccination = await as('POST', `/api/pets/${pet._id}/vaccinations`, {
      vaccine: 'Rabies',
      date: '2025-01-10',
    });
    expect(vaccination.statusCode).toBe(201);
    const [listed] = await names();
    expect(listed!.medicalHistory.vaccinations.map((v) => v.vaccine)).toEqual(['Rabies']);
    await as('DELETE', `/api/pets/${pet._id}/vaccinations/${vaccination.json().data._id}`);
    expect((await names())[0]!.medicalHistory.vaccinations).toEqual([]);
    await as('DELETE', `/api/pets/${pet._id}`);
    expect(await names()).toEqual([]);
  });
});

describe('GET /api/pets/:id', () => {
  it('returns the pet with its appointments and vaccinations in one call', async () => {
    const pet = await createPet(t.app, token);
    await call('POST', `/api/pets/${pet._id}/appointments`, { date: '2030-01-02', time: '09:00' });
    await call('POST', `/api/pets/${pet._id}/vaccinations`, {
      vaccine: 'Rabies',
      date: '2025-01-01',
    });
    const res = await call('GET', `/api/pets/${pet._id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ date: '2030-01-02', title: 'Check-up' });
    expect(data.medicalHistory.vaccinations[0]).toMatchObject({ vaccine: 'Rabies' });
  });

  it.each([
    ['a random uuid', '7d0c3f3e-2d0b-4c55-9d0e-1f8f2d7a9b11'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 Pet not found for %s', async (_label, id) => {
    const res = await call('GET', `/api/pets/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: PET_MESSAGES.notFound });
  });
});

describe('PUT /api/pets/:id', () => {
  it('writes the edit form body; gender, insurance and top-level lists read the same fields', async () => {
    const pet = await createPet(t.app, token);
    const res = await call('PUT', `/api/pets/${pet._id}`, {
      name: 'Rexy',
      species: 'dog',
      breed: '',
      sex: 'unknown',
      age: 5,
      ageUnit: 'months',
      weight: 13.4,
      weightUnit: 'lbs',
      microchipId: ' 985112 ',
      insuranceInfo: { provider: 'Trupanion' },
      medicalHistory: { allergies: [' penicillin ', ''], chronicConditions: ['arthritis'] },
      mdr1Status: 'mutant/normal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: PET_MESSAGES.updated });
    const read = (await call('GET', `/api/pets/${pet._id}`)).json().data;
    expect(read).toMatchObject({
      name: 'Rexy',
      breed: '',
      sex: 'unknown',
      gender: 'unknown',
      age: 5,
      ageUnit: 'months',
      weight: 13.4,
      weightUnit: 'lbs',
      microchipId: '985112',
      insurance: 'Trupanion',
      insuranceInfo: { provider: 'Trupanion' },
      allergies: ['penicillin'],
      conditions: ['arthritis'],
      medicalHistory: { allergies: ['penicillin'], chronicConditions: ['arthritis'] },
      mdr1Status: 'mutant/normal',
    });
  });

  it('keeps the vaccinations when allergies and conditions change (even if vaccinations are sent)', async () => {
    const pet = await createPet(t.app, token);
    await call('POST', `/api/pets/${pet._id}/vaccinations`, {
      vaccine: 'DHPP',
      date: '2025-03-01',
    });
    const res = await call('PUT', `/api/pets/${pet._id}`, {
      medicalHistory: { allergies: ['chicken'], chronicConditions: [], vaccinations: [] },
    });
    expect(res.statusCode).toBe(200);
    const read = (await call('GET', `/api/pets/${pet._id}`)).json().data;
    expect(read.allergies).toEqual(['chicken']);
    expect(read.medicalHistory.vaccinations.map((v: { vaccine: string }) => v.vaccine)).toEqual([
      'DHPP',
    ]);
  });

  it('leaves omitted fields as they are', async () => {
    const pet = await createPet(t.app, token, { neutered: true });
    await call('PUT', `/api/pets/${pet._id}`, { name: 'Only name' });
    const read = (await call('GET', `/api/pets/${pet._id}`)).json().data;
    expect(read).toMatchObject({ name: 'Only name', breed: 'Beagle', neutered: true, age: 4 });
  });

  it('rejects a blank name and a negative age with 400 naming the fields', async () => {
    const pet = await createPet(t.app, token);
    const res = await call('PUT', `/api/pets/${pet._id}`, { name: ' ', age: -1 });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'age']));
  });
});

describe('pet photos', () => {
  it('stores a photo, serves it at its signed URL with immutable caching, and replaces it', async () => {
    const pet = await createPet(t.app, token, { photo: dataUrl('image/jpeg', JPEG_BYTES) });
    const url = pet.photo as string;
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(photo.rawPayload.equals(JPEG_BYTES)).toBe(true);

    // Sending the URL back keeps the photo; a new data URL gets a new URL and the old one 404s.
    const kept = (await call('PUT', `/api/pets/${pet._id}`, { photo: url })).json().data;
    expect(kept.photo).toBe(url);
    // A photo URL is versioned by its save time: the next save is a second later.
    skewMs += 1000;
    const replaced = (
      await call('PUT', `/api/pets/${pet._id}`, { photo: dataUrl('image/png', PNG_BYTES) })
    ).json().data;
    expect(replaced.photo).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const fresh = await t.app.inject({ method: 'GET', url: replaced.photo });
    expect(fresh.headers['content-type']).toBe('image/png');
  });

  it.each([[''], [null]])('removes the photo when sent %j', async (value) => {
    const pet = await createPet(t.app, token, { photo: dataUrl('image/jpeg', JPEG_BYTES) });
    const res = await call('PUT', `/api/pets/${pet._id}`, { photo: value });
    expect(res.json().data.photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: pet.photo as string })).statusCode).toBe(404);
  });

  it('answers 404 for a wrong signature, a wrong version and another pet id', async () => {
    const pet = await createPet(t.app, token, { photo: dataUrl('image/jpeg', JPEG_BYTES) });
    const other = await createPet(t.app, token, { photo: dataUrl('image/jpeg', JPEG_BYTES) });
    const url = new URL(pet.photo as string, 'http://x');
    const v = url.searchParams.get('v')!;
    const sig = url.searchParams.get('sig')!;
    for (const bad of [
      `/api/pets/${pet._id}/photo?v=${v}&sig=${sig.slice(0, -2)}AA`,
      `/api/pets/${pet._id}/photo?v=${Number(v) + 1}&sig=${sig}`,
      `/api/pets/${other._id}/photo?v=${v}&sig=${sig}`,
      `/api/pets/${pet._id}/photo`,
      `/api/pets/nope/photo?v=${v}&sig=${sig}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(404);
    }
  });

  it('answers 413 for a photo over the limit', async () => {
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_PHOTO_BYTES)]);
    const res = await call('POST', '/api/pets', {
      ...ADD_PET_BODY,
      photo: dataUrl('image/jpeg', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PET_MESSAGES.photoTooLarge);
  });

  it.each([
    ['a GIF', dataUrl('image/gif', Buffer.from('GIF89a-------'))],
    ['a non-image', dataUrl('text/plain', Buffer.from('hello'))],
    ['bad base64', 'data:image/jpeg;base64,@@@not base64@@@'],
    ['PNG bytes declared as JPEG', dataUrl('image/jpeg', PNG_BYTES)],
    ['a plain URL', 'https://example.com/cat.jpg'],
  ])('answers 400 for %s', async (_label, photo) => {
    const pet = await createPet(t.app, token);
    const res = await call('PUT', `/api/pets/${pet._id}`, { photo });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PET_MESSAGES.photoInvalid);
  });
});

describe('DELETE /api/pets/:id', () => {
  it('removes the pet and everything under it', async () => {
    const pet = await createPet(t.app, token, { photo: dataUrl('image/jpeg', JPEG_BYTES) });
    await call('POST', `/api/pets/${pet._id}/appointments`, { date: '2030-01-01' });
    await call('POST', `/api/pets/${pet._id}/vaccinations`, {
      vaccine: 'Rabies',
      date: '2025-01-01',
    });
    const res = await call('DELETE', `/api/pets/${pet._id}?permanent=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: PET_MESSAGES.deleted });
    expect((await call('GET', `/api/pets/${pet._id}`)).statusCode).toBe(404);
    const { rows } = (await t.database.db.execute(
      `select (select count(*) from appointments where pet_id = '${pet._id}')::int as a,
              (select count(*) from vaccinations where pet_id = '${pet._id}')::int as v`,
    )) as unknown as { rows: { a: number; v: number }[] };
    expect(rows[0]).toEqual({ a: 0, v: 0 });
    expect((await t.app.inject({ method: 'GET', url: pet.photo as string })).statusCode).toBe(404);
  });

  it('deletes without the flag too, and refuses permanent=false', async () => {
    const pet = await createPet(t.app, token);
    const refused = await call('DELETE', `/api/pets/${pet._id}?permanent=false`);
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', `/api/pets/${pet._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/pets/${pet._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/pets/${pet._id}`)).statusCode).toBe(404);
  });
});
