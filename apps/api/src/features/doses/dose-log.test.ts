import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doseLogHistory, doseLogs } from '../../db/schema';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { person, share, type Person } from '../../test/sharing-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

// Issue 23, part 3: a dose has one log. A second log is a 409 that says who logged it; a log
// changes only by an explicit edit or an Undo, each compare-and-set on the version it saw, and
// every step stays in the dose's history and the activity log.

const clock = movableClock();
const D = clock.day();
const AT = `${D}T08:00:00.000Z`;
let t: TestApp;
let owner: Person, coOwner: Person, carer: Person, vet: Person;
let petId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await person(t.app, 'Olive Owner');
  coOwner = await person(t.app, 'Cody Coowner');
  carer = await person(t.app, 'Ana Sitter');
  vet = await person(t.app, 'Dr Vee');
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await share(t.app, owner, petId, coOwner, 'co-owner');
  await share(t.app, owner, petId, carer, 'caregiver');
  await share(t.app, owner, petId, vet, 'vet');
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (who: Person, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), payload });
/** A medication of its own per test, with one dose a day at 08:00 UTC. */
const newMedication = async (name: string) => {
  clock.set(`${D}T07:00:00Z`);
  const med = await addScheduledMedication(t.app, owner.token, petId, {
    name,
    doseTimes: ['08:00'],
    startDate: D,
  });
  return med._id;
};
const logDose = (who: Person, medId: string, status: 'given' | 'skipped' = 'given') =>
  send(who, 'POST', `/api/pets/${petId}/medications/${medId}/doses`, { scheduledAt: AT, status });
const doseUrl = (id: string) => `/api/pets/${petId}/doses/${id}`;
const doseOf = async (medId: string) => {
  const res = await send(owner, 'GET', `/api/pets/${petId}/doses?from=${D}&to=${D}`);
  return (res.json().data as Array<Record<string, unknown>>).find((d) => d.medicationId === medId)!;
};
const rowsOf = (medId: string) =>
  t.database.db.select().from(doseLogs).where(eq(doseLogs.medicationId, medId));
const historyOf = (medId: string) =>
  t.database.db.select().from(doseLogHistory).where(eq(doseLogHistory.medicationId, medId));

describe('one log per dose', () => {
  it('answers a caregiver logging a dose the owner gave with 409 naming the owner, and keeps the first log', async () => {
    const medId = await newMedication('Apoquel');
    clock.set(`${D}T08:02:00Z`);
    expect((await logDose(owner, medId)).statusCode).toBe(201);
    clock.set(`${D}T08:30:00Z`);
    const second = await logDose(carer, medId, 'skipped');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'DOSE_ALREADY_LOGGED',
      message: 'Already given by Olive Owner at 8:02 AM',
      data: {
        status: 'given',
        loggedAt: `${D}T08:02:00.000Z`,
        loggedBy: { name: 'Olive Owner' },
        version: 1,
      },
    });
    expect(await doseOf(medId)).toMatchObject({
      status: 'given',
      loggedBy: { id: owner.userId, name: 'Olive Owner' },
      loggedAt: `${D}T08:02:00.000Z`,
    });
  });

  it('lets exactly one of several people logging the same dose at once win; the rest get 409 naming the winner', async () => {
    const medId = await newMedication('Gabapentin');
    clock.set(`${D}T08:10:00Z`);
    const people = [owner, coOwner, carer, owner, carer, coOwner, owner, carer];
    const answers = await Promise.all(
      people.map((who, i) => logDose(who, medId, i % 2 ? 'skipped' : 'given')),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(people.length - 1);
    const winner = won[0]!.json().data;
    for (const answer of refused)
      expect(answer.json().data).toMatchObject({
        _id: winner._id,
        status: winner.status,
        loggedBy: { name: winner.loggedBy.name },
      });
    expect(await rowsOf(medId)).toHaveLength(1);
    expect(await historyOf(medId)).toHaveLength(1);
  });
});

