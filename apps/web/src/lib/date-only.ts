import { DATE_ONLY_READ_HOUR } from '@pawrx/contracts/constants';
import { localTimeOf } from '@pawrx/contracts/zoned-time';

// Date-only values ('YYYY-MM-DD') are days, not instants. They are read at local noon
// (spec §9) so no time zone moves them to another day, and compared as strings.

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-08' → Date at 12:00 local time on that day. */
export function parseDateOnly(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, DATE_ONLY_READ_HOUR, 0, 0, 0);
}

/** The local calendar day of a Date, 'YYYY-MM-DD'. */
export function toDateOnly(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's local day. */
export const todayDateOnly = (now: Date = new Date()): string => toDateOnly(now);

/**
 * The one way the app shows a day: the user's locale, month abbreviated ('Mar 8, 2026' in en-US,
 * '8 Mar 2026' in en-GB). `locale` is for tests; pages use the browser's.
 */
export function formatDateOnly(value: string, locale?: string): string {
  return parseDateOnly(value).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A day's short weekday in the user's locale: 'Sun' (en-US), 'dim.' (fr). */
export function formatWeekday(value: string, locale?: string): string {
  return parseDateOnly(value).toLocaleDateString(locale, { weekday: 'short' });
}

/** '14:30' → '2:30 PM' in the user's locale; '' stays ''. `locale` is for tests. */
export function formatTime(time: string, locale?: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * The wall-clock time an instant (ISO) shows in the account's time zone, in the user's locale:
 * a dose at 07:00 UTC reads '8:00 AM' for an account in Paris, whatever zone the browser is in.
 */
export const formatZonedTime = (instant: string, timeZone: string, locale?: string): string =>
  formatTime(localTimeOf(new Date(instant), timeZone), locale);
