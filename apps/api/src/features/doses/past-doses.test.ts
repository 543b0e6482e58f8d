import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADHERENCE_DAYS, DOSE_MESSAGES, adherencePercent } from '@pawrx/contracts/doses';
import { addDays } from '@pawrx/contracts/zoned-time';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 24 item 4: a missed dose of the last 7 days can be logged afterwards, with the time it
// was really given, and adherence starts on the medication's start date.

const clock = movableClock();
const D = clock.day();
let t: TestApp;
let owner: Person;
let sitter: Person;
let vet: Person;
let stranger: Person;
let petId: string;
/** Carprofen at 08:00 and 20:00, back-dated to start two days before today. */
let medId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await person(t.app, 'Sam Carer');
  sitter = await person(t.app, 'Ana Sitter');
  vet = await person(t.app, 'Dr Vet');
  stranger = await person(t.app, 'Someone Else');
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await share(t.app, owner, petId, sitter, 'caregiver');
  await share(t.app, owner, petId, vet, 'vet');
  clock.set(`${D}T12:00:00Z`);
  medId = (
    await addScheduledMedication(t.app, owner.token, petId, {
      doseTimes: ['08:00', '20:00'],
      startDate: addDays(D, -2),
    })
  )._id;
});
afterAll(() => t.close());

const logUrl = (med = medId, pet = petId) => `/api/pets/${pet}/medications/${med}/doses`;
const logPast = (body: object, who: Person = owner, med = medId) =>
  call(t.app, who, 'POST', logUrl(med), body);
