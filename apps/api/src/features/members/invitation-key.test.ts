import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@pawrx/contracts/members';
import { startSmtpSink } from '../../test/smtp-sink';
import { call, person, type Person } from '../../test/sharing-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Issue 25 item 2 (decision 046): an invitation is for whoever reads its email. Answering needs
// the key the email carries, or an account whose verified address is the invited one; someone
// who registers the invited address without reading its mail cannot answer for its owner.

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

/** Invites `email`; returns the invitation's id and the key and link its email carries. */
async function invite(email: string, role = 'caregiver') {
  const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().data._id;
  for (;;) {
    const mail = sink.mails.find((m) => m.to.includes(email) && m.decoded.includes(id));
    if (mail) {
      const link = new RegExp(
        `(http://pawrx\\.test/PawRx/#/\\S+invitation=${id}&key=([\\w-]+))`,
      ).exec(mail.decoded);
      expect(link, 'no invitation link with a key').not.toBeNull();
      return { id, link: link![1]!, key: link![2]! };
    }
    await sink.waitFor(sink.mails.length + 1);
  }
}
const answer = (token: string, id: string, verb: 'accept' | 'decline', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invitations/${id}/${verb}`,
    headers: bearer(token),
    payload,
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json()
    .data as { emailVerified: boolean };

describe('the key in the invitation email', () => {
  it('lets an unverified account with the address answer only with the key, which verifies it', async () => {
    const squatter = await registerUser(t.app, {}, { verified: false });
    const { id, key, link } = await invite(squatter.email);
    expect(link).toContain('#/dashboard?invitation=');

    for (const verb of ['accept', 'decline'] as const) {
      const refused = await answer(squatter.token, id, verb);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MEMBER_MESSAGES.verifyToAnswer);
      expect((await answer(squatter.token, id, verb, { key: `${key}x` })).statusCode).toBe(403);
    }

    const accepted = await answer(squatter.token, id, 'accept', { key });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ petId, role: 'caregiver' });
    expect(await me(squatter.token)).toMatchObject({ emailVerified: true });
  });

  it('is not needed by an account whose address is verified', async () => {
    const friend = await registerUser(t.app);
    const { id } = await invite(friend.email);
    expect((await answer(friend.token, id, 'decline')).statusCode).toBe(200);
  });

  it('opens nothing for another address: 404, key or not', async () => {
    const stranger = await registerUser(t.app);
    const { id, key } = await invite(`someone-${Date.now()}@example.com`);
    expect((await answer(stranger.token, id, 'accept', { key })).statusCode).toBe(404);
  });

  it('registers from the link with the address verified and no verification email', async () => {
    const email = `joiner-${Date.now()}@example.com`;
    const { id, key, link } = await invite(email, 'vet');
    expect(link).toContain(`#/register?email=${encodeURIComponent(email)}&role=vet&invitation=`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Dr Joiner',
        email,
        password: 'joiner-pass-1',
        role: 'vet',
        vetInfo: { licenseNumber: 'V-1', clinic: 'Oak Clinic' },
        invitationId: id,
        invitationKey: key,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.emailVerified).toBe(true);
    const token: string = res.json().token;
    expect((await answer(token, id, 'accept')).json().data).toEqual({ petId, role: 'vet' });
    await t.app.ctx.mailer.drain();
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1); // the invitation
  });

  it('verifies nothing when registering another address with a key', async () => {
    const { id, key } = await invite(`invited-${Date.now()}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Other',
        email: `other-${Date.now()}@example.com`,
        password: 'other-pass-1',
        invitationId: id,
        invitationKey: key,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.emailVerified).toBe(false);
  });

  it('answers 400 naming the field for a malformed answer body', async () => {
    const friend = await registerUser(t.app);
    const { id } = await invite(friend.email);
    for (const payload of [{ key: 5 }, { key: '' }, { other: 'x' }, { key: 'k'.repeat(201) }]) {
      const res = await answer(friend.token, id, 'accept', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ invitationId: 'not-a-uuid' }, { invitationKey: '' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'X',
          email: `x-${Date.now()}@example.com`,
          password: 'x-pass-123',
          ...payload,
        },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(Object.keys(payload)[0]);
    }
  });
});
