import { formatMonth } from '@pawrx/contracts/date-format';
import { CALENDAR_CELLS } from '@pawrx/contracts/constants';

// The dashboard's month grid as a pure function of (year, month, today, marked days). All day
// arithmetic is done on UTC dates built from the numbers, so the grid is the same in every
// time zone and across daylight-saving changes; only "today" comes from the local clock.

export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type CalendarCell = {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  isPast: boolean;
  hasAppointment: boolean;
};

export type MonthRef = { year: number; month: number /* 0–11 */ };

const dayString = (d: Date) => d.toISOString().slice(0, 10);

/** 42 cells, Sunday first, starting on the Sunday on or before the 1st of the month. */
export function buildMonthGrid(
  { year, month }: MonthRef,
  today: string,
  markedDays: ReadonlySet<string> = new Set(),
): CalendarCell[] {
  const first = new Date(Date.UTC(year, month, 1));
  const start = Date.UTC(year, month, 1 - first.getUTCDay());
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => {
    const d = new Date(start + i * 86_400_000);
    const date = dayString(d);
    return {
      date,
      day: d.getUTCDate(),
      inMonth: d.getUTCMonth() === ((month % 12) + 12) % 12,
      isToday: date === today,
      isPast: date < today,
      hasAppointment: markedDays.has(date),
    };
  });
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const d = new Date(Date.UTC(year, month + delta, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

export function monthOf(day: string): MonthRef {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return { year: y, month: m - 1 };
}

export function monthLabel({ year, month }: MonthRef): string {
  return formatMonth(`${year}-${String(month + 1).padStart(2, '0')}-15`);
}

/** Days that carry the green dot: any appointment that is not cancelled (spec §4). */
export function markedDays(appointments: readonly { date: string; status: string }[]): Set<string> {
  return new Set(appointments.filter((a) => a.status !== 'cancelled').map((a) => a.date));
}
