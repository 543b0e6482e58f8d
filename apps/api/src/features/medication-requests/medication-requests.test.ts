import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { medicationRequests } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/medications/request',
    headers: bearer(token),
    payload,
  });
const listFor = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/medications/requests',
      headers: bearer(token),
    })
  ).json();

describe('POST /api/medications/request', () => {
  it('stores the request against its sender and answers the spec message', async () => {
    const { token, userId } = await registerUser(t.app);
    const res = await submit(token, {
      medicationName: ' Grapiprant ',
      brandName: 'Galliprant',
      category: 'Anti-inflammatory',
      commonDoses: '20 mg, 60 mg, 100 mg',
      species: 'dog',
      reason: 'My vet prescribed it',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Medication request submitted! We'll review it and add it to our database.",
      data: {
        medicationName: 'Grapiprant',
        brandName: 'Galliprant',
        category: 'Anti-inflammatory',
        commonDoses: ['20 mg', '60 mg', '100 mg'],
        species: 'dog',
        reason: 'My vet prescribed it',
        status: 'pending',
      },
    });
    const rows = await t.database.db
      .select()
      .from(medicationRequests)
      .where(eq(medicationRequests.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.commonDoses).toEqual(['20 mg', '60 mg', '100 mg']);
  });

  it('accepts the doses as an array and a name alone', async () => {
    const { token } = await registerUser(t.app);
    const res = await submit(token, { medicationName: 'Bedinvetmab', commonDoses: ['0.5 mg/kg'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      commonDoses: ['0.5 mg/kg'],
      category: '',
      species: '',
    });
  });

  it.each([
    ['no name', {}, ['medicationName'], 'Medication name is required'],
    ['a blank name', { medicationName: ' ' }, ['medicationName'], 'Medication name is required'],
    ['an unknown category', { medicationName: 'x', category: 'Magic' }, ['category'], undefined],
    ['an unknown species', { medicationName: 'x', species: 'dragon' }, ['species'], undefined],
  ])('answers 400 for %s, naming the field', async (_label, body, paths, message) => {
    const { token } = await registerUser(t.app);
    const res = await submit(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(paths);
    if (message) expect(res.json().message).toBe(message);
    expect((await listFor(token)).data).toEqual([]);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/medications/request',
      payload: { medicationName: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/medications/requests', () => {
  it('lists only the caller’s own requests, newest first', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await submit(a.token, { medicationName: 'First' });
    await submit(a.token, { medicationName: 'Second' });
    await submit(b.token, { medicationName: 'Not yours' });
    const mine = await listFor(a.token);
    expect(mine.success).toBe(true);
    expect(mine.data.map((r: { medicationName: string }) => r.medicationName)).toEqual([
      'Second',
      'First',
    ]);
    expect(
      (await listFor(b.token)).data.map((r: { medicationName: string }) => r.medicationName),
    ).toEqual(['Not yours']);
  });
});
