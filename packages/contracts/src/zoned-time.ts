import { z } from 'zod';
import * as InstantFns from 'temporal-polyfill/fns/Instant';
import * as PlainDateTimeFns from 'temporal-polyfill/fns/PlainDateTime';
import * as ZonedFns from 'temporal-polyfill/fns/ZonedDateTime';

export { addDaysToDateOnly as addDays } from './vaccinations';

// Wall-clock time in an IANA time zone. Doses are taken at "08:00 where the owner lives", so every
// schedule is expanded in the account's zone and stored as UTC. The conversions are the Temporal
// polyfill's (decision 031): this file is the one place the app turns a wall time into an instant
// or back, and it holds no offset arithmetic of its own.

/** 'HH:MM', 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTE_NS = 60_000_000_000;

/** The zone's reading of an instant (the library's record: year, month, day, hour, minute, ...). */
const zoned = (ms: number, timeZone: string) =>
  InstantFns.toZonedDateTimeISO(InstantFns.fromEpochMilliseconds(ms), timeZone);

/** An IANA zone name the library knows ('Europe/London', 'UTC'); not an offset such as '+01:00'. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64 || !/^[A-Za-z]/.test(name)) return false;
  try {
    zoned(0, name);
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .refine(isTimeZone, 'Use an IANA time zone such as Europe/London');

/**
 * Small memo for the pure conversions below: a planning pass or a dose list asks the same zone,
 * day and time many times over. Cleared whole when full, as the library does with its own caches.
 */
function memo<T>(compute: (key: string) => T, size = 20_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

const readWallClock = memo((key) => {
  const [ms, timeZone] = key.split('|') as [string, string];
  const z = zoned(Number(ms), timeZone);
  return {
    date: `${z.year}-${pad(z.month)}-${pad(z.day)}`,
    time: `${pad(z.hour)}:${pad(z.minute)}`,
  };
});

/** 'YYYY-MM-DD' of the wall calendar in `timeZone` at `instant`. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  readWallClock(`${instant.getTime()}|${timeZone}`).date;

/** 'HH:MM' of the wall clock in `timeZone` at `instant`. */
export const localTimeOf = (instant: Date, timeZone: string): string =>
  readWallClock(`${instant.getTime()}|${timeZone}`).time;

/** Minutes the zone is ahead of UTC at `instant` (e.g. +60 for Europe/Paris in winter). */
export const offsetMinutesAt = (instant: Date, timeZone: string): number =>
  ZonedFns.offsetNanoseconds(zoned(instant.getTime(), timeZone)) / MINUTE_NS;

const plainDateTime = (date: string, time: string) => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return PlainDateTimeFns.create(y, mo, d, h, mi);
};

const toInstantMs = memo((key) => {
  const [date, time, timeZone] = key.split('|') as [string, string, string];
  // 'compatible' is RFC 5545's reading: a wall time the clocks skip is read with the offset
  // before the gap, i.e. moved forward by the gap (02:30 → 03:30); a wall time that occurs twice
  // is the first (earlier) instant, so a dose is never scheduled twice.
  return PlainDateTimeFns.toZonedDateTime(plainDateTime(date, time), timeZone, {
    disambiguation: 'compatible',
  }).epochMilliseconds;
});

/**
 * The instant a wall clock in `timeZone` shows `date` `time` ('YYYY-MM-DD', 'HH:MM'). A time
 * skipped by a clock change moves forward by the gap; a time that occurs twice is the first.
 */
export const zonedToUtc = (date: string, time: string, timeZone: string): Date =>
  new Date(toInstantMs(`${date}|${time}|${timeZone}`));

/**
 * 'normal' for a wall time that occurs once on `date`, 'skipped' for one inside a spring-forward
 * gap, 'repeated' for one inside an autumn overlap. Calendar clients read the last two
 * differently, so the feed spells those occurrences out as instants.
 */
export function wallTimeKind(
  date: string,
  time: string,
  timeZone: string,
): 'normal' | 'skipped' | 'repeated' {
  const wall = plainDateTime(date, time);
  const earlier = PlainDateTimeFns.toZonedDateTime(wall, timeZone, { disambiguation: 'earlier' });
  const later = PlainDateTimeFns.toZonedDateTime(wall, timeZone, { disambiguation: 'later' });
  if (earlier.epochMilliseconds === later.epochMilliseconds) return 'normal';
  const shown = ZonedFns.toPlainDateTime(earlier);
  return PlainDateTimeFns.equals(shown, wall) ? 'repeated' : 'skipped';
}

export interface OffsetTransition {
  /** The first instant of the new offset. */
  at: Date;
  /** Minutes ahead of UTC before and from `at`. */
  offsetBefore: number;
  offsetAfter: number;
}

const transitionsMemo = memo((key) => {
  const [from, to, timeZone] = key.split('|') as [string, string, string];
  const out: OffsetTransition[] = [];
  let current = zoned(Number(from), timeZone);
  for (;;) {
    const next = ZonedFns.getTimeZoneTransition(current, 'next');
    if (!next || next.epochMilliseconds >= Number(to)) break;
    out.push({
      at: new Date(next.epochMilliseconds),
      offsetBefore: ZonedFns.offsetNanoseconds(current) / MINUTE_NS,
      offsetAfter: ZonedFns.offsetNanoseconds(next) / MINUTE_NS,
    });
    current = next;
  }
  return out;
}, 500);

/** Every change of the zone's UTC offset in [from, to), in order, as the library's data has it. */
export const offsetTransitions = (
  timeZone: string,
  from: Date,
  to: Date,
): readonly OffsetTransition[] => transitionsMemo(`${from.getTime()}|${to.getTime()}|${timeZone}`);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
