import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, created, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// The audit log: written by the services where things happen, read by owners and co-owners.

let clock = Date.parse('2026-03-02T08:00:00Z');
let t: TestApp;
let owner: Person;
let coOwner: Person;
let sitter: Person;
let petId: string;

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: '100000' }, { now: () => new Date(clock) });
  owner = await person(t.app, 'Jamie');
  coOwner = await person(t.app, 'Casey');
  sitter = await person(t.app, 'Sam');
  petId = (await createPet(t.app, owner.token, { name: 'Biscuit' }))._id;
});
afterAll(() => t.close());

const tick = () => (clock += 1000);
const activity = async (who: Person, query = '') =>
  call(t.app, who, 'GET', `/api/pets/${petId}/activity${query}`);

describe('GET /api/pets/:petId/activity', () => {
  it('records who did what, newest first: members, medications, doses, reactions', async () => {
    await share(t.app, owner, petId, coOwner, 'co-owner');
    tick();
    const memberId = await share(t.app, owner, petId, sitter, 'caregiver');
    tick();
    const med = await created(t.app, coOwner, `/api/pets/${petId}/medications`, {
      name: 'Apoquel',
      dosage: '16 mg',
    });
    tick();
    await call(t.app, coOwner, 'PUT', `/api/pets/${petId}/medications/${med}`, {
      status: 'paused',
    });
    tick();
    await call(t.app, coOwner, 'PUT', `/api/pets/${petId}/medications/${med}`, {
      status: 'active',
      dosage: '8 mg',
    });
    tick();
    await created(t.app, sitter, `/api/pets/${petId}/medications/${med}/doses`, {
      status: 'given',
    });
    tick();
    await created(t.app, sitter, `/api/pets/${petId}/reactions`, {
      medication: 'Apoquel',
      date: '2026-03-02',
      severity: 'mild',
      symptoms: ['itching'],
    });
    tick();
    await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${memberId}`);
    tick();
    await call(t.app, coOwner, 'DELETE', `/api/pets/${petId}/medications/${med}`);

    const entries = (await activity(owner)).json().data;
    expect(
      entries.map((e: { action: string; actor: { name: string }; summary: string }) => [
        e.action,
        e.actor.name,
        e.summary,
      ]),
    ).toEqual([
      ['medication.deleted', 'Casey', 'Apoquel'],
      ['member.removed', 'Jamie', `Removed ${sitter.email} (caregiver)`],
      ['reaction.added', 'Sam', 'mild reaction to Apoquel on 2026-03-02'],
      ['dose.logged', 'Sam', 'Given: Apoquel (extra dose)'],
      ['medication.updated', 'Casey', 'Apoquel: active'],
      ['medication.updated', 'Casey', 'Apoquel: paused'],
      ['medication.added', 'Casey', 'Apoquel 16 mg'],
      ['member.joined', 'Sam', 'Joined as caregiver'],
      ['member.invited', 'Jamie', `Invited ${sitter.email} as caregiver`],
      ['member.joined', 'Casey', 'Joined as co-owner'],
      ['member.invited', 'Jamie', `Invited ${coOwner.email} as co-owner`],
    ]);
    expect(entries[0]).toMatchObject({ petId, at: new Date(clock).toISOString() });
    expect((await activity(coOwner)).json().data).toEqual(entries);
  });

  it("records the vet's appointments and the weighings, with who made them (issue 24 item 14)", async () => {
    const vet = await person(t.app, 'Dr Vee', {
      role: 'vet',
      vetInfo: { licenseNumber: 'L-9', clinic: 'Night Clinic' },
    });
    const pet = (await createPet(t.app, owner.token, { name: 'Pip' }))._id;
    await share(t.app, owner, pet, vet, 'vet');
    await share(t.app, owner, pet, coOwner, 'co-owner');
    tick();
    const visit = await created(t.app, vet, `/api/pets/${pet}/appointments`, {
      type: 'checkup',
      title: 'Dental check',
      date: '2026-03-10',
      time: '10:30',
    });
    tick();
    await call(t.app, vet, 'PUT', `/api/pets/${pet}/appointments/${visit}`, {
      status: 'completed',
    });
    tick();
    const other = await created(t.app, owner, `/api/pets/${pet}/appointments`, {
      type: 'grooming',
      date: '2026-03-12',
    });
    tick();
    await call(t.app, owner, 'PUT', `/api/pets/${pet}/appointments/${other}`, {
      status: 'cancelled',
    });
    tick();
    const weighing = await created(t.app, coOwner, `/api/pets/${pet}/weights`, {
      date: '2026-03-01',
      weight: 12.4,
      weightUnit: 'kg',
    });
    tick();
    await call(t.app, owner, 'DELETE', `/api/pets/${pet}/weights/${weighing}`);
    // A refused change writes nothing.
    expect(
      (
        await call(t.app, vet, 'POST', `/api/pets/${pet}/weights`, {
          date: '2026-03-01',
          weight: 3,
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const entries = (await call(t.app, owner, 'GET', `/api/pets/${pet}/activity?limit=7`)).json()
      .data;
    expect(
      entries.map((e: { action: string; actor: { id: string; name: string }; summary: string }) => [
        e.action,
        e.actor.name,
        e.summary,
      ]),
    ).toEqual([
      ['weight.deleted', 'Jamie', 'Deleted the weighing of 2026-03-01'],
      ['weight.added', 'Casey', 'Weighed 12.4 kg on 2026-03-01'],
      ['appointment.cancelled', 'Jamie', 'Cancelled Grooming on 2026-03-12'],
      ['appointment.added', 'Jamie', 'Scheduled Grooming on 2026-03-12'],
      ['appointment.completed', 'Dr Vee', 'Completed Dental check on 2026-03-10 at 10:30'],
      ['appointment.added', 'Dr Vee', 'Scheduled Dental check on 2026-03-10 at 10:30'],
      ['member.joined', 'Casey', 'Joined as co-owner'],
    ]);
    expect(entries[5].actor.id).toBe(vet.userId);
  });

  it('names the edited fields when the status stays', async () => {
    tick();
    const med = await created(t.app, owner, `/api/pets/${petId}/medications`, { name: 'Gaba' });
    await call(t.app, owner, 'PUT', `/api/pets/${petId}/medications/${med}`, {
      dosage: '100 mg',
      frequency: 'Twice daily',
    });
    const [latest] = (await activity(owner, '?limit=1')).json().data;
    expect(latest.summary).toBe('Gaba: dosage, frequency');
  });

  it.each(['0', '201', 'x'])('answers 400 naming limit for limit=%s', async (limit) => {
    const res = await activity(owner, `?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('limit');
  });
});
