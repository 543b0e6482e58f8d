import { z } from 'zod';

export { addDaysToDateOnly as addDays } from './vaccinations';

// Wall-clock time in an IANA time zone, with nothing but Intl: doses are taken at "08:00 where
// the owner lives", so every schedule is expanded in the account's zone and stored as UTC.

/** 'HH:MM', 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .refine(isTimeZone, 'Use an IANA time zone such as Europe/London');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a wall clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at `instant` (e.g. +60 for Europe/Paris in winter). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the wall calendar in `timeZone` at `instant`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:MM' of the wall clock in `timeZone` at `instant`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant a wall clock in `timeZone` shows `date` `time`. A time skipped by a spring-forward
 * change moves forward by the gap (02:30 → 03:30); a time that occurs twice in autumn is the
 * first of the two, so a dose is never scheduled twice.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset an hour either side of the guess covers both readings around a change.
  const before = offsetMinutesAt(new Date(wall - 3 * 3600_000), timeZone);
  const after = offsetMinutesAt(new Date(wall + 3 * 3600_000), timeZone);
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(
    (t) => offsetMinutesAt(new Date(t), timeZone) * 60_000 === wall - t,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In the gap: keep the clock reading of the offset before the change, i.e. shift forward.
  return new Date(wall - before * 60_000);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
