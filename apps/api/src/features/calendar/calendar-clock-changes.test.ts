import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  clockChangeChecks,
  CLOCK_CHANGE_DOSE_TIMES,
  CLOCK_CHANGE_ZONES,
  type ClockChangeCheck,
} from '@pawrx/contracts/clock-changes.test-helpers';
import { addDays, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { addScheduledMedication, createPet } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// The feed as a calendar client shows it: ical.js (Thunderbird's engine) expands each dose time
// through the feed's own VTIMEZONE over 2026–2028, in 29 zones, and every dose lands on the
// instant the app gives it (the time-zone library's answer), clock-change days included.

const FIRST_DAY = '2026-01-01';
const END_DAY = '2029-01-01';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let medId: string;
let feedPath: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' });
  owner = await registerUser(t.app);
  const petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  medId = (
    await addScheduledMedication(t.app, owner.token, petId, {
      frequency: 'Four times daily',
      doseTimes: [...CLOCK_CHANGE_DOSE_TIMES],
      startDate: '2025-12-01',
    })
  )._id;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/calendar/feed',
    headers: bearer(owner.token),
  });
  feedPath = new URL(res.json().data.url as string).pathname;
});
afterAll(() => t.close());

/** The feed as the owner in `zone` gets it, parsed by ical.js with its own VTIMEZONEs. */
async function feedIn(zone: string) {
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(owner.token),
    payload: { timezone: zone },
  });
  expect(profile.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: feedPath });
  expect(res.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const tz of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return calendar;
}

/** Every start of a dose time's events (the recurring one and any single ones) in [from, to). */
function starts(calendar: ICAL.Component, time: string, from: Date, to: Date): string[] {
  const uid = `dose-${medId}-${time.replace(':', '')}`;
  const out: string[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    if (!event.uid.startsWith(uid)) continue;
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const at = next.toJSDate();
      if (at >= to) break;
      if (at >= from) out.push(at.toISOString());
    }
  }
  return out.sort();
}

/** What the app says: each day's dose at the library's instant, the checked ones at theirs. */
function appStarts(
  checks: ClockChangeCheck[],
  zone: string,
  time: string,
  from: string,
  to: string,
): string[] {
  const checked = new Map(checks.filter((c) => c.time === time).map((c) => [c.day, c.expected]));
  const out: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1))
    out.push((checked.get(day) ?? zonedToUtc(day, time, zone)).toISOString());
  return [...new Set(out)].sort();
}

describe('the .ics feed across clock changes, expanded by ical.js', () => {
  it.each(CLOCK_CHANGE_ZONES)(
    '%s: every dose of 2026–2028 at 00:30, 02:30, 06:00 and 21:00 is at the app’s instant',
    async (zone) => {
      const calendar = await feedIn(zone);
      const checks = clockChangeChecks([zone]);
      const from = zonedToUtc(FIRST_DAY, '00:00', zone);
      const to = zonedToUtc(END_DAY, '00:00', zone);
      for (const time of CLOCK_CHANGE_DOSE_TIMES) {
        const got = starts(calendar, time, from, to);
        const want = appStarts(checks, zone, time, FIRST_DAY, END_DAY);
        expect({
          time,
          missing: want.filter((w) => !got.includes(w)),
          extra: got.filter((g) => !want.includes(g)),
        }).toEqual({ time, missing: [], extra: [] });
        expect(got).toHaveLength(want.length);
      }
    },
  );

  it('writes a zone whose changes follow yearly rules as RRULEs, and Morocco change by change', async () => {
    const rules = (calendar: ICAL.Component) =>
      calendar
        .getFirstSubcomponent('vtimezone')!
        .getAllSubcomponents()
        .map((c) => String(c.getFirstPropertyValue('rrule') ?? ''));
    expect(rules(await feedIn('America/Los_Angeles'))).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    ]);
    expect(rules(await feedIn('America/Santiago'))).toEqual([
      'FREQ=YEARLY;BYMONTH=4;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8',
      'FREQ=YEARLY;BYMONTH=9;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8',
    ]);
    const casablanca = rules(await feedIn('Africa/Casablanca'));
    expect(casablanca.every((r) => r === '')).toBe(true);
    expect(casablanca.length).toBeGreaterThan(20);
  });
});
