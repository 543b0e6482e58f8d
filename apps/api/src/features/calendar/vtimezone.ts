import {
  offsetMinutesAt,
  offsetTransitions,
  type OffsetTransition,
} from '@pawrx/contracts/zoned-time';
import type { IcsComponent, IcsProperty } from './ics-writer';

// RFC 5545 wants a VTIMEZONE for every TZID used (§3.6.5). We write one from the time-zone
// library's transitions (decision 031) over the years the feed needs: a zone whose changes follow
// one yearly rule through that span (US, EU, Australia, Chile, Lord Howe...) gets that rule as
// RRULEs, which every client reads; any other zone (Morocco's Ramadan changes, a zone that dropped
// or changed its DST in the span) gets each change listed as an observance of its own.

/** Years past the feed's own year that the feed spells out (clients refresh it hourly). */
export const FEED_YEARS_AHEAD = 10;

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The span a feed covers in a zone: from the year before its first event to the horizon. */
export function feedSpan(firstDay: string, now: Date): { from: Date; to: Date } {
  const firstYear = Math.min(Number(firstDay.slice(0, 4)), now.getUTCFullYear()) - 1;
  return {
    from: new Date(Date.UTC(firstYear, 0, 1)),
    to: new Date(Date.UTC(now.getUTCFullYear() + FEED_YEARS_AHEAD + 1, 0, 1)),
  };
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall clock an instant shows at a known offset, as the UTC fields of a shifted Date. */
const wallAt = (at: Date, offsetMinutes: number) => new Date(at.getTime() + offsetMinutes * 60_000);

const localValue = (wall: Date) =>
  `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}T` +
  `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;

const kindOf = (change: OffsetTransition) =>
  change.offsetAfter > change.offsetBefore ? 'DAYLIGHT' : 'STANDARD';

function observance(
  type: string,
  start: Date,
  from: number,
  to: number,
  rrule?: string,
): IcsComponent {
  return {
    type,
    properties: [
      ['DTSTART', localValue(start)],
      ...(rrule ? ([['RRULE', rrule]] as IcsProperty[]) : []),
      ['TZOFFSETFROM', utcOffset(from)],
      ['TZOFFSETTO', utcOffset(to)],
    ],
  };
}

/**
 * The yearly rule behind the i-th change of every year, when there is one: same month, weekday,
 * onset time and offsets each year, on 'the weekday on or after day D' (the form tzdata uses).
 */
function yearlyRule(changes: readonly OffsetTransition[]): string | null {
  const walls = changes.map((c) => wallAt(c.at, c.offsetBefore));
  const first = changes[0]!;
  const month = walls[0]!.getUTCMonth();
  const weekday = walls[0]!.getUTCDay();
  const clock = walls[0]!.getUTCHours() * 60 + walls[0]!.getUTCMinutes();
  const same = changes.every(
    (c, i) =>
      c.offsetBefore === first.offsetBefore &&
      c.offsetAfter === first.offsetAfter &&
      walls[i]!.getUTCMonth() === month &&
      walls[i]!.getUTCDay() === weekday &&
      walls[i]!.getUTCHours() * 60 + walls[i]!.getUTCMinutes() === clock,
  );
  if (!same) return null;
  const days = walls.map((w) => w.getUTCDate());
  const lo = Math.max(...days) - 6;
  const hi = Math.min(...days);
  if (lo > hi) return null;
  const byDay = WEEKDAYS[weekday]!;
  const base = `FREQ=YEARLY;BYMONTH=${month + 1}`;
  const nth = [1, 8, 15, 22].find((d) => d >= lo && d <= hi);
  if (nth !== undefined) return `${base};BYDAY=${(nth + 6) / 7}${byDay}`;
  const isLast = walls.every((w) => {
    const daysInMonth = new Date(Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 0));
    return w.getUTCDate() + 7 > daysInMonth.getUTCDate();
  });
  if (isLast) return `${base};BYDAY=-1${byDay}`;
  const monthDays = Array.from({ length: 7 }, (_, k) => hi + k).join(',');
  return `${base};BYDAY=${byDay};BYMONTHDAY=${monthDays}`;
}

/** The changes as yearly rules, or null when the span does not follow the same rules each year. */
function asYearlyRules(changes: readonly OffsetTransition[], span: { from: Date; to: Date }) {
  const years = span.to.getUTCFullYear() - span.from.getUTCFullYear();
  const perYear = changes.length / years;
  if (changes.length === 0 || !Number.isInteger(perYear)) return null;
  const components: IcsComponent[] = [];
  for (let i = 0; i < perYear; i += 1) {
    const series = changes.filter((_, k) => k % perYear === i);
    const byYear = series.every(
      (c, k) => wallAt(c.at, c.offsetBefore).getUTCFullYear() === span.from.getUTCFullYear() + k,
    );
    const rule = byYear ? yearlyRule(series) : null;
    if (!rule) return null;
    const first = series[0]!;
    components.push(
      observance(
        kindOf(first),
        wallAt(first.at, first.offsetBefore),
        first.offsetBefore,
        first.offsetAfter,
        rule,
      ),
    );
  }
  return components;
}

/** A VTIMEZONE for `timeZone` that holds from the year before `firstDay` to the feed's horizon. */
export function vtimezone(timeZone: string, firstDay: string, now: Date): IcsComponent {
  const span = feedSpan(firstDay, now);
  const changes = offsetTransitions(timeZone, span.from, span.to);
  const rules = asYearlyRules(changes, span);
  if (rules) return { type: 'VTIMEZONE', properties: [['TZID', timeZone]], components: rules };
  // The offset in force at the start of the span, then every change as it happens. A client
  // reads nothing before the first observance, so that one starts with the span.
  const initial = offsetMinutesAt(span.from, timeZone);
  const components = [
    observance(
      changes[0] && kindOf(changes[0]) === 'STANDARD' ? 'DAYLIGHT' : 'STANDARD',
      wallAt(span.from, initial),
      initial,
      initial,
    ),
    ...changes.map((c) =>
      observance(kindOf(c), wallAt(c.at, c.offsetBefore), c.offsetBefore, c.offsetAfter),
    ),
  ];
  return { type: 'VTIMEZONE', properties: [['TZID', timeZone]], components };
}
