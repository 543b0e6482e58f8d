import { describe, expect, it } from 'vitest';
import { buildMonthGrid, markedDays, monthOf, shiftMonth, WEEKDAY_HEADERS } from './calendar';

// Run under any TZ: `TZ=Pacific/Kiritimati npx vitest run --project web calendar` (UTC+14) and
// `TZ=Pacific/Pago_Pago …` (UTC−11) give the same grids.

const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('buildMonthGrid', () => {
  it('has 42 cells, Sunday first, headers Sun to Sat', () => {
    expect(WEEKDAY_HEADERS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const grid = buildMonthGrid({ year: 2026, month: 2 }, '2026-03-10');
    expect(grid).toHaveLength(42);
    expect(dayOfWeek(grid[0]!.date)).toBe(0);
    expect(grid.every((c, i) => dayOfWeek(c.date) === i % 7)).toBe(true);
  });

  it.each([
    // month starting on a Sunday: the grid starts on the 1st
    [{ year: 2026, month: 2 }, '2026-03-01', '2026-04-11', 31],
    // month starting on a Saturday: six days of the previous month first
    [{ year: 2025, month: 10 }, '2025-10-26', '2025-12-06', 30],
    // leap February 2024 (starts Thursday), and February 2026 (starts Sunday, 28 days)
    [{ year: 2024, month: 1 }, '2024-01-28', '2024-03-09', 29],
    [{ year: 2026, month: 1 }, '2026-02-01', '2026-03-14', 28],
    // year boundary: December 2026 runs into January 2027
    [{ year: 2026, month: 11 }, '2026-11-29', '2027-01-09', 31],
    // January 2027 starts from late December 2026
    [{ year: 2027, month: 0 }, '2026-12-27', '2027-02-06', 31],
  ])('%o spans %s to %s with %i days in the month', (month, first, last, inMonth) => {
    const grid = buildMonthGrid(month, '2000-01-01');
    expect(grid[0]!.date).toBe(first);
    expect(grid[41]!.date).toBe(last);
    expect(grid.filter((c) => c.inMonth)).toHaveLength(inMonth);
  });

  it('has every day exactly once across daylight-saving changes (US and EU, March and Oct/Nov)', () => {
    for (const month of [
      { year: 2026, month: 2 },
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
    ]) {
      const grid = buildMonthGrid(month, '2000-01-01');
      const dates = grid.map((c) => c.date);
      expect(new Set(dates).size).toBe(42);
      for (let i = 1; i < grid.length; i++) {
        const gap = Date.parse(`${dates[i]}T00:00:00Z`) - Date.parse(`${dates[i - 1]}T00:00:00Z`);
        expect(gap).toBe(86_400_000);
      }
    }
    const march = buildMonthGrid({ year: 2026, month: 2 }, '2000-01-01');
    expect(march.find((c) => c.date === '2026-03-08')).toMatchObject({ day: 8, inMonth: true });
    expect(march.find((c) => c.date === '2026-03-29')).toMatchObject({ day: 29, inMonth: true });
  });

  it('marks today, disables past days and dots the marked days', () => {
    const grid = buildMonthGrid({ year: 2026, month: 2 }, '2026-03-10', new Set(['2026-03-12']));
    const cell = (date: string) => grid.find((c) => c.date === date)!;
    expect(cell('2026-03-10')).toMatchObject({ isToday: true, isPast: false });
    expect(cell('2026-03-09')).toMatchObject({ isToday: false, isPast: true });
    expect(cell('2026-03-11').isPast).toBe(false);
    expect(cell('2026-03-12').hasAppointment).toBe(true);
    expect(grid.filter((c) => c.hasAppointment)).toHaveLength(1);
  });
});

describe('markedDays', () => {
  it('ignores cancelled appointments', () => {
    const days = markedDays([
      { date: '2026-03-01', status: 'scheduled' },
      { date: '2026-03-02', status: 'completed' },
      { date: '2026-03-03', status: 'cancelled' },
    ]);
    expect([...days].sort()).toEqual(['2026-03-01', '2026-03-02']);
  });
});

describe('shiftMonth and monthOf', () => {
  it.each([
    [{ year: 2026, month: 0 }, -1, { year: 2025, month: 11 }],
    [{ year: 2026, month: 11 }, 1, { year: 2027, month: 0 }],
    [{ year: 2026, month: 5 }, 1, { year: 2026, month: 6 }],
  ])('%o shifted by %i is %o', (from, delta, to) => expect(shiftMonth(from, delta)).toEqual(to));

  it('reads the month of a day', () =>
    expect(monthOf('2024-02-29')).toEqual({ year: 2024, month: 1 }));
});
