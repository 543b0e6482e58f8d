import { describe, expect, it } from 'vitest';
import {
  formatDateOnly,
  formatTime,
  formatWeekday,
  formatZonedTime,
  parseDateOnly,
  toDateOnly,
  todayDateOnly,
} from './date-only';

// These hold in every time zone; run the suite with TZ=Pacific/Kiritimati (UTC+14) and
// TZ=Pacific/Pago_Pago (UTC−11) as well.

describe('parseDateOnly', () => {
  it.each([
    '2026-03-08', // US DST starts
    '2026-03-29', // EU DST starts
    '2026-10-25', // EU DST ends
    '2026-11-01', // US DST ends
    '2024-02-29', // leap day
    '2026-12-31',
    '2027-01-01',
  ])('reads %s at local noon on that same day', (day) => {
    const date = parseDateOnly(day);
    expect(date.getHours()).toBe(12);
    expect(toDateOnly(date)).toBe(day);
  });

  it('ignores a time part (ISO strings keep their day)', () => {
    expect(toDateOnly(parseDateOnly('2026-03-08T00:00:00.000Z'))).toBe('2026-03-08');
  });
});

describe('todayDateOnly', () => {
  it('is the local day of the clock', () => {
    const now = new Date(2026, 2, 8, 23, 59);
    expect(todayDateOnly(now)).toBe('2026-03-08');
  });
});

describe('the shared formats, under the names pages use', () => {
  it('writes a day, a weekday and a time as the emails do, whatever the browser zone', () => {
    expect(formatDateOnly('2026-03-08')).toBe('Mar 8, 2026');
    expect(formatWeekday('2026-03-08')).toBe('Sun');
    expect(formatTime('20:05')).toBe('8:05 PM');
  });

  it('formatZonedTime reads an instant on the named zone’s clock', () => {
    // 07:00 UTC in March is 08:00 in Paris (UTC+1) and 03:00 in New York (UTC−4 after 8 March).
    expect(formatZonedTime('2026-03-10T07:00:00.000Z', 'Europe/Paris')).toBe('8:00 AM');
    expect(formatZonedTime('2026-03-10T07:00:00.000Z', 'America/New_York')).toBe('3:00 AM');
  });
});
