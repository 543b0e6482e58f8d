import { describe, expect, it } from 'vitest';
import { scheduledByDate, splitAppointments } from './split-appointments';

const a = (id: string, date: string, status = 'scheduled', time = '10:00') => ({
  id,
  date,
  time,
  status,
});

describe('splitAppointments (spec §4)', () => {
  const today = '2026-03-08';
  const list = [
    a('past-scheduled', '2026-03-07'),
    a('today', '2026-03-08', 'scheduled', '09:00'),
    a('today-late', '2026-03-08', 'scheduled', '18:00'),
    a('future-completed', '2026-04-01', 'completed'),
    a('future-cancelled', '2026-04-02', 'cancelled'),
    a('next-week', '2026-03-15'),
    a('next-month', '2026-04-15'),
    a('old', '2025-12-25', 'completed'),
  ];

  it('lists the first 3 scheduled ones from today on, earliest first', () => {
    const { upcoming } = splitAppointments(list, today);
    expect(upcoming.map((x) => x.id)).toEqual(['today', 'today-late', 'next-week']);
  });

  it('lists the rest as past: before today, completed or cancelled, newest first', () => {
    const { past } = splitAppointments(list, today);
    expect(past.map((x) => x.id)).toEqual([
      'future-cancelled',
      'future-completed',
      'past-scheduled',
      'old',
    ]);
  });

  it('never drops an appointment except beyond the first 3 upcoming', () => {
    const { upcoming, past } = splitAppointments(list, today);
    expect(upcoming.length + past.length).toBe(list.length - 1);
  });

  it('moves an appointment to past at the day boundary, not by hours', () => {
    expect(
      splitAppointments([a('x', '2026-03-08', 'scheduled', '00:00')], '2026-03-08').upcoming,
    ).toHaveLength(1);
    expect(splitAppointments([a('x', '2026-03-08')], '2026-03-09').past).toHaveLength(1);
  });
});

describe('scheduledByDate', () => {
  it('keeps only scheduled ones by date ascending', () => {
    const out = scheduledByDate([
      a('b', '2026-05-01'),
      a('c', '2026-04-01', 'completed'),
      a('a', '2026-03-01'),
    ]);
    expect(out.map((x) => x.id)).toEqual(['a', 'b']);
  });
});