describe('PUT /api/pets/:petId/doses/:doseId (an explicit edit)', () => {
  it("changes the owner's view of a caregiver's log, keeps the first log in the dose's history and the activity log", async () => {
    const medId = await newMedication('Carprofen');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId)).json().data;
    clock.set(`${D}T09:15:00Z`);
    const res = await send(owner, 'PUT', doseUrl(logged._id), {
      version: 1,
      status: 'skipped',
      note: 'vomited it up',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Dose log changed',
      data: {
        _id: logged._id,
        version: 2,
        status: 'skipped',
        note: 'vomited it up',
        loggedBy: { id: owner.userId, name: 'Olive Owner' },
        loggedAt: `${D}T09:15:00.000Z`,
      },
    });
    expect((await doseOf(medId)).history).toEqual([
      { action: 'logged', status: 'given', by: { name: 'Ana Sitter' }, at: `${D}T08:02:00.000Z` },
      {
        action: 'edited',
        status: 'skipped',
        note: 'vomited it up',
        by: { name: 'Olive Owner' },
        at: `${D}T09:15:00.000Z`,
      },
    ]);
    const activity = await send(owner, 'GET', `/api/pets/${petId}/activity`);
    expect(activity.json().data[0]).toMatchObject({
      action: 'dose.edited',
      actor: { name: 'Olive Owner' },
      summary: `Changed (given → skipped): Skipped: Carprofen (dose of ${D} 08:00)`,
    });
  });

  it('keeps who set the status when only the note changes', async () => {
    const medId = await newMedication('Amoxicillin');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId)).json().data;
    clock.set(`${D}T08:40:00Z`);
    const res = await send(carer, 'PUT', doseUrl(logged._id), { version: 1, note: 'with food' });
    expect(res.json().data).toMatchObject({
      version: 2,
      status: 'given',
      note: 'with food',
      loggedBy: { name: 'Ana Sitter' },
      loggedAt: `${D}T08:02:00.000Z`,
    });
  });

  it('refuses an edit from a stale screen with 409 naming who changed the log since, and changes nothing', async () => {
    const medId = await newMedication('Meloxicam');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId)).json().data;
    clock.set(`${D}T08:05:00Z`);
    expect(
      (await send(coOwner, 'PUT', doseUrl(logged._id), { version: 1, status: 'skipped' }))
        .statusCode,
    ).toBe(200);
    const stale = await send(owner, 'PUT', doseUrl(logged._id), { version: 1, note: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'DOSE_LOG_CHANGED',
      message: 'Changed since: skipped by Cody Coowner at 8:05 AM',
      data: { version: 2, status: 'skipped', loggedBy: { name: 'Cody Coowner' } },
    });
    expect(await doseOf(medId)).toMatchObject({ version: 2, status: 'skipped' });
    expect((await doseOf(medId)).note).toBeUndefined();
  });

  it('lets a caregiver change their own log but not one someone else made; a vet changes none', async () => {
    const own = await newMedication('Prednisone');
    const others = await newMedication('Famotidine');
    clock.set(`${D}T08:02:00Z`);
    const mine = (await logDose(carer, own)).json().data;
    const ownersLog = (await logDose(owner, others)).json().data;
    expect(
      (await send(carer, 'PUT', doseUrl(mine._id), { version: 1, status: 'skipped' })).statusCode,
    ).toBe(200);
    const refused = await send(carer, 'PUT', doseUrl(ownersLog._id), { version: 1, note: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A caregiver cannot change a dose someone else logged');
    const byVet = await send(vet, 'PUT', doseUrl(mine._id), { version: 2, note: 'x' });
    expect(byVet.statusCode).toBe(403);
    expect((await send(carer, 'DELETE', `${doseUrl(ownersLog._id)}?version=1`)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/pets/:petId/doses/:doseId (Undo)', () => {
  it('undoes a log still at its version: the dose is due again, can be logged again, and the undone log stays in its history', async () => {
    const medId = await newMedication('Enalapril');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId, 'skipped')).json().data;
    clock.set(`${D}T08:02:05Z`);
    const undo = await send(carer, 'DELETE', `${doseUrl(logged._id)}?version=1`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ message: 'Dose log undone', data: { status: 'due' } });
    expect(await rowsOf(medId)).toHaveLength(0);
    expect((await doseOf(medId)).status).toBe('due');

    clock.set(`${D}T08:03:00Z`);
    expect((await logDose(owner, medId)).statusCode).toBe(201);
    expect((await doseOf(medId)).history).toEqual([
      { action: 'logged', status: 'skipped', by: { name: 'Ana Sitter' }, at: `${D}T08:02:00.000Z` },
      { action: 'undone', status: 'skipped', by: { name: 'Ana Sitter' }, at: `${D}T08:02:05.000Z` },
      { action: 'logged', status: 'given', by: { name: 'Olive Owner' }, at: `${D}T08:03:00.000Z` },
    ]);
    const activity = (await send(owner, 'GET', `/api/pets/${petId}/activity`)).json().data as {
      action: string;
      summary: string;
    }[];
    expect(
      activity
        .filter((a) => a.action.startsWith('dose.') && a.summary.includes('Enalapril'))
        .map((a) => a.summary),
    ).toEqual([
      `Given: Enalapril (dose of ${D} 08:00)`,
      `Undone: Skipped: Enalapril (dose of ${D} 08:00)`,
      `Skipped: Enalapril (dose of ${D} 08:00)`,
    ]);
  });

  it('does not undo a log someone changed since (compare-and-set): 409, and the change stays', async () => {
    const medId = await newMedication('Furosemide');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId)).json().data;
    clock.set(`${D}T08:02:04Z`);
    await send(owner, 'PUT', doseUrl(logged._id), { version: 1, status: 'skipped' });
    const undo = await send(carer, 'DELETE', `${doseUrl(logged._id)}?version=1`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('Changed since: skipped by Olive Owner at 8:02 AM');
    expect(await doseOf(medId)).toMatchObject({ status: 'skipped', version: 2 });
  });

  it('lets one of an Undo and an edit sent at once win, and the history records exactly what won', async () => {
    const medId = await newMedication('Pimobendan');
    clock.set(`${D}T08:02:00Z`);
    const logged = (await logDose(carer, medId)).json().data;
    const url = doseUrl(logged._id);
    const answers = await Promise.all([
      send(carer, 'DELETE', `${url}?version=1`),
      send(owner, 'PUT', url, { version: 1, status: 'skipped' }),
      send(coOwner, 'PUT', url, { version: 1, note: 'at noon' }),
      send(carer, 'DELETE', `${url}?version=1`),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 404)).toBe(true);
    const steps = (await historyOf(medId)).map((h) => h.action).sort();
    expect(steps).toHaveLength(2);
    expect(steps).toContain('logged');
    const rows = await rowsOf(medId);
    expect(rows.length === 0).toBe(steps.includes('undone'));
    if (rows[0]) expect(rows[0].version).toBe(2);
  });
});

