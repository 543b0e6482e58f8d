import { addDays, daysBetween, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { normaliseText } from '../engine/normalise-text';
import { parseFrequency } from '../engine/parse-frequency';

// Dose schedules as data plus pure functions: which local times a frequency suggests, which days
// a schedule repeats on, every dose instant in a date range (in the owner's time zone, across
// daylight-saving changes), and the day a supply runs out.

/** How often the schedule's days repeat: every N days, or once a month on the anchor's day. */
export type Repeat = { every: 'days'; interval: number } | { every: 'month' };

export interface DoseSchedule {
  doseTimes: readonly string[];
  frequency: string;
  /** First local day of the course ('YYYY-MM-DD'). */
  startDate: string;
  /** Last local day of the course, inclusive; null while open-ended. */
  endDate: string | null;
}

/** Times suggested per number of daily doses: waking hours, spread evenly. */
const SUGGESTED_BY_COUNT: Readonly<Record<number, readonly string[]>> = {
  1: ['08:00'],
  2: ['08:00', '20:00'],
  3: ['08:00', '14:00', '20:00'],
  4: ['08:00', '12:00', '16:00', '20:00'],
};

/** "Every N hours" means round the clock, so those start at 06:00 or midnight. */
const ROUND_THE_CLOCK: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/\b(every 6 hours?|q6h|q 6 h)\b/, ['00:00', '06:00', '12:00', '18:00']],
  [/\b(every 8 hours?|q8h|q 8 h)\b/, ['06:00', '14:00', '22:00']],
];

/** Local dose times for a frequency text; [] when it has no regular times (as needed, once). */
export function suggestDoseTimes(frequency: string): string[] {
  const parsed = parseFrequency(frequency);
  if (parsed.asNeeded || parsed.single || parsed.timesPerDay === null) return [];
  const text = normaliseText(frequency);
  for (const [pattern, times] of ROUND_THE_CLOCK) if (pattern.test(text)) return [...times];
  const perDay = Math.round(parsed.timesPerDay);
  if (parsed.timesPerDay < 1) return ['08:00'];
  return [...(SUGGESTED_BY_COUNT[perDay] ?? [])];
}

/** Days between dosing days for a frequency: every other day, weekly, monthly, else daily. */
export function repeatOf(frequency: string): Repeat {
  const perDay = parseFrequency(frequency).timesPerDay;
  if (perDay === null || perDay >= 1) return { every: 'days', interval: 1 };
  const intervalDays = Math.round(1 / perDay);
  if (intervalDays >= 28 && intervalDays <= 31) return { every: 'month' };
  return { every: 'days', interval: intervalDays };
}

/** True when `date` is a dosing day of a schedule anchored on `startDate`. */
export function isDosingDay(repeat: Repeat, startDate: string, date: string): boolean {
  const offset = daysBetween(startDate, date);
  if (offset < 0) return false;
  if (repeat.every === 'days') return offset % repeat.interval === 0;
  const anchorDay = Number(startDate.slice(8, 10));
  const [y, m] = date.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  // A course started on the 31st doses on the last day of shorter months.
  return Number(date.slice(8, 10)) === Math.min(anchorDay, lastDay);
}

/**
 * Every dose instant (UTC) of a schedule on the local days `from`..`to` inclusive, in `timeZone`,
 * sorted. Days before the course starts or after it ends have none.
 */
export function expandDoses(
  schedule: DoseSchedule,
  from: string,
  to: string,
  timeZone: string,
): Date[] {
  if (schedule.doseTimes.length === 0) return [];
  const repeat = repeatOf(schedule.frequency);
  const first = from > schedule.startDate ? from : schedule.startDate;
  const last = schedule.endDate && schedule.endDate < to ? schedule.endDate : to;
  const out: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!isDosingDay(repeat, schedule.startDate, day)) continue;
    for (const time of schedule.doseTimes) out.push(zonedToUtc(day, time, timeZone));
  }
  // A spring-forward gap can push one time onto the next; keep each instant once.
  return [...new Map(out.map((d) => [d.getTime(), d])).values()].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
}

/** Average doses a day: dose times over the repeat interval, else the frequency's own rate. */
export function dosesPerDay(doseTimes: readonly string[], frequency: string): number | null {
  if (doseTimes.length > 0) {
    const repeat = repeatOf(frequency);
    return doseTimes.length / (repeat.every === 'month' ? 30 : repeat.interval);
  }
  const parsed = parseFrequency(frequency);
  return parsed.asNeeded || parsed.single ? null : parsed.timesPerDay;
}

export interface Supply {
  quantity: number | null;
  amountPerDose: number | null;
  /** Local day the quantity was counted. */
  countedOn: string | null;
}

/**
 * The local day the supply is used up: the last dosing day it still covers, counting from the
 * day it was counted. Null when any part is unknown or the schedule has no regular rate.
 */
export function supplyRunsOutOn(
  supply: Supply,
  doseTimes: readonly string[],
  frequency: string,
): string | null {
  const { quantity, amountPerDose, countedOn } = supply;
  const rate = dosesPerDay(doseTimes, frequency);
  if (quantity === null || !amountPerDose || !countedOn || !rate) return null;
  const days = Math.floor(quantity / (amountPerDose * rate));
  return addDays(countedOn, Math.max(0, days - 1));
}

/** The local day of an instant, re-exported so callers need one import for schedules. */
export const localDay = localDateOf;
