import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_MESSAGES } from '@pawrx/contracts/emergency-links';
import { MEMBER_MESSAGES } from '@pawrx/contracts/members';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Decision 034: capabilities end with their holder. The emergency links a co-owner made stop
// working the moment their access ends, whether the owner removes them, they leave, or their
// membership runs out; the owner is told how many ended.

let clock = Date.parse('2026-04-01T09:00:00Z');
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp(
    { SESSION_TTL_HOURS: '100000', RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' },
    { now: () => new Date(clock) },
  );
  owner = await person(t.app, 'Jamie Rivera');
});
afterAll(() => t.close());

const links = (petId: string) => `/api/pets/${petId}/emergency-links`;
async function makeLink(who: Person, petId: string): Promise<string> {
  const res = await call(t.app, who, 'POST', links(petId), { hours: 48 });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data.url as string).split('/').pop()!;
}
const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/emergency/${token}` });
const activity = async (petId: string) =>
  (await call(t.app, owner, 'GET', `/api/pets/${petId}/activity`)).json().data as {
    action: string;
    summary: string;
  }[];

describe('removing a member', () => {
  it("revokes the emergency links they made for the pet, says how many, and keeps the owner's", async () => {
    const petId = (await createPet(t.app, owner.token, { name: 'Biscuit' }))._id;
    const otherPet = (await createPet(t.app, owner.token, { name: 'Pepper' }))._id;
    const casey = await person(t.app, 'Casey');
    const memberId = await share(t.app, owner, petId, casey, 'co-owner');
    await share(t.app, owner, otherPet, casey, 'co-owner');
    const caseys = [await makeLink(casey, petId), await makeLink(casey, petId)];
    const caseysOther = await makeLink(casey, otherPet);
    const owners = await makeLink(owner, petId);

    const removed = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${memberId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: MEMBER_MESSAGES.removedWithLinks(2),
      data: { revokedLinks: 2 },
    });
    expect(removed.json().message).toBe('Access removed; 2 emergency links they made were revoked');

    for (const token of caseys) {
      const res = await open(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EMERGENCY_MESSAGES.notFound);
    }
    expect((await open(owners)).statusCode).toBe(200);
    expect((await open(caseysOther)).statusCode).toBe(200); // another pet, still shared

    const listed = (await call(t.app, owner, 'GET', links(petId))).json().data as {
      createdBy: string;
      status: string;
    }[];
    expect(listed.filter((l) => l.createdBy === 'Casey').map((l) => l.status)).toEqual([
      'revoked',
      'revoked',
    ]);
    expect((await activity(petId)).find((a) => a.action === 'member.removed')).toMatchObject({
      summary: expect.stringMatching(/\(co-owner\); 2 emergency links they made were revoked$/),
    });
  });

  it('answers revokedLinks 0 for a member who made none', async () => {
    const petId = (await createPet(t.app, owner.token))._id;
    const sam = await person(t.app, 'Sam');
    const memberId = await share(t.app, owner, petId, sam, 'caregiver');
    const removed = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${memberId}`);
    expect(removed.json()).toMatchObject({
      message: MEMBER_MESSAGES.removed,
      data: { revokedLinks: 0 },
    });
  });
});

describe('DELETE /api/pets/:petId/membership (leaving)', () => {
  it('ends the caller’s access and their links, and tells the owner in the activity log', async () => {
    const petId = (await createPet(t.app, owner.token, { name: 'Mochi' }))._id;
    const robin = await person(t.app, 'Robin');
    await share(t.app, owner, petId, robin, 'co-owner');
    const token = await makeLink(robin, petId);
    expect((await open(token)).statusCode).toBe(200);

    const left = await call(t.app, robin, 'DELETE', `/api/pets/${petId}/membership`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      message: MEMBER_MESSAGES.leftWithLinks(1),
      data: { revokedLinks: 1 },
    });
    expect((await open(token)).statusCode).toBe(404);
    const gone = await call(t.app, robin, 'GET', `/api/pets/${petId}`);
    expect(gone.statusCode).toBe(404);
    expect((await call(t.app, robin, 'GET', '/api/pets')).json().data).toEqual([]);
    const members = (await call(t.app, owner, 'GET', `/api/pets/${petId}/members`)).json().data;
    expect(members).toEqual([]);
    expect((await activity(petId))[0]).toMatchObject({
      action: 'member.left',
      summary: 'Left (co-owner); 1 emergency link they made was revoked',
    });

    const again = await call(t.app, robin, 'DELETE', `/api/pets/${petId}/membership`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PET_MESSAGES.notFound);
  });

  it('is refused to the owner with a 403', async () => {
    const petId = (await createPet(t.app, owner.token))._id;
    const res = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/membership`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An owner cannot leave a pet they own (delete it instead)');
  });
});

describe('a membership that runs out', () => {
  it('takes the links its holder made with it', async () => {
    const petId = (await createPet(t.app, owner.token))._id;
    const lee = await person(t.app, 'Lee');
    await share(t.app, owner, petId, lee, 'co-owner', new Date(clock + 3600_000).toISOString());
    const token = await makeLink(lee, petId);
    expect((await open(token)).statusCode).toBe(200);
    clock += 3600_000;
    expect((await open(token)).statusCode).toBe(404);
  });
});