describe('bad ids and bodies', () => {
  let doseId: string;
  beforeAll(async () => {
    const medId = await newMedication('Trazodone');
    clock.set(`${D}T08:02:00Z`);
    doseId = (await logDose(owner, medId)).json().data._id;
  });

  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ])('answers %s with 404, edit and Undo alike', async (_label, id) => {
    for (const res of [
      await send(owner, 'PUT', doseUrl(id), { version: 1, status: 'given' }),
      await send(owner, 'DELETE', `${doseUrl(id)}?version=1`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This dose is not logged (any more)');
    }
  });

  it("answers 404 for a log of another of the owner's pets, as for a missing one", async () => {
    const otherPet = (await createPet(t.app, owner.token, { name: 'Luna' }))._id;
    const res = await send(owner, 'PUT', `/api/pets/${otherPet}/doses/${doseId}`, {
      version: 1,
      note: 'x',
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['no version', { status: 'skipped' }, 'version'],
    ['a version of 0', { version: 0, status: 'skipped' }, 'version'],
    ['a status that is not logged', { version: 1, status: 'missed' }, 'status'],
    ['nothing to change', { version: 1 }, 'status'],
    ['a note too long', { version: 1, note: 'x'.repeat(501) }, 'note'],
  ])('answers an edit with %s with 400 naming the field', async (_label, body, field) => {
    const res = await send(owner, 'PUT', doseUrl(doseId), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it.each([
    ['no version', ''],
    ['a version that is not a number', '?version=abc'],
    ['a negative version', '?version=-1'],
  ])('answers an Undo with %s with 400 naming version', async (_label, query) => {
    const res = await send(owner, 'DELETE', `${doseUrl(doseId)}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('version');
  });
});
