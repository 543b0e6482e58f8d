import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { doseLogs, idempotencyKeys } from '../../db/schema';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { person, type Person } from '../../test/sharing-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

// Issue 23: a phone that lost an answer, or queued a write while offline, sends it again with
// the same Idempotency-Key; the server runs it once and answers the repeat with the first answer
// (draft-ietf-httpapi-idempotency-key-header). An extra dose (no scheduledAt) shows it best: it is
// logged "now", so without the key a retry a minute later is a second dose.

const clock = movableClock();
const D = clock.day();
let t: TestApp;
let owner: Person;
let other: Person;
let petId: string;
let medId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await person(t.app, 'Olive Owner');
  other = await person(t.app, 'Otto Other');
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  medId = (await addScheduledMedication(t.app, owner.token, petId, { name: 'Apoquel' }))._id;
});
afterAll(() => t.close());

const logExtra = (key: string | undefined, body: object = { status: 'given' }, who = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/medications/${medId}/doses`,
    headers: { ...bearer(who.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const logCount = async () =>
  (await t.database.db.select().from(doseLogs).where(eq(doseLogs.medicationId, medId))).length;
const keyRows = (key: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('Idempotency-Key on dose logs', () => {
  it('logs once for the same key sent twice and answers the repeat with the first answer', async () => {
    clock.set(`${D}T09:00:00Z`);
    const before = await logCount();
    const first = await logExtra('phone-1-retry');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    clock.set(`${D}T09:01:30Z`);
    const repeat = await logExtra('phone-1-retry');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await logCount()).toBe(before + 1);
    // Without a key the same request a minute later is another extra dose.
    expect((await logExtra(undefined)).statusCode).toBe(201);
    expect(await logCount()).toBe(before + 2);
  });

  it('takes the key quoted as the draft writes it ("…") as the same key', async () => {
    clock.set(`${D}T09:10:00Z`);
    const first = await logExtra('"quoted-key-7"');
    clock.set(`${D}T09:11:00Z`);
    const repeat = await logExtra('quoted-key-7');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().data._id).toBe(first.json().data._id);
  });

  it('answers 422 for the same key sent with another request, and runs nothing', async () => {
    clock.set(`${D}T09:20:00Z`);
    expect((await logExtra('reused-key')).statusCode).toBe(201);
    const before = await logCount();
    const other = await logExtra('reused-key', { status: 'skipped' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await logCount()).toBe(before);
  });

  it('keeps keys apart per account', async () => {
    const theirPet = (await createPet(t.app, other.token, { name: 'Rex' }))._id;
    const theirMed = (await addScheduledMedication(t.app, other.token, theirPet, {}))._id;
    clock.set(`${D}T09:30:00Z`);
    expect((await logExtra('shared-key')).statusCode).toBe(201);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${theirPet}/medications/${theirMed}/doses`,
      headers: { ...bearer(other.token), 'idempotency-key': 'shared-key' },
      payload: { status: 'given' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows('shared-key')).toHaveLength(2);
  });

  it('forgets a key after 24 hours: the same key then runs the request again', async () => {
    clock.set(`${D}T10:00:00Z`);
    const first = await logExtra('day-old-key');
    clock.set(`${clock.day(1)}T10:00:01Z`);
    const later = await logExtra('day-old-key');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data._id).not.toBe(first.json().data._id);
  });

  it('answers every one of several sends of one key at once with the one answer, and logs once', async () => {
    clock.set(`${D}T11:00:00Z`);
    const before = await logCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => logExtra('burst-key')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await logCount()).toBe(before + 1);
  });

  it('keeps no key for a write that was refused: the same request may be sent again once it can succeed', async () => {
    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/pets/${petId}/medications/${medId}`,
        headers: bearer(owner.token),
        payload: { status },
      });
    await put('paused');
    clock.set(`${D}T12:00:00Z`);
    expect((await logExtra('after-resume')).statusCode).toBe(409);
    expect(await keyRows('after-resume')).toHaveLength(0);
    await put('active');
    const retried = await logExtra('after-resume');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['a space inside', 'two words'],
    ['more than 200 characters', 'k'.repeat(201)],
    ['nothing', ''],
  ])('answers a key with %s with 400 naming the header', async (_label, key) => {
    const res = await logExtra(key);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('idempotency-key');
  });

  it('documents the header and the 409 and 422 answers in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/pets/{petId}/medications/{medicationId}/doses', 'post'],
      ['/api/pets/{petId}/doses/{doseId}', 'put'],
      ['/api/pets/{petId}/doses/{doseId}', 'delete'],
    ] as const) {
      const operation = doc.paths[path][method];
      const header = operation.parameters.find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
      );
      expect(header, `${method} ${path}`).toMatchObject({ required: false });
      expect(header.description).toMatch(/same key/);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
      const conflict = operation.responses['409'].content['application/json'].schema;
      expect(JSON.stringify(conflict)).toContain('loggedBy');
    }
  });
});

describe('a fault in the middle of a keyed write', () => {
  it('rolls back the log and the key together, so the retry with the same key logs once', async () => {
    const { db } = t.database;
    await db.execute(sql`CREATE FUNCTION fail_activity() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'activity log unavailable'; END $$`);
    await db.execute(sql`CREATE TRIGGER fail_activity BEFORE INSERT ON pet_activity
      FOR EACH ROW EXECUTE FUNCTION fail_activity()`);
    clock.set(`${D}T13:00:00Z`);
    const before = await logCount();
    const failed = await logExtra('through-a-fault');
    expect(failed.statusCode).toBe(500);
    expect(await logCount()).toBe(before);
    expect(await keyRows('through-a-fault')).toHaveLength(0);

    await db.execute(sql`DROP TRIGGER fail_activity ON pet_activity`);
    await db.execute(sql`DROP FUNCTION fail_activity()`);
    clock.set(`${D}T13:00:20Z`);
    const retried = await logExtra('through-a-fault');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    clock.set(`${D}T13:00:40Z`);
    expect((await logExtra('through-a-fault')).headers['idempotent-replayed']).toBe('true');
    expect(await logCount()).toBe(before + 1);
  });
});
