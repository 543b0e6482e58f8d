import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pawrx/contracts/zoned-time';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { call, created, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 24 item 16: the emergency page leads with allergies and what the pet takes, each with
// when it was last given (from the dose log, in the owner's zone), then the pet's vet and its
// vaccinations.

const clock = movableClock();
const D = clock.day();
let t: TestApp;
let owner: Person;
let petId: string;
let medId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' }, { now: clock.now });
  owner = await person(t.app, 'Jo Owner', { timezone: 'America/New_York', phone: '+1 555 0101' });
  const vet = await person(t.app, 'Ada Vet', {
    role: 'vet',
    phone: '+1 555 0199',
    vetInfo: { licenseNumber: 'VET-77', clinic: 'Northside Animal Clinic' },
  });
  const sitter = await person(t.app, 'Ana Sitter');
  petId = (await createPet(t.app, owner.token, { name: 'Rex' }))._id;
  await share(t.app, owner, petId, vet, 'vet');
  await share(t.app, owner, petId, sitter, 'caregiver');
  clock.set(`${D}T16:00:00Z`);
  medId = (
    await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Carprofen',
      doseTimes: ['08:00', '20:00'],
      startDate: addDays(D, -2),
    })
  )._id;
  await created(t.app, owner, `/api/pets/${petId}/medications`, { name: 'Gabapentin' });
  const log = (body: object) =>
    call(t.app, owner, 'POST', `/api/pets/${petId}/medications/${medId}/doses`, body);
  // New York is UTC-4 or -5: 08:00 there is 12:00 or 13:00 UTC. Read the doses the API plans.
  const doses = (
    await call(t.app, owner, 'GET', `/api/pets/${petId}/doses?from=${addDays(D, -1)}&to=${D}`)
  ).json().data as { medicationId: string; scheduledAt: string }[];
  const [yMorning, yEvening, tMorning] = doses
    .filter((d) => d.medicationId === medId)
    .map((d) => d.scheduledAt);
  const morningAt = new Date(Date.parse(yMorning!) + 10 * 60_000).toISOString();
  expect(
    (await log({ scheduledAt: yMorning, status: 'given', givenAt: morningAt })).statusCode,
  ).toBe(201);
  const givenAt = new Date(Date.parse(yEvening!) + 25 * 60_000).toISOString();
  const evening = await log({ scheduledAt: yEvening, status: 'given', givenAt });
  expect(evening.statusCode, evening.body).toBe(201);
  // A skipped dose after it is not a dose given.
  expect((await log({ scheduledAt: tMorning, status: 'skipped' })).statusCode).toBe(201);
  await created(t.app, owner, `/api/pets/${petId}/vaccinations`, {
    vaccine: 'Rabies',
    date: addDays(D, -300),
    nextDue: addDays(D, 65),
  });
  await created(t.app, owner, `/api/pets/${petId}/vaccinations`, {
    vaccine: 'DHPP',
    date: addDays(D, -30),
  });
});
afterAll(() => t.close());

async function openPage() {
  const res = await call(t.app, owner, 'POST', `/api/pets/${petId}/emergency-links`, {
    hours: 24,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json().data.url as string).split('/').pop()!;
  const page = await t.app.inject({ method: 'GET', url: `/api/emergency/${token}` });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().data;
}

describe('GET /api/emergency/:token: what an emergency vet needs first', () => {
  it('gives each current medication the time its last dose was given, from the dose log', async () => {
    const data = await openPage();
    const doses = (
      await call(t.app, owner, 'GET', `/api/pets/${petId}/doses?from=${addDays(D, -1)}&to=${D}`)
    ).json().data as { medicationId: string; scheduledAt: string; status: string }[];
    const evening = doses.filter((d) => d.medicationId === medId)[1]!;
    const expected = new Date(Date.parse(evening.scheduledAt) + 25 * 60_000).toISOString();
    expect(data.medications).toEqual([
      expect.objectContaining({ name: 'Carprofen', lastGivenAt: expected }),
      expect.objectContaining({ name: 'Gabapentin', lastGivenAt: null }),
    ]);
  });

  it("names the owner's zone, the pet's vet (not its caregiver) and its vaccinations, newest first", async () => {
    const data = await openPage();
    expect(data.timeZone).toBe('America/New_York');
    // By name and clinic only: the vet's own phone is not the owner's to publish.
    expect(data.vets).toEqual([{ name: 'Ada Vet', clinic: 'Northside Animal Clinic' }]);
    expect(JSON.stringify(data)).not.toContain('555 0199');
    expect(data.vaccinations).toEqual([
      { vaccine: 'DHPP', date: addDays(D, -30), nextDue: null },
      { vaccine: 'Rabies', date: addDays(D, -300), nextDue: addDays(D, 65) },
    ]);
  });
});
