import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@pawrx/contracts/members';
import { startSmtpSink } from '../../test/smtp-sink';
import { call, person, type Person } from '../../test/sharing-fixtures';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// The invitation flow over a real SMTP server on loopback: the email, the invitee's list, the
// answers, and an invitation that waits for an account registered later.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: Person;
let petId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, APP_URL: 'http://pawrx.test' });
  owner = await person(t.app, 'Jamie Rivera');
  petId = (await createPet(t.app, owner.token, { name: 'Biscuit' }))._id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function invite(email: string, role = 'caregiver') {
  const before = sink.mails.length;
  const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  await sink.waitFor(before + 1);
  return { member: res.json().data, mail: sink.mails[before]! };
}

describe('POST /api/pets/:petId/members, then the invitee answers', () => {
  it('mails an existing account, which sees the invitation and accepts it', async () => {
    const sitter = await person(t.app, 'Sam Sitter');
    const { member, mail } = await invite(sitter.email.toUpperCase());
    expect(member).toMatchObject({ email: sitter.email, role: 'caregiver', status: 'pending' });
    expect(mail.to).toEqual([sitter.email]);
    expect(mail.decoded).toContain('Jamie Rivera invited you to help care for Biscuit');
    expect(mail.decoded).toContain('http://pawrx.test/PawRx/#/dashboard');

    const listed = await call(t.app, sitter, 'GET', '/api/invitations');
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: member._id,
        petId,
        petName: 'Biscuit',
        ownerName: 'Jamie Rivera',
        role: 'caregiver',
      }),
    ]);
    const accepted = await call(t.app, sitter, 'POST', `/api/invitations/${member._id}/accept`);
    expect(accepted.json()).toMatchObject({ data: { petId, role: 'caregiver' } });
    expect((await call(t.app, sitter, 'GET', '/api/invitations')).json().data).toEqual([]);

    const pets = (await call(t.app, sitter, 'GET', '/api/pets')).json().data;
    expect(pets).toEqual([
      expect.objectContaining({ _id: petId, role: 'caregiver', ownerName: 'Jamie Rivera' }),
    ]);
    const members = (await call(t.app, owner, 'GET', `/api/pets/${petId}/members`)).json().data;
    expect(members).toContainEqual(
      expect.objectContaining({ _id: member._id, name: 'Sam Sitter', status: 'active' }),
    );
  });

  it('keeps an invitation to an address without an account until it registers', async () => {
    const email = `later-${Date.now()}@example.com`;
    const { member, mail } = await invite(email, 'vet');
    expect(mail.decoded).toContain(
      `http://pawrx.test/PawRx/#/register?email=${encodeURIComponent(email)}&role=vet`,
    );
    const { token } = await registerUser(t.app, {
      email,
      role: 'vet',
      vetInfo: { licenseNumber: 'L-1', clinic: 'Clinic' },
    });
    const vet = { token, email, userId: '', name: 'Test Owner' };
    const listed = (await call(t.app, vet, 'GET', '/api/invitations')).json().data;
    expect(listed.map((i: { _id: string }) => i._id)).toEqual([member._id]);
    const declined = await call(t.app, vet, 'POST', `/api/invitations/${member._id}/decline`);
    expect(declined.json()).toMatchObject({
      message: MEMBER_MESSAGES.declined,
      data: { role: null },
    });
    expect((await call(t.app, vet, 'GET', `/api/pets/${petId}`)).statusCode).toBe(404);
    const members = (await call(t.app, owner, 'GET', `/api/pets/${petId}/members`)).json().data;
    expect(members).toContainEqual(expect.objectContaining({ email, status: 'declined' }));
    // A declined address may be invited again.
    expect((await invite(email, 'vet')).member.status).toBe('pending');
  });

  it('answers 404 to an invitation that is not the account’s, or already answered', async () => {
    const { member } = await invite(`someone-${Date.now()}@example.com`);
    const other = await person(t.app, 'Other');
    for (const verb of ['accept', 'decline']) {
      const res = await call(t.app, other, 'POST', `/api/invitations/${member._id}/${verb}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MEMBER_MESSAGES.invitationNotFound);
    }
    const malformed = await call(t.app, other, 'POST', '/api/invitations/not-a-uuid/accept');
    expect(malformed.statusCode).toBe(404);
    expect((await call(t.app, undefined, 'GET', '/api/invitations')).statusCode).toBe(401);
  });
});

describe('edge cases of an invitation', () => {
  it('refuses inviting yourself with a 400 naming the email', async () => {
    const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: owner.email,
      role: 'co-owner',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: MEMBER_MESSAGES.inviteSelf }]);
  });

  it('answers 409 for an address that is already a member or already invited', async () => {
    const friend = await person(t.app, 'Friend');
    await invite(friend.email);
    const again = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: friend.email,
      role: 'co-owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBER_MESSAGES.alreadyMember);
  });

  it.each([
    [{ email: 'x@example.com', role: 'owner' }, 'role'],
    [{ email: 'not-an-email', role: 'vet' }, 'email'],
    [{ email: 'x@example.com', role: 'vet', expiresAt: '2020-01-01' }, 'expiresAt'],
    [{ email: 'x@example.com', role: 'vet', expiresAt: 'tomorrow' }, 'expiresAt'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});

describe('invitation rate limit', () => {
  it('answers 429 after RATE_LIMIT_INVITE_PER_HOUR invitations from one account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_INVITE_PER_HOUR: '2' });
    try {
      const me = await person(limited.app, 'Busy');
      const pet = (await createPet(limited.app, me.token))._id;
      const send = (n: number) =>
        call(limited.app, me, 'POST', `/api/pets/${pet}/members`, {
          email: `friend-${n}@example.com`,
          role: 'caregiver',
        });
      expect((await send(1)).statusCode).toBe(201);
      expect((await send(2)).statusCode).toBe(201);
      const blocked = await send(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