const dosesOf = async (from: string, to: string) => {
  const res = await call(t.app, owner, 'GET', `/api/pets/${petId}/doses?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    _id?: string;
    version?: number;
    medicationId: string;
    scheduledAt: string;
    status: 'given' | 'skipped' | 'missed' | 'due' | 'upcoming';
    extra: boolean;
  }>;
};
const fieldsOf = (res: { json: () => { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);

describe('POST …/doses: a past dose', () => {
  it('logs yesterday’s missed dose with the time it was given, and a second log is a 409', async () => {
    const scheduledAt = `${addDays(D, -1)}T08:00:00.000Z`;
    const givenAt = `${addDays(D, -1)}T08:15:00.000Z`;
    const res = await logPast({ scheduledAt, status: 'given', givenAt });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ scheduledAt, status: 'given', loggedAt: givenAt });
    const listed = (await dosesOf(addDays(D, -1), addDays(D, -1))).find(
      (d) => d.scheduledAt === scheduledAt,
    );
    expect(listed).toMatchObject({ status: 'given', loggedAt: givenAt });

    const again = await logPast({ scheduledAt, status: 'skipped' }, sitter);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already given by Sam Carer at 8:15 AM');
  });

  it('says in the activity log that the dose was given earlier than it was logged', async () => {
    const res = await call(t.app, owner, 'GET', `/api/pets/${petId}/activity`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = JSON.stringify(res.json().data);
    expect(lines).toContain(`given at ${addDays(D, -1)} 08:15`);
  });

  it('logs a past dose as skipped, with no time given', async () => {
    const scheduledAt = `${addDays(D, -1)}T20:00:00.000Z`;
    const res = await logPast({ scheduledAt, status: 'skipped' }, sitter);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'skipped', loggedBy: { name: 'Ana Sitter' } });
  });

  it('starts adherence on the start date: a back-dated course with its past doses logged is 100%', async () => {
    for (const scheduledAt of [`${addDays(D, -2)}T08:00:00Z`, `${addDays(D, -2)}T20:00:00Z`]) {
      const res = await logPast({ scheduledAt, status: 'given', givenAt: scheduledAt });
      expect(res.statusCode, res.body).toBe(201);
    }
    const yesterdayEvening = (await dosesOf(addDays(D, -1), addDays(D, -1)))[1]!;
    // The evening skip was the sitter's; the owner changes it to given (decision 032).
    const changed = await call(
      t.app,
      owner,
      'PUT',
      `/api/pets/${petId}/doses/${yesterdayEvening._id!}`,
      {
        version: yesterdayEvening.version,
        status: 'given',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await logPast({ scheduledAt: `${D}T08:00:00Z`, status: 'given', givenAt: `${D}T08:05:00Z` }))
        .statusCode,
    ).toBe(201);

    const month = (await dosesOf(addDays(D, 1 - ADHERENCE_DAYS), D)).filter(
      (d) => d.medicationId === medId,
    );
    // Days before the start date have no doses at all, so nothing there can count as missed.
    expect(month.every((d) => d.scheduledAt >= `${addDays(D, -2)}T00:00`)).toBe(true);
    expect(month.map((d) => d.status)).toEqual([
      'given',
      'given',
      'given',
      'given',
      'given',
      'upcoming',
    ]);
    expect(adherencePercent(month)).toBe(100);
  });

  it('lets a caregiver log a past dose, not a vet (the rights table)', async () => {
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Gabapentin',
      doseTimes: ['09:00'],
      startDate: addDays(D, -3),
    });
    const scheduledAt = `${addDays(D, -3)}T09:00:00Z`;
    const byVet = await logPast({ scheduledAt, status: 'given' }, vet, med._id);
    expect(byVet.statusCode).toBe(403);
    const bySitter = await logPast(
      { scheduledAt, status: 'given', givenAt: `${addDays(D, -3)}T09:30:00Z` },
      sitter,
      med._id,
    );
    expect(bySitter.statusCode, bySitter.body).toBe(201);
  });

  it("answers 404 for another account's pet, as for a missing one", async () => {
    const scheduledAt = `${addDays(D, -1)}T20:00:00Z`;
    const res = await logPast({ scheduledAt, status: 'given', givenAt: scheduledAt }, stranger);
    expect(res.statusCode).toBe(404);
  });
});

describe('POST …/doses: the bounds of a past dose (400 with the field at fault)', () => {
  let oldMed: string;
  beforeAll(async () => {
    oldMed = (
      await addScheduledMedication(t.app, owner.token, petId, {
        name: 'Apoquel',
        doseTimes: ['08:00'],
        startDate: addDays(D, -20),
      })
    )._id;
  });

  it.each([
    [
      'a dose 8 days ago',
      { scheduledAt: `${addDays(D, -8)}T08:00:00Z` },
      'scheduledAt',
      DOSE_MESSAGES.tooOld,
    ],
    [
      'a time given in the future',
      { scheduledAt: `${D}T08:00:00Z`, givenAt: `${D}T12:05:00Z` },
      'givenAt',
      DOSE_MESSAGES.givenInFuture,
    ],
    [
      'a time given 8 days ago',
      { givenAt: `${addDays(D, -8)}T08:00:00Z` },
      'givenAt',
      DOSE_MESSAGES.givenTooOld,
    ],
    [
      'a time given 13 hours before its dose',
      { scheduledAt: `${addDays(D, -1)}T08:00:00Z`, givenAt: `${addDays(D, -2)}T19:00:00Z` },
      'givenAt',
      DOSE_MESSAGES.givenTooEarly,
    ],
  ])('refuses %s', async (_name, times, field, message) => {
    const res = await logPast({ status: 'given', ...times }, owner, oldMed);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it("refuses a dose before the medication's start date, and a time given before it", async () => {
    const dose = await logPast({ scheduledAt: `${addDays(D, -3)}T08:00:00Z`, status: 'given' });
    expect(dose.statusCode).toBe(400);
    expect(dose.json().message).toBe(DOSE_MESSAGES.beforeStart);
    expect(fieldsOf(dose)).toEqual(['scheduledAt']);
    const extra = await logPast({ givenAt: `${addDays(D, -3)}T08:00:00Z`, status: 'given' });
    expect(extra.statusCode).toBe(400);
    expect(fieldsOf(extra)).toEqual(['givenAt']);
  });

  it.each([
    ['30 February', 'scheduledAt', '2026-02-30T08:00:00Z'],
    ['hour 25', 'scheduledAt', `${D}T25:00:00Z`],
    ['31 April', 'givenAt', '2026-04-31T08:00:00Z'],
    ['minute 61', 'givenAt', `${D}T08:61:00Z`],
    ['a NUL byte', 'givenAt', `${D}T08:00:00Z\u0000`],
    ['a NUL byte', 'scheduledAt', `\u0000${D}T08:00:00Z`],
  ])('refuses an impossible date or time (%s in %s)', async (_name, field, value) => {
    const res = await logPast({ status: 'given', [field]: value }, owner, oldMed);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });

  it('refuses a note with a NUL byte, and a time given on a skipped dose', async () => {
    const scheduledAt = `${addDays(D, -2)}T08:00:00Z`;
    const nul = await logPast({ scheduledAt, status: 'given', note: 'a\u0000b' }, owner, oldMed);
    expect(nul.statusCode).toBe(400);
    expect(fieldsOf(nul)).toContain('note');
    const skipped = await logPast(
      { scheduledAt, status: 'skipped', givenAt: scheduledAt },
      owner,
      oldMed,
    );
    expect(skipped.statusCode).toBe(400);
    expect(fieldsOf(skipped)).toEqual(['givenAt']);
  });

  it('still takes a dose of exactly 7 days ago', async () => {
    const scheduledAt = `${addDays(D, -7)}T08:00:00Z`;
    const res = await logPast(
      { scheduledAt, status: 'given', givenAt: `${addDays(D, -7)}T09:00:00Z` },
      owner,
      oldMed,
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the OpenAPI document', () => {
  it('documents givenAt on the dose log body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body =
      doc.paths['/api/pets/{petId}/medications/{medicationId}/doses'].post.requestBody.content[
        'application/json'
      ].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['scheduledAt', 'status', 'givenAt', 'note']),
    );
    expect(body.properties.givenAt.description).toMatch(/really given/);
  });
});
