import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addScheduledMedication } from '../../test/schedule-fixtures';
import { createPet } from './pets.test-helpers';

// Issue 24, items 11 and 12: a pet's payloads carry its owner's zone (the pet's day, in which its
// doses are planned) for every reader, and the invitation email writes an access end as its
// last day, in the invitee's zone or with the owner's zone named.

let clock = Date.parse('2026-12-01T15:00:00Z');
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: Person;
let petId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: sink.url, APP_URL: 'http://pawrx.test', SESSION_TTL_HOURS: '100000' },
    { now: () => new Date(clock) },
  );
  owner = await person(t.app, 'Jamie Rivera', { timezone: 'America/New_York' });
  petId = (await createPet(t.app, owner.token, { name: 'Rex' }))._id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const petsOf = async (who: Person) =>
  (await call(t.app, who, 'GET', '/api/pets')).json().data as {
    _id: string;
    ownerTimeZone: string;
  }[];

async function inviteMail(email: string, expiresAt: string) {
  const before = sink.mails.length;
  const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
    email,
    role: 'caregiver',
    expiresAt,
  });
  expect(res.statusCode, res.body).toBe(201);
  // Other tests' invitations may still be arriving: the one to this address is ours.
  for (let seen = before + 1; ; seen++) {
    await sink.waitFor(seen);
    // The invitation, not the verification link an invitee with an account was sent earlier.
    const mail = sink.mails.find(
      (m) => m.to.includes(email.toLowerCase()) && m.decoded.includes('caregiver'),
    );
    if (mail) return mail.decoded;
  }
}

describe("the owner's zone on the pet payloads", () => {
  it('is on the list, the profile, the invitation and Vet Mode, for owner and members', async () => {
    const sitter = await person(t.app, 'Sam Sitter', { timezone: 'Asia/Tokyo' });
    const vet = await person(t.app, 'Dr Vee', {
      timezone: 'Europe/London',
      role: 'vet',
      vetInfo: { licenseNumber: 'L-9', clinic: 'Night Clinic' },
    });
    expect(await petsOf(owner)).toEqual([
      expect.objectContaining({ _id: petId, ownerTimeZone: 'America/New_York' }),
    ]);

    const invited = await call(t.app, owner, 'POST', `/api/pets/${petId}/members`, {
      email: sitter.email,
      role: 'caregiver',
    });
    const invitations = (await call(t.app, sitter, 'GET', '/api/invitations')).json().data;
    expect(invitations).toEqual([
      expect.objectContaining({ petName: 'Rex', ownerTimeZone: 'America/New_York' }),
    ]);
    await call(t.app, sitter, 'POST', `/api/invitations/${invited.json().data._id}/accept`);
    await share(t.app, owner, petId, vet, 'vet', '2026-12-04');

    expect(await petsOf(sitter)).toEqual([
      expect.objectContaining({ _id: petId, ownerTimeZone: 'America/New_York' }),
    ]);
    const profile = (await call(t.app, sitter, 'GET', `/api/pets/${petId}`)).json().data;
    expect(profile).toMatchObject({ role: 'caregiver', ownerTimeZone: 'America/New_York' });
    const patients = (await call(t.app, vet, 'GET', '/api/vet/patients')).json().data;
    expect(patients).toEqual([
      expect.objectContaining({
        petId,
        ownerTimeZone: 'America/New_York',
        // Through Dec 4 in New York: Dec 5 begins at 05:00 UTC.
        expiresAt: '2026-12-05T05:00:00.000Z',
      }),
    ]);
  });

  it("follows the owner's change of zone in a member's cached list at once", async () => {
    const coOwner = await person(t.app, 'Co Owner', { timezone: 'Europe/Paris' });
    const own = await person(t.app, 'Zone Mover', { timezone: 'America/Chicago' });
    const pet = (await createPet(t.app, own.token, { name: 'Mover' }))._id;
    await share(t.app, own, pet, coOwner, 'co-owner');
    expect(await petsOf(coOwner)).toEqual([
      expect.objectContaining({ _id: pet, ownerTimeZone: 'America/Chicago' }),
    ]);
    const moved = await call(t.app, own, 'PUT', '/api/auth/profile', {
      timezone: 'Australia/Sydney',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await petsOf(coOwner)).toEqual([
      expect.objectContaining({ _id: pet, ownerTimeZone: 'Australia/Sydney' }),
    ]);
    expect(await petsOf(own)).toEqual([
      expect.objectContaining({ _id: pet, ownerTimeZone: 'Australia/Sydney' }),
    ]);
  });

  it("lets a member in a zone a day ahead read the pet's day by the owner's date", async () => {
    // 8:00 PM Dec 1 in New York is 10:00 AM Dec 2 in Tokyo: the pet's day is still Dec 1.
    clock = Date.parse('2026-12-02T01:00:00Z');
    const sitter = await person(t.app, 'Tokyo Sitter', { timezone: 'Asia/Tokyo' });
    const own = await person(t.app, 'Evening Owner', { timezone: 'America/New_York' });
    const pet = (await createPet(t.app, own.token, { name: 'Late' }))._id;
    await addScheduledMedication(t.app, own.token, pet, {
      doseTimes: ['21:00'],
      startDate: '2026-11-20',
    });
    await share(t.app, own, pet, sitter, 'caregiver');
    const [listed] = await petsOf(sitter);
    expect(listed!.ownerTimeZone).toBe('America/New_York');
    const due = (
      await call(t.app, sitter, 'GET', `/api/pets/${pet}/doses?from=2026-12-01&to=2026-12-01`)
    ).json().data;
    expect(due).toEqual([
      expect.objectContaining({ scheduledAt: '2026-12-02T02:00:00.000Z', status: 'upcoming' }),
    ]);
    // The viewer's own date finds nothing due tonight: the reason Today asks by the pet's day.
    const sitterDay = (
      await call(t.app, sitter, 'GET', `/api/pets/${pet}/doses?from=2026-12-02&to=2026-12-02`)
    ).json().data as { scheduledAt: string }[];
    expect(sitterDay.map((d) => d.scheduledAt)).not.toContain('2026-12-02T02:00:00.000Z');
    clock = Date.parse('2026-12-01T15:00:00Z');
  });
});

describe('the invitation email writes access end as its last day', () => {
  it("names the owner's zone for an address with no account", async () => {
    const mail = await inviteMail(`new-${Date.now()}@example.com`, '2026-12-04');
    expect(mail).toContain('as caregiver through Dec 4, 2026 (Eastern Standard Time).');
    expect(mail).not.toContain('GMT');
    expect(mail).not.toContain('Dec 5');
  });

  it("writes the invitee's zone, and the pet's day where it differs", async () => {
    const far = await person(t.app, 'West Sitter', { timezone: 'America/Los_Angeles' });
    const mail = await inviteMail(far.email, '2026-12-04');
    expect(mail).toContain('until Dec 4, 2026, 9:00 PM your time (through Dec 4, 2026 for Rex).');
    const near = await person(t.app, 'East Sitter', { timezone: 'America/Toronto' });
    expect(await inviteMail(near.email, '2026-12-04')).toContain(
      'as caregiver through Dec 4, 2026.',
    );
  });
});
