import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { addScheduledMedication, createPet } from '../../test/schedule-fixtures';
import { call, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Shared pets in the calendar feed: a co-owner's or caregiver's feed carries the pet's doses at
// the owner's wall-clock times (in the owner's zone, with its VTIMEZONE); a vet's stays its own.

let t: TestApp;
let owner: Person;
let sitter: Person;
let vet: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000' });
  owner = await person(t.app, 'Jamie', { timezone: 'America/New_York' });
  sitter = await person(t.app, 'Sam', { timezone: 'Europe/London' });
  vet = await person(t.app, 'Dr Vee', { timezone: 'Europe/London' });
  const milo = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await addScheduledMedication(t.app, owner.token, milo, {
    name: 'Enalapril',
    doseTimes: ['08:00'],
    startDate: '2026-04-06',
  });
  await share(t.app, owner, milo, sitter, 'caregiver');
  await share(t.app, owner, milo, vet, 'vet');
});
afterAll(() => t.close());

async function feedOf(who: Person) {
  const url = (await call(t.app, who, 'GET', '/api/calendar/feed')).json().data.url as string;
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe('the calendar feed with shared pets', () => {
  it("gives a caregiver the pet's doses at the owner's local time", async () => {
    const calendar = await feedOf(sitter);
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(event?.summary).toBe('Milo: Enalapril');
    expect(event?.startDate.zone.tzid).toBe('America/New_York');
    // 08:00 in New York on 6 April 2026 (EDT) is 12:00 UTC, whatever the caregiver's zone.
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-04-06T12:00:00.000Z');
    const zones = calendar
      .getAllSubcomponents('vtimezone')
      .map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['America/New_York']);
  });

  it("keeps a vet's patients out of the vet's calendar", async () => {
    const calendar = await feedOf(vet);
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
