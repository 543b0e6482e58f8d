import { describe, expect, it } from 'vitest';
import { formatDateOnly, parseDateOnly, toDateOnly, todayDateOnly } from './date-only';

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

describe('formatDateOnly (the one date format of the app)', () => {
  it.each([
    ['en-US', 'Mar 8, 2026'],
    ['en-GB', '8 Mar 2026'],
  ])('follows the locale: %s → %s', (locale, text) => {
    expect(formatDateOnly('2026-03-08', locale)).toBe(text);
  });
});
