import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockChangeChecks,
  CLOCK_CHANGE_DOSE_TIMES,
  CLOCK_CHANGE_ZONES,
  walkTransitions,
} from '@pawrx/contracts/clock-changes.test-helpers';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Dose times on clock-change days, through the API: the dose list and the reminder emails give
// each dose the time-zone library's instant. Once, a 06:00 dose in Los Angeles came at 07:00 on
// the March change and a 00:30 dose in Sydney moved on both change days.

const clock = movableClock();
/** Sign-in tokens are checked against the real clock: accounts are made at the clock's start. */
const START = clock.now().toISOString();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** An owner in `timezone` with one daily medication at `doseTimes` since December 2025. */
async function ownerWithDoses(timezone: string, doseTimes: readonly string[], name = 'Carprofen') {
  const owner = await registerUser(t.app, { timezone });
  const petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await addScheduledMedication(t.app, owner.token, petId, {
    name,
    frequency: `${['Once', 'Twice', 'Three times', 'Four times'][doseTimes.length - 1]} daily`,
    doseTimes: [...doseTimes],
    startDate: '2025-12-01',
  });
  return { ...owner, petId };
}

async function doseTimesBetween(
  owner: { token: string; petId: string },
  from: string,
  to: string,
): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pets/${owner.petId}/doses?from=${from}&to=${to}`,
    headers: bearer(owner.token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ scheduledAt: string }>).map((d) => d.scheduledAt);
}

describe('GET /api/pets/:id/doses on clock-change days', () => {
  it.each([
    ['America/Los_Angeles', '06:00', '2026-03-08', '2026-03-08T13:00:00.000Z'],
    ['Australia/Sydney', '00:30', '2026-04-05', '2026-04-04T13:30:00.000Z'],
    ['Australia/Sydney', '00:30', '2026-10-04', '2026-10-03T14:30:00.000Z'],
    ['Pacific/Auckland', '00:30', '2026-04-05', '2026-04-04T11:30:00.000Z'],
    ['Pacific/Auckland', '00:30', '2026-09-27', '2026-09-26T12:30:00.000Z'],
  ])('a dose in %s at %s on %s is at %s', async (zone, time, day, expected) => {
    const owner = await ownerWithDoses(zone, [time]);
    expect(await doseTimesBetween(owner, day, day)).toEqual([expected]);
  });

  it(`lists every dose at the library's instant around each zone's 2026 changes (${CLOCK_CHANGE_ZONES.length} zones)`, async () => {
    const owner = await ownerWithDoses('UTC', CLOCK_CHANGE_DOSE_TIMES);
    const wrong: string[] = [];
    let days = 0;
    for (const zone of CLOCK_CHANGE_ZONES) {
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(owner.token),
        payload: { timezone: zone },
      });
      expect(profile.statusCode).toBe(200);
      for (const transition of walkTransitions(zone)) {
        if (transition.at.getUTCFullYear() !== 2026) continue;
        const checks = clockChangeChecks([zone], () => [transition]);
        const sorted = checks.map((c) => c.day).sort();
        days += new Set(sorted).size;
        const want = [...new Set(checks.map((c) => c.expected.toISOString()))].sort();
        const got = await doseTimesBetween(owner, sorted[0]!, sorted.at(-1)!);
        if (JSON.stringify(got) !== JSON.stringify(want))
          wrong.push(
            `${zone} ${sorted[0]}..${sorted.at(-1)}: got ${got.join(' ')}; want ${want.join(' ')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(days).toBeGreaterThan(100);
  });
});

describe('dose reminders on clock-change days', () => {
  it.each([
    ['America/Los_Angeles', '06:00', '2026-03-08T13:00:00Z'],
    ['Australia/Sydney', '00:30', '2026-04-04T13:30:00Z'],
    ['Australia/Sydney', '00:30', '2026-10-03T14:30:00Z'],
  ])('emails the %s %s dose at %s, not a minute before', async (zone, time, due) => {
    clock.set(START);
    const owner = await ownerWithDoses(zone, [time], `Dose ${zone} ${due}`);
    // The owner's reminders only (registering also mails a verification link).
    const mailsTo = () =>
      sink.mails.filter((m) => m.to.includes(owner.email) && m.decoded.includes('Dose due'));
    // Mail is a queue (decision 033): drain it after each tick, so a reminder sent early would be
    // in the sink by the first check and other owners' queued mail cannot stand in for this one.
    clock.set(new Date(Date.parse(due) - 60_000).toISOString());
    await t.app.ctx.reminders.tick();
    await t.app.ctx.mailer.drain();
    expect(mailsTo()).toHaveLength(0);
    clock.set(due);
    await t.app.ctx.reminders.tick();
    await t.app.ctx.mailer.drain();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.decoded).toContain(`Dose due: Milo's Dose ${zone}`);
  });
});
