import { addDays, localDateOf, offsetMinutesAt } from './zoned-time';

// Test data for local time across clock changes: the zones, the dose times, every offset change
// of 2026–2028 found by walking the time-zone library's offsets day by day (no hand-written
// table), and the instant each dose must fall on, worked out from those changes alone.

export const CLOCK_CHANGE_ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Denver',
  'America/Chicago',
  'America/Halifax',
  'America/St_Johns', // half-hour offset
  'America/Havana', // changes at midnight
  'America/Santiago', // changes at midnight
  'America/Asuncion', // changed at midnight; permanent -03 since October 2024
  'America/Sao_Paulo', // no DST since 2019
  'America/Mexico_City', // no DST since 2022
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Adelaide', // half-hour offset
  'Australia/Lord_Howe', // 30-minute change
  'Australia/Brisbane', // no DST
  'Australia/Perth', // no DST
  'Pacific/Auckland',
  'Pacific/Chatham', // +12:45 / +13:45
  'Europe/London',
  'Europe/Berlin',
  'Europe/Dublin', // negative DST in tzdata
  'Europe/Lisbon',
  'Asia/Tehran', // no DST since 2022
  'Asia/Kolkata',
  'Asia/Kathmandu', // +05:45
  'Africa/Cairo', // DST again since 2023, changes at midnight
  'Africa/Casablanca', // goes back an hour for Ramadan
  'Asia/Gaza',
] as const;

export const CLOCK_CHANGE_DOSE_TIMES = ['00:30', '02:30', '06:00', '21:00'] as const;

/** The span the tests cover: every day of 2026, 2027 and 2028. */
export const CLOCK_CHANGE_SPAN = {
  from: new Date('2026-01-01T00:00:00Z'),
  to: new Date('2029-01-01T00:00:00Z'),
};

export interface WalkedTransition {
  at: Date;
  offsetBefore: number;
  offsetAfter: number;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Offset changes in the span: a step each day, then halving the day down to the minute. */
export function walkTransitions(zone: string, span = CLOCK_CHANGE_SPAN): WalkedTransition[] {
  const offset = (t: number) => offsetMinutesAt(new Date(t), zone);
  const out: WalkedTransition[] = [];
  for (let t = span.from.getTime(); t < span.to.getTime(); t += DAY) {
    const before = offset(t);
    const after = offset(t + DAY);
    if (before === after) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
      if (offset(mid) === before) lo = mid;
      else hi = mid;
    }
    out.push({ at: new Date(hi), offsetBefore: before, offsetAfter: after });
  }
  return out;
}

/**
 * The instant `time` on `day` must be, from the transition nearest to it: the wall time read with
 * each offset in force around it; when both readings hold (a repeated hour) the earlier, when
 * neither does (a skipped hour) the reading with the offset before the gap, i.e. moved forward.
 */
export function expectedInstant(
  day: string,
  time: string,
  transition: WalkedTransition,
): Pick<ClockChangeCheck, 'expected' | 'kind'> {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (t: number) =>
    t < transition.at.getTime() ? transition.offsetBefore : transition.offsetAfter;
  const readings = [transition.offsetBefore, transition.offsetAfter]
    .map((offset) => wall - offset * MINUTE)
    .filter((t) => offsetAt(t) * MINUTE === wall - t);
  const distinct = [...new Set(readings)];
  if (distinct.length === 0)
    return { expected: new Date(wall - transition.offsetBefore * MINUTE), kind: 'skipped' };
  return {
    expected: new Date(Math.min(...distinct)),
    kind: distinct.length > 1 ? 'repeated' : 'normal',
  };
}

export interface ClockChangeCheck {
  zone: string;
  day: string;
  time: string;
  expected: Date;
  kind: 'normal' | 'skipped' | 'repeated';
}

/**
 * The local days around a transition: the one (or, at midnight, two) whose wall clock it changes,
 * and the days either side, where a dose must not move.
 */
export function transitionDays(zone: string, transition: WalkedTransition): string[] {
  const first = localDateOf(new Date(transition.at.getTime() - MINUTE), zone);
  const last = localDateOf(transition.at, zone);
  return [...new Set([addDays(first, -1), first, last, addDays(last, 1)])];
}

/** Every zone × transition day × dose time of the span, with the instant it must be. */
export function clockChangeChecks(
  zones: readonly string[] = CLOCK_CHANGE_ZONES,
  pick: (transitions: WalkedTransition[]) => WalkedTransition[] = (all) => all,
): ClockChangeCheck[] {
  const checks: ClockChangeCheck[] = [];
  for (const zone of zones)
    for (const transition of pick(walkTransitions(zone)))
      for (const day of transitionDays(zone, transition))
        for (const time of CLOCK_CHANGE_DOSE_TIMES)
          checks.push({ zone, day, time, ...expectedInstant(day, time, transition) });
  return checks;
}
