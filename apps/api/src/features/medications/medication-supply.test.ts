import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SupplyState } from '@pawrx/contracts/supply-state';
import { reminderSends } from '../../db/schema';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 24 item 5: the supply state travels with every medication and every dose of it, worked
// out by one function, so the card, the profile and Today say the same thing.

const clock = movableClock();
const D = clock.day();
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let petId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerUser(t.app, { name: 'Sam Carer' });
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
/** Sessions last 7 days on the moved clock: the owner signs in again after moving it. */
async function signInAgain() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: owner.email, password: owner.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  owner = { ...owner, token: res.json().token };
}
/** The medication's supply on its card and on each of its doses of `day`: they must agree. */
async function supplyOf(medicationId: string, day: string): Promise<SupplyState> {
  const meds = await get(`/api/pets/${petId}/medications`);
  expect(meds.statusCode, meds.body).toBe(200);
  const med = meds.json().data.current.find((m: { _id: string }) => m._id === medicationId);
  const doses = await get(`/api/pets/${petId}/doses?from=${day}&to=${day}`);
  expect(doses.statusCode, doses.body).toBe(200);
  const mine = doses
    .json()
    .data.filter((d: { medicationId: string }) => d.medicationId === medicationId);
  for (const dose of mine) expect(dose.supply).toEqual(med.supply);
  return med.supply;
}

describe('the supply state on medications and doses', () => {
  it('is none with no supply recorded', async () => {
    clock.set(`${D}T07:00:00Z`);
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      doseTimes: ['08:00'],
    });
    expect(med.supply).toEqual({ state: 'none', runsOutOn: null, daysLeft: null });
    expect(await supplyOf(med._id, D)).toEqual({ state: 'none', runsOutOn: null, daysLeft: null });
  });

  it('counts down to refill soon, then run out, and a refill email flags it', async () => {
    clock.set(`${D}T07:00:00Z`);
    // 28 tablets at one a dose, twice a day: 14 days, the last one D+13.
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Apoquel',
      doseTimes: ['08:00', '20:00'],
      supplyQuantity: 28,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
    const last = clock.day(13);
    expect(med.supply).toEqual({ state: 'ok', runsOutOn: last, daysLeft: 13 });
    expect(med.supplyRunsOutOn).toBe(last);

    clock.set(`${clock.day(7)}T07:00:00Z`);
    await signInAgain();
    expect(await supplyOf(med._id, clock.day(7))).toMatchObject({ state: 'ok', daysLeft: 6 });

    clock.set(`${clock.day(8)}T07:00:00Z`);
    expect(await t.app.ctx.reminders.tick()).toBeDefined();
    const [sent] = await t.app.ctx.db
      .select({ status: reminderSends.status })
      .from(reminderSends)
      .where(and(eq(reminderSends.kind, 'refill'), eq(reminderSends.subjectId, med._id)));
    expect(sent?.status).toBe('sent');
    expect(await supplyOf(med._id, clock.day(8))).toEqual({
      state: 'refill-soon',
      runsOutOn: last,
      daysLeft: 5,
    });

    clock.set(`${clock.day(14)}T07:00:00Z`);
    await signInAgain();
    expect(await supplyOf(med._id, clock.day(14))).toEqual({
      state: 'run-out',
      runsOutOn: last,
      daysLeft: -1,
    });
  });

  it('flags refill soon once the refill email for this run-out day was sent, and not for an older count', async () => {
    clock.set(`${D}T07:00:00Z`);
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Gabapentin',
      doseTimes: ['08:00'],
      supplyQuantity: 30,
      supplyUnit: 'capsules',
      amountPerDose: 1,
    });
    const runsOutOn = clock.day(29);
    const sentFor = (day: string) =>
      t.app.ctx.db.insert(reminderSends).values({
        kind: 'refill',
        subjectId: med._id,
        userId: owner.userId,
        dueAt: new Date(`${day}T00:00:00.000Z`),
        status: 'sent',
        sentAt: clock.now(),
      });
    await sentFor(clock.day(3)); // a reminder about an earlier count's run-out day
    expect((await supplyOf(med._id, D)).state).toBe('ok');
    await sentFor(runsOutOn);
    expect(await supplyOf(med._id, D)).toEqual({ state: 'refill-soon', runsOutOn, daysLeft: 29 });
  });

  it('is run out at a supply of zero', async () => {
    clock.set(`${D}T07:00:00Z`);
    const med = await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Prednisolone',
      doseTimes: ['08:00'],
      supplyQuantity: 0,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
    expect(await supplyOf(med._id, D)).toEqual({ state: 'run-out', runsOutOn: D, daysLeft: 0 });
  });
});
