import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_MESSAGES, MAX_LIVE_EMERGENCY_LINKS } from '@pawrx/contracts/emergency-links';
import { call, created, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from '../../lib/public-token';
import { createPet, dataUrl, JPEG_BYTES } from '../pets/pets.test-helpers';

// Emergency links: a public page for an emergency vet, made by the owner, expiring, revocable,
// rate-limited, and every view recorded for the owner.

let clock = Date.parse('2026-03-01T02:00:00Z');
let t: TestApp;
let owner: Person;
let petId: string;

beforeAll(async () => {
  t = await createTestApp(
    { SESSION_TTL_HOURS: '100000', RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' },
    { now: () => new Date(clock) },
  );
  owner = await person(t.app, 'Jamie Rivera', { phone: '+44 20 7946 0000' });
  petId = (
    await createPet(t.app, owner.token, {
      name: 'Biscuit',
      photo: dataUrl('image/jpeg', JPEG_BYTES),
    })
  )._id;
  await call(t.app, owner, 'PUT', `/api/pets/${petId}`, {
    medicalHistory: { allergies: ['penicillin'], chronicConditions: ['epilepsy'] },
  });
  await created(t.app, owner, `/api/pets/${petId}/medications`, {
    name: 'Phenobarbital',
    dosage: '30 mg',
    frequency: 'Twice daily',
  });
  await created(t.app, owner, `/api/pets/${petId}/medications`, {
    name: 'Old antibiotic',
    status: 'completed',
  });
  await created(t.app, owner, `/api/pets/${petId}/reactions`, {
    medication: 'Cefalexin',
    date: '2026-02-01',
    severity: 'moderate',
    symptoms: ['vomiting'],
  });
});
afterAll(() => t.close());

const mint = async (hours = 24) => {
  const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/emergency-links`, { hours });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { id: string; url: string; label: string; expiresAt: string };
  return { ...data, token: data.url.split('/').pop()! };
};
const open = (token: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: `/api/emergency/${token}`, remoteAddress: ip });

describe('POST /api/pets/:petId/emergency-links', () => {
  it('answers { id, url, label, expiresAt }; the URL ends with the token', async () => {
    const link = await mint(12);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/PawRx\/#\/emergency\/[\w-]+\.[\w-]+$/);
    expect(link.label).toBe(link.token.slice(0, 4));
    expect(link.expiresAt).toBe(new Date(clock + 12 * 3600_000).toISOString());
  });

  it('stores only the token hash: nothing in the row rebuilds the URL', async () => {
    const { id, token } = await mint();
    // PGlite and node-postgres both answer { rows }.
    const result = (await t.database.db.execute(
      sql`select * from emergency_links where id = ${id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = JSON.stringify(result.rows);
    expect(row).toContain(hashToken(token));
    expect(row).not.toContain(token.split('.')[0]);
    expect(row).not.toContain(token.split('.')[1]);
    expect(Object.keys(result.rows[0]!)).not.toContain('nonce');
  });

  it.each([0, 169, 1.5, '24', null])('answers 400 naming hours for %j', async (hours) => {
    const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/emergency-links`, { hours });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('hours');
  });
});

describe('GET /api/emergency/:token (no sign-in)', () => {
  it('shows what an emergency vet needs, and nothing that opens more', async () => {
    const { token } = await mint();
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.pet).toMatchObject({
      name: 'Biscuit',
      species: 'dog',
      breed: 'Beagle',
      weight: 12.5,
      weightUnit: 'kg',
      allergies: ['penicillin'],
      conditions: ['epilepsy'],
      photo: `/api/emergency/${token}/photo`,
    });
    expect(data.medications).toEqual([
      expect.objectContaining({ name: 'Phenobarbital', dosage: '30 mg', frequency: 'Twice daily' }),
    ]);
    expect(data.reactions).toEqual([
      expect.objectContaining({ medication: 'Cefalexin', severity: 'moderate' }),
    ]);
    expect(data.owner).toEqual({ name: 'Jamie Rivera', phone: '+44 20 7946 0000' });
    // No ids, no signed photo URL of the account, no email.
    expect(res.body).not.toContain(petId);
    expect(res.body).not.toContain('sig=');
    expect(res.body).not.toContain(owner.email);

    const photo = await t.app.inject({ method: 'GET', url: data.pet.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('records every view with its time and address, listed to the owner and in the activity', async () => {
    const { id, token } = await mint();
    await open(token, '198.51.100.1');
    clock += 60_000;
    await open(token, '198.51.100.2');
    const links = (await call(t.app, owner, 'GET', `/api/pets/${petId}/emergency-links`)).json()
      .data;
    const link = links.find((l: { id: string }) => l.id === id);
    expect(link).toMatchObject({ status: 'active', viewCount: 2, createdBy: 'Jamie Rivera' });
    expect(link.views).toEqual([
      { at: new Date(clock).toISOString(), ip: '198.51.100.2' },
      { at: new Date(clock - 60_000).toISOString(), ip: '198.51.100.1' },
    ]);
    const activity = (await call(t.app, owner, 'GET', `/api/pets/${petId}/activity`)).json().data;
    expect(activity[0]).toMatchObject({
      action: 'emergency.viewed',
      summary: 'Emergency page opened from 198.51.100.2',
      actor: { id: null },
    });
  });

  it('answers 404 once revoked, for the page and its photo', async () => {
    const { id, token } = await mint();
    expect((await open(token)).statusCode).toBe(200);
    const revoked = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/emergency-links/${id}`);
    expect(revoked.json().message).toBe(EMERGENCY_MESSAGES.revoked);
    const res = await open(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(EMERGENCY_MESSAGES.notFound);
    const photo = await t.app.inject({ method: 'GET', url: `/api/emergency/${token}/photo` });
    expect(photo.statusCode).toBe(404);
    const again = await call(t.app, owner, 'DELETE', `/api/pets/${petId}/emergency-links/${id}`);
    expect(again.statusCode).toBe(404);
    const listed = (await call(t.app, owner, 'GET', `/api/pets/${petId}/emergency-links`)).json();
    expect(listed.data.find((l: { id: string }) => l.id === id)).toMatchObject({
      status: 'revoked',
    });
  });

  it('answers 410 "This link has expired" after its hours', async () => {
    const { token } = await mint(1);
    clock += 3600_000 - 1;
    expect((await open(token)).statusCode).toBe(200);
    clock += 1;
    const res = await open(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'GONE', message: 'This link has expired' });
  });

  it.each([
    ['a made-up token', 'abcdefghijklmnop.qrstuvwxyz012345'],
    ['a malformed token', 'nope'],
  ])('answers 404 for %s', async (_what, token) => {
    expect((await open(token)).statusCode).toBe(404);
  });

  it('answers 404 to a real token with a forged signature', async () => {
    const { token } = await mint();
    const forged = `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`;
    expect((await open(forged)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('rate-limits the public endpoint per address (RATE_LIMIT_PUBLIC_LINK_PER_MINUTE)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '3' });
    try {
      const me = await person(limited.app, 'Limit');
      const pet = (await createPet(limited.app, me.token))._id;
      const res = await call(limited.app, me, 'POST', `/api/pets/${pet}/emergency-links`, {
        hours: 1,
      });
      const token = res.json().data.url.split('/').pop();
      const hit = (ip: string) =>
        limited.app.inject({ method: 'GET', url: `/api/emergency/${token}`, remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await hit('192.0.2.1')).statusCode).toBe(200);
      const blocked = await hit('192.0.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await hit('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it(`allows ${MAX_LIVE_EMERGENCY_LINKS} live links per pet, then 409`, async () => {
    const pet = (await createPet(t.app, owner.token))._id;
    for (let i = 0; i < MAX_LIVE_EMERGENCY_LINKS; i += 1)
      await created(t.app, owner, `/api/pets/${pet}/emergency-links`, { hours: 1 });
    const res = await call(t.app, owner, 'POST', `/api/pets/${pet}/emergency-links`, { hours: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMERGENCY_MESSAGES.tooMany);
  });

  it('lets a co-owner manage links; a caregiver gets 403', async () => {
    const coOwner = await person(t.app, 'Casey');
    const sitter = await person(t.app, 'Sam');
    await share(t.app, owner, petId, coOwner, 'co-owner');
    await share(t.app, owner, petId, sitter, 'caregiver');
    const url = `/api/pets/${petId}/emergency-links`;
    expect((await call(t.app, coOwner, 'POST', url, { hours: 2 })).statusCode).toBe(201);
    const refused = await call(t.app, sitter, 'POST', url, { hours: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("A caregiver cannot manage this pet's emergency links");
  });
});

describe('GET /api/pets/:petId/emergency-links (decision 034: shown once)', () => {
  it('lists who made each link, its label and expiry, and never its token or URL, to anyone', async () => {
    const coOwner = await person(t.app, 'Robin');
    await share(t.app, owner, petId, coOwner, 'co-owner');
    const res = await call(t.app, coOwner, 'POST', `/api/pets/${petId}/emergency-links`, {
      hours: 3,
    });
    const made = res.json().data as { id: string; url: string; label: string };
    const token = made.url.split('/').pop()!;
    for (const who of [owner, coOwner]) {
      const list = await call(t.app, who, 'GET', `/api/pets/${petId}/emergency-links`);
      expect(list.body).not.toContain(token);
      expect(list.body).not.toContain(token.split('.')[1]);
      expect(list.body).not.toMatch(/\/emergency\//);
      const listed = list.json().data.find((l: { id: string }) => l.id === made.id);
      expect(listed).toMatchObject({ label: made.label, createdBy: 'Robin', status: 'active' });
      expect(listed).not.toHaveProperty('url');
    }
    // The URL given at creation still opens the page.
    expect((await open(token)).statusCode).toBe(200);
  });
});
