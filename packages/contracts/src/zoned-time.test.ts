import { describe, expect, it } from 'vitest';
import {
  clockChangeChecks,
  CLOCK_CHANGE_DOSE_TIMES,
  CLOCK_CHANGE_SPAN,
  CLOCK_CHANGE_ZONES,
  walkTransitions,
} from './clock-changes.test-helpers';
import {
  addDays,
  isTimeZone,
  localDateOf,
  localTimeOf,
  offsetTransitions,
  wallTimeKind,
  zonedToUtc,
} from './zoned-time';

// Local time through the time-zone library, on every clock change of 2026–2028 in 29 zones far
// from UTC, for doses at 00:30, 02:30, 06:00 and 21:00.

const checks = clockChangeChecks();
const iso = (d: Date) => d.toISOString();

describe('zonedToUtc: known cases', () => {
  it.each([
    // Spring forward: 02:00 → 03:00 in Los Angeles; a 06:00 dose is 06:00 PDT.
    ['2026-03-08', '06:00', 'America/Los_Angeles', '2026-03-08T13:00:00.000Z'],
    // Skipped: 02:30 moves forward by the gap to 03:30 PDT.
    ['2026-03-08', '02:30', 'America/Los_Angeles', '2026-03-08T10:30:00.000Z'],
    // Repeated: 01:30 on the autumn day is the first 01:30 (EDT).
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    // Sydney's autumn change (03:00 → 02:00): 00:30 is still AEDT (+11).
    ['2026-04-05', '00:30', 'Australia/Sydney', '2026-04-04T13:30:00.000Z'],
    // Sydney's spring change (02:00 → 03:00): 00:30 is still AEST (+10).
    ['2026-10-04', '00:30', 'Australia/Sydney', '2026-10-03T14:30:00.000Z'],
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    ['2026-09-27', '00:30', 'Pacific/Auckland', '2026-09-26T12:30:00.000Z'],
    // Lord Howe moves 30 minutes: 02:15 in the gap is 02:45 (+11).
    ['2026-10-04', '02:15', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z'],
    // Midnight changes: Santiago and Havana skip 00:00–01:00, so 00:30 is 01:30.
    ['2026-09-06', '00:30', 'America/Santiago', '2026-09-06T04:30:00.000Z'],
    ['2026-03-08', '00:30', 'America/Havana', '2026-03-08T05:30:00.000Z'],
    // Casablanca goes back for Ramadan at 03:00: 02:30 happens twice, the first is +01.
    ['2026-02-15', '02:30', 'Africa/Casablanca', '2026-02-15T01:30:00.000Z'],
    // Dublin (negative DST in tzdata) and Chatham (+12:45/+13:45).
    ['2026-10-25', '01:30', 'Europe/Dublin', '2026-10-25T00:30:00.000Z'],
    ['2026-04-05', '02:30', 'Pacific/Chatham', '2026-04-04T12:45:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(iso(zonedToUtc(day, time, zone))).toBe(expected);
  });
});

describe('zone transitions', () => {
  it.each(CLOCK_CHANGE_ZONES)(
    '%s: walking each day finds the changes the library lists',
    (zone) => {
      const listed = offsetTransitions(zone, CLOCK_CHANGE_SPAN.from, CLOCK_CHANGE_SPAN.to);
      expect(walkTransitions(zone)).toEqual(listed);
    },
  );

  it('covers zones with changes and zones without', () => {
    const counts = Object.fromEntries(
      CLOCK_CHANGE_ZONES.map((z) => [z, walkTransitions(z).length]),
    );
    expect(counts).toMatchObject({
      'America/Los_Angeles': 6,
      'Australia/Lord_Howe': 6,
      'Africa/Casablanca': 6,
      'America/Sao_Paulo': 0,
      'Asia/Tehran': 0,
      'Australia/Perth': 0,
    });
    expect(checks.length).toBeGreaterThan(1500);
  });
});

describe('zonedToUtc on every clock change of 2026–2028', () => {
  it(`agrees to the minute with the library's transitions (${checks.length} checks)`, () => {
    const wrong = checks
      .filter((c) => zonedToUtc(c.day, c.time, c.zone).getTime() !== c.expected.getTime())
      .map((c) => `${c.zone} ${c.day} ${c.time}: ${iso(zonedToUtc(c.day, c.time, c.zone))}`);
    expect(wrong).toEqual([]);
  });

  it('shows the dose time on its day, or moved forward by the gap when the clocks skip it', () => {
    const wrong = checks.filter((c) => {
      const at = zonedToUtc(c.day, c.time, c.zone);
      if (c.kind === 'skipped')
        return localDateOf(at, c.zone) !== c.day || localTimeOf(at, c.zone) <= c.time;
      return localDateOf(at, c.zone) !== c.day || localTimeOf(at, c.zone) !== c.time;
    });
    expect(wrong).toEqual([]);
  });

  it('names skipped and repeated wall times as the transitions make them', () => {
    const wrong = checks.filter((c) => wallTimeKind(c.day, c.time, c.zone) !== c.kind);
    expect(wrong).toEqual([]);
    expect(checks.some((c) => c.kind === 'skipped')).toBe(true);
    expect(checks.some((c) => c.kind === 'repeated')).toBe(true);
  });
});

describe('zonedToUtc on every other day of 2026–2028', () => {
  it('reads a dose time back unchanged in every zone, each day (the four times in turn)', () => {
    const changeDays = new Set(checks.map((c) => `${c.zone} ${c.day}`));
    const wrong: string[] = [];
    let count = 0;
    for (const zone of CLOCK_CHANGE_ZONES)
      for (let day = '2026-01-01', n = 0; day < '2029-01-01'; day = addDays(day, 1), n += 1) {
        if (changeDays.has(`${zone} ${day}`)) continue;
        const time = CLOCK_CHANGE_DOSE_TIMES[n % CLOCK_CHANGE_DOSE_TIMES.length]!;
        count += 1;
        const at = zonedToUtc(day, time, zone);
        if (localDateOf(at, zone) !== day || localTimeOf(at, zone) !== time)
          wrong.push(`${zone} ${day} ${time}`);
      }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(30_000);
  }, 60_000);
});

describe('isTimeZone', () => {
  it.each(['Europe/London', 'UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kathmandu'])(
    'accepts %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );
  it.each(['', 'Mars/Olympus', '+01:00', 'Europe/London; DROP', 'x'.repeat(65)])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});
