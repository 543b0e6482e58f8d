import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@pawrx/contracts/members';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Members once they have joined: revoking at once (through the caches), expiring, and the
// pet lists of members kept fresh by the writes that change them.

let clock = Date.parse('2026-03-01T09:00:00Z');
let t: TestApp;
let owner: Person;
let petId: string;

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: '100000' }, { now: () => new Date(clock) });
  owner = await person(t.app, 'Jamie Rivera');
  petId = (await createPet(t.app, owner.token, { name: 'Biscuit' }))._id;
});
afterAll(() => t.close());

const petIdsOf = async (who: Person) =>
  (await call(t.app, who, 'GET', '/api/pets')).json().data.map((p: { _id: string }) => p._id);

describe('DELETE /api/pets/:petId/members/:memberId', () => {
  it('refuses a revoked member on the very next request, cached list and check included', async () => {
    const coOwner = await person(t.app, 'Casey');
    const memberId = await share(t.app, owner, petId, coOwner, 'co-owner');
    // Warm every cache a member's request can meet: the pet list and the Quick Check profile.
    expect(await petIdsOf(coOwner)).toEqual([petId]);
    const check = { petId, medications: [{ name: 'carprofen' }] };
    expect((await call(t.app, coOwner, 'POST', '/api/interactions/check', check)).statusCode).toBe(
      200,
    );

    const revoked = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${memberId}`);
    expect(revoked.json()).toMatchObject({
      message: MEMBER_MESSAGES.removed,
      data: { revokedLinks: 0 },
    });

    expect(await petIdsOf(coOwner)).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/pets/${petId}`],
      ['POST', '/api/interactions/check', check],
      ['GET', `/api/pets/${petId}/medications`],
    ] as const) {
      const res = await call(t.app, coOwner, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(PET_MESSAGES.notFound);
    }
    const members = (await call(t.app, owner, 'GET', `/api/pets/${petId}/members`)).json().data;
    expect(members.map((m: { _id: string }) => m._id)).not.toContain(memberId);
  });

  it('withdraws a pending invitation, and 404s an unknown member', async () => {
    const guest = await person(t.app, 'Guest');
    const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: guest.email,
      role: 'vet',
    });
    const id = res.json().data._id;
    await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${id}`);
    expect((await call(t.app, guest, 'GET', '/api/invitations')).json().data).toEqual([]);
    const again = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEMBER_MESSAGES.notFound);
  });
});

describe('a membership with an end', () => {
  it('grants nothing once expiresAt has passed, and the pet leaves the cached list', async () => {
    const sitter = await person(t.app, 'Sam');
    // Ends sooner than the pet list cache's 30 s lifetime: the list must still drop it on time.
    const end = new Date(clock + 10_000).toISOString();
    const memberId = await share(t.app, owner, petId, sitter, 'caregiver', end);
    expect(await petIdsOf(sitter)).toEqual([petId]);
    expect((await call(t.app, sitter, 'GET', `/api/pets/${petId}`)).statusCode).toBe(200);

    clock += 11_000;
    expect((await call(t.app, sitter, 'GET', `/api/pets/${petId}`)).statusCode).toBe(404);
    expect(await petIdsOf(sitter)).toEqual([]);
    const members = (await call(t.app, owner, 'GET', `/api/pets/${petId}/members`)).json().data;
    expect(members).toContainEqual(expect.objectContaining({ _id: memberId, status: 'expired' }));
    // An expired address can be invited again.
    const renewed = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: sitter.email,
      role: 'caregiver',
    });
    expect(renewed.json().data).toMatchObject({ _id: memberId, status: 'pending' });
  });

  it('reads a day as through the end of that day in the owner’s zone', async () => {
    const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: `day-${clock}@example.com`,
      role: 'caregiver',
      expiresAt: '2026-03-10',
    });
    expect(res.json().data.expiresAt).toBe('2026-03-11T00:00:00.000Z'); // the owner is on UTC
  });

  it.each([
    // Santiago skips 00:00–01:00 on 6 September: the 5th ends at 01:00 (-03).
    ['America/Santiago', '2026-09-05', '2026-09-06T04:00:00.000Z'],
    // ...and repeats 23:00–24:00 on 4 April: the 4th ends at the second midnight (-04).
    ['America/Santiago', '2026-04-04', '2026-04-05T04:00:00.000Z'],
    ['Australia/Sydney', '2026-10-03', '2026-10-03T14:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-07', '2026-03-08T08:00:00.000Z'],
  ])('reads a day in %s as through its end on a clock-change day (%s)', async (zone, day, end) => {
    const zoned = await person(t.app, `Owner in ${zone}`, { timezone: zone });
    const pet = (await createPet(t.app, zoned.token, { name: 'Rex' }))._id;
    const res = await call(t.app, zoned, 'POST', `/api/pets/${pet}/members`, {
      email: `end-${day}@example.com`,
      role: 'caregiver',
      expiresAt: day,
    });
    expect(res.json().data.expiresAt).toBe(end);
  });
});

describe('members’ pet lists stay fresh', () => {
  it('shows a rename and a deletion to a member at once', async () => {
    const vet = await person(t.app, 'Dr Vee');
    const pet = (await createPet(t.app, owner.token, { name: 'Old name' }))._id;
    await share(t.app, owner, pet, vet, 'vet');
    const names = async () =>
      (await call(t.app, vet, 'GET', '/api/pets')).json().data.map((p: { name: string }) => p.name);
    expect(await names()).toEqual(['Old name']);
    await call(t.app, owner, 'PUT', `/api/pets/${pet}`, { name: 'New name' });
    expect(await names()).toEqual(['New name']);
    await call(t.app, owner, 'DELETE', `/api/pets/${pet}?permanent=true`);
    expect(await names()).toEqual([]);
  });

  it('lists the dashboard appointments of shared pets too', async () => {
    const coOwner = await person(t.app, 'Co');
    const pet = (await createPet(t.app, owner.token, { name: 'Shared' }))._id;
    await share(t.app, owner, pet, coOwner, 'co-owner');
    await call(t.app, owner, 'POST', `/api/pets/${pet}/appointments`, { date: '2026-04-01' });
    const list = (await call(t.app, coOwner, 'GET', '/api/appointments')).json().data;
    expect(list).toEqual([expect.objectContaining({ petId: pet, petName: 'Shared' })]);
  });
});
