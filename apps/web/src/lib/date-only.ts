import { DATE_ONLY_READ_HOUR } from '@pawrx/contracts/constants';

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

// How a day, a time or an instant is written: the one module the app and the emails share
// (`@pawrx/contracts/date-format`, issue 24 item 11), re-exported under the names pages use.
export {
  formatDate as formatDateOnly,
  formatTime,
  formatWeekday,
  formatZonedTime,
} from '@pawrx/contracts/date-format';
