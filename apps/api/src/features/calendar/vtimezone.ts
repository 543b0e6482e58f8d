import { offsetMinutesAt, wallClockAt } from '@pawrx/contracts/zoned-time';
import type { IcsComponent } from './ics-writer';

// RFC 5545 wants a VTIMEZONE for every TZID used (§3.6.5). We derive one from the runtime's
// IANA data: the year's offset changes become yearly rules ("last Sunday of March, 01:00"),
// so a recurring 08:00 dose stays at 08:00 local in every client across daylight saving.

const pad = (n: number) => String(n).padStart(2, '0');
const HOUR = 3600_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** The year the yearly rules are written from: before any dose or appointment we hold. */
const RULES_FROM = 1970;

/** The day of the month of the `nth` (1–4, or -1 for the last) `weekday` (0 = Sunday). */
function nthWeekday(year: number, month: number, nth: number, weekday: number): number {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (nth === -1) {
    const lastWeekday = new Date(Date.UTC(year, month - 1, daysInMonth)).getUTCDay();
    return daysInMonth - ((lastWeekday - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7;
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The instants in `year` at which the zone's offset changes, to the minute. */
function transitionsIn(year: number, timeZone: string): Date[] {
  const found: Date[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let offset = offsetMinutesAt(new Date(t), timeZone);
  for (; t < end; t += 24 * HOUR) {
    const next = offsetMinutesAt(new Date(t + 24 * HOUR), timeZone);
    if (next === offset) continue;
    let lo = t;
    let hi = t + 24 * HOUR;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutesAt(new Date(mid), timeZone) === offset) lo = mid;
      else hi = mid;
    }
    found.push(new Date(hi));
    offset = next;
  }
  return found;
}

function observance(at: Date, timeZone: string): IcsComponent {
  const from = offsetMinutesAt(new Date(at.getTime() - HOUR), timeZone);
  const to = offsetMinutesAt(at, timeZone);
  // The onset is written in the wall-clock time that was in force just before the change.
  const wall = wallClockAt(new Date(at.getTime() + from * 60_000), 'UTC');
  const daysInMonth = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
  const weekday = WEEKDAYS[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()]!;
  const nth = wall.day + 7 > daysInMonth ? -1 : Math.ceil(wall.day / 7);
  // The rule starts in RULES_FROM, not this year: a course that began before this year's first
  // change must still find its offset (clients read no rule before an observance's DTSTART).
  const day = nthWeekday(RULES_FROM, wall.month, nth, WEEKDAYS.indexOf(weekday));
  return {
    type: to > from ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      [
        'DTSTART',
        `${RULES_FROM}${pad(wall.month)}${pad(day)}T${pad(wall.hour)}${pad(wall.minute)}00`,
      ],
      ['RRULE', `FREQ=YEARLY;BYMONTH=${wall.month};BYDAY=${nth}${weekday}`],
      ['TZOFFSETFROM', utcOffset(from)],
      ['TZOFFSETTO', utcOffset(to)],
    ],
  };
}

/** A VTIMEZONE for `timeZone` as its rules stand in `year`. */
export function vtimezone(timeZone: string, year: number): IcsComponent {
  const changes = transitionsIn(year, timeZone);
  const components =
    changes.length === 2
      ? changes.map((at) => observance(at, timeZone))
      : [
          {
            type: 'STANDARD',
            properties: [
              ['DTSTART', '19700101T000000'],
              [
                'TZOFFSETFROM',
                utcOffset(offsetMinutesAt(new Date(Date.UTC(year, 11, 31)), timeZone)),
              ],
              [
                'TZOFFSETTO',
                utcOffset(offsetMinutesAt(new Date(Date.UTC(year, 11, 31)), timeZone)),
              ],
            ] as [string, string][],
          },
        ];
  return { type: 'VTIMEZONE', properties: [['TZID', timeZone]], components };
}
