import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// GET /api/account/deletion-plan: the pets that can be handed over, and to whom (issue 25 item 4).

const PASSWORD = 'secret-pass-1';
let clock = Date.now();
let t: TestApp;
let owner: Person;
let cora: Person;
let ben: Person;
let carer: Person;
let ids: Record<'shared' | 'twoCoOwners' | 'carerOnly' | 'lapsing' | 'alone', string>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  owner = await person(t.app, 'Owen');
  cora = await person(t.app, 'Cora');
  ben = await person(t.app, 'Ben');
  carer = await person(t.app, 'Carl');
  const pet = async (name: string) => (await createPet(t.app, owner.token, { name }))._id;
  ids = {
    shared: await pet('Apricot'),
    twoCoOwners: await pet('Bramble'),
    carerOnly: await pet('Clover'),
    lapsing: await pet('Dune'),
    alone: await pet('Ember'),
  };
  await share(t.app, owner, ids.shared, cora, 'co-owner');
  await share(t.app, owner, ids.twoCoOwners, cora, 'co-owner');
  await share(t.app, owner, ids.twoCoOwners, ben, 'co-owner');
  await share(t.app, owner, ids.carerOnly, carer, 'caregiver');
  await share(t.app, owner, ids.lapsing, ben, 'co-owner', new Date(clock + 3600_000).toISOString());
  // A pending co-owner invitation is no co-owner yet.
  await call(t.app, owner, 'POST', `/api/pets/${ids.alone}/members`, {
    email: 'someone@example.com',
    role: 'co-owner',
  });
});
afterAll(() => t.close());

const plan = async (who: Person | undefined) =>
  call(t.app, who, 'GET', '/api/account/deletion-plan');

describe('GET /api/account/deletion-plan', () => {
  it('lists each owned pet with its active co-owners (id, name, email), by pet name', async () => {
    const res = await plan(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.deletionPlan,
      data: {
        pets: [
          {
            petId: ids.shared,
            name: 'Apricot',
            coOwners: [{ userId: cora.userId, name: 'Cora', email: cora.email }],
          },
          {
            petId: ids.twoCoOwners,
            name: 'Bramble',
            coOwners: [
              { userId: ben.userId, name: 'Ben', email: ben.email },
              { userId: cora.userId, name: 'Cora', email: cora.email },
            ],
          },
          {
            petId: ids.lapsing,
            name: 'Dune',
            coOwners: [{ userId: ben.userId, name: 'Ben', email: ben.email }],
          },
        ],
      },
    });
  });

  it('leaves out a co-owner whose access has ended, and deletion refuses them too (400)', async () => {
    clock += 2 * 3600_000;
    const pets = (await plan(owner)).json().data.pets as Array<{ petId: string }>;
    expect(pets.map((p) => p.petId)).toEqual([ids.shared, ids.twoCoOwners]);
    const res = await call(t.app, owner, 'DELETE', '/api/account', {
      password: PASSWORD,
      handOver: [{ petId: ids.lapsing, toUserId: ben.userId }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.handOverInvalid);
  });

  it("answers a co-owner with only their own pets (none), never the owner's", async () => {
    const res = await plan(cora);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ pets: [] });
  });

  it('needs a sign-in (401)', async () => {
    expect((await plan(undefined)).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/account/deletion-plan']?.get;
    expect(op?.tags).toEqual(['account']);
    expect(op?.responses?.['200']?.content?.['application/json']?.schema).toBeDefined();
  });

  it('the listed co-owner takes the pet over when the account is deleted', async () => {
    const res = await call(t.app, owner, 'DELETE', '/api/account', {
      password: PASSWORD,
      handOver: [{ petId: ids.shared, toUserId: cora.userId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pet = await call(t.app, cora, 'GET', `/api/pets/${ids.shared}`);
    expect(pet.statusCode).toBe(200);
    expect((await call(t.app, cora, 'GET', `/api/pets/${ids.twoCoOwners}`)).statusCode).toBe(404);
    expect((await plan(cora)).json().data.pets).toEqual([]);
  });
});
