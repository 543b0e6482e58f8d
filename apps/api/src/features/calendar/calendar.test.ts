import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { addScheduledMedication, createPet } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// The feed is checked by a maintained iCalendar parser (ical.js, used by Thunderbird), with
// recurrences expanded through the VTIMEZONE the feed itself carries.

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' });
  owner = await registerUser(t.app, { timezone: 'Europe/London' });
  const milo = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await addScheduledMedication(t.app, owner.token, milo, {
    name: 'Carprofen; chewable, 75 mg',
    doseTimes: ['08:00', '20:00'],
    startDate: '2026-03-27',
    endDate: '2026-04-10',
  });
  await addScheduledMedication(t.app, owner.token, milo, {
    name: 'Bravecto',
    frequency: 'Monthly',
    doseTimes: ['09:00'],
    startDate: '2026-01-31',
  });
  await addScheduledMedication(t.app, owner.token, milo, {
    name: 'Selarid',
    frequency: 'Monthly',
    doseTimes: ['09:00'],
    startDate: '2026-01-30',
  });
  await addScheduledMedication(t.app, owner.token, milo, {
    name: 'Gabapentin',
    doseTimes: ['08:00'],
    startDate: '2025-03-28',
  });
  await addScheduledMedication(t.app, owner.token, milo, { name: 'Fish oil', doseTimes: [] });
  const inject = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
  await inject(`/api/pets/${milo}/appointments`, {
    type: 'dental',
    title: 'Dental cleaning',
    date: '2026-05-04',
    time: '14:30',
    clinic: 'Riverside Vets',
  });
  await inject(`/api/pets/${milo}/vaccinations`, {
    vaccine: 'Rabies',
    date: '2025-06-01',
    nextDue: '2026-06-01',
  });
});
afterAll(() => t.close());

const feedUrl = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/calendar/feed',
    headers: bearer(owner.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

const occurrences = (event: ICAL.Event, count: number) => {
  const it = event.iterator();
  const out: string[] = [];
  for (let next = it.next(); next && out.length < count; next = it.next())
    out.push(next.toJSDate().toISOString());
  return out;
};

describe('GET /api/calendar/feed', () => {
  it('gives a stable secret URL to the signed-in owner', async () => {
    const url = await feedUrl();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[\w-]+\.[\w-]+\.ics$/);
    expect(await feedUrl()).toBe(url);
  });

  it('asks for a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
  });
});

describe('the .ics feed', () => {
  it('is text/calendar that an iCalendar parser reads', async () => {
    const res = await fetchFeed(await feedUrl());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('PawRx');
  });

  it('repeats each dose time with the pet name, at local time across the clock change, until the end day', async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl())).body);
    const morning = events.find(
      (e) => e.summary === 'Milo: Carprofen; chewable, 75 mg' && e.startDate.hour === 8,
    );
    expect(morning).toBeDefined();
    expect(morning!.isRecurring()).toBe(true);
    // London moves to BST on 29 March 2026: 08:00 local is 08:00Z, then 07:00Z.
    expect(occurrences(morning!, 4)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    const all = occurrences(morning!, 100);
    expect(all).toHaveLength(15);
    expect(all.at(-1)).toBe('2026-04-10T07:00:00.000Z');
    expect(events.filter((e) => e.summary.startsWith('Milo: Carprofen'))).toHaveLength(2);
  });

  it('keeps local time across a clock change of an earlier year than the feed is written in', async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl())).body);
    const gabapentin = events.find((e) => e.summary === 'Milo: Gabapentin')!;
    // London moved to BST on 30 March 2025.
    expect(occurrences(gabapentin, 4)).toEqual([
      '2025-03-28T08:00:00.000Z',
      '2025-03-29T08:00:00.000Z',
      '2025-03-30T07:00:00.000Z',
      '2025-03-31T07:00:00.000Z',
    ]);
  });

  it('keeps a monthly course started on the 29th-31st on the month end when the month is shorter', async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl())).body);
    const monthly = events.find((e) => e.summary === 'Milo: Bravecto')!;
    expect(occurrences(monthly, 3).map((d) => d.slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    const thirtieth = events.find((e) => e.summary === 'Milo: Selarid')!;
    expect(occurrences(thirtieth, 4).map((d) => d.slice(0, 10))).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
      '2026-04-30',
    ]);
  });

  it('lists appointments and vaccination due dates, and leaves out unscheduled medications', async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl())).body);
    const dental = events.find((e) => e.summary === 'Milo: Dental cleaning')!;
    expect(dental.startDate.toJSDate().toISOString()).toBe('2026-05-04T13:30:00.000Z');
    expect(dental.location).toBe('Riverside Vets');
    const rabies = events.find((e) => e.summary === 'Milo: Rabies vaccination due')!;
    expect(rabies.startDate.isDate).toBe(true);
    expect(rabies.startDate.toString()).toBe('2026-06-01');
    expect(events.some((e) => e.summary.includes('Fish oil'))).toBe(false);
  });
});

describe('POST /api/calendar/feed/reset', () => {
  it('issues a new URL and the old one stops working', async () => {
    const old = await feedUrl();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl()).toBe(fresh);
  });

  it.each([
    ['a random token', '/api/calendar/feed/abc.def.ics'],
    ['no .ics suffix', '/api/calendar/feed/abc'],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Calendar feed not found');
  });
});
