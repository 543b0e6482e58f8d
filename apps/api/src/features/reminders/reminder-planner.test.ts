import { describe, expect, it } from 'vitest';
import {
  clockChangeChecks,
  CLOCK_CHANGE_DOSE_TIMES,
} from '@pawrx/contracts/clock-changes.test-helpers';
import { expandDoses } from '@pawrx/formulary/schedule/dose-times';
import { scheduleOf } from '../../lib/dose-log';
import { dueDoseTimes } from './reminder-planner';
import type { MedicationRow } from './reminders.repository';

// The reminder planner's due times on every clock change of 2026–2028 in 29 zones, for doses at
// 00:30, 02:30, 06:00 and 21:00: each dose falls due at the instant the time-zone library gives
// it, not a minute before, and the dose list's expansion gives the same instants.

const checks = clockChangeChecks();
const med = {
  id: 'med-1',
  petId: 'pet-1',
  name: 'Carprofen',
  frequency: 'Four times daily',
  doseTimes: [...CLOCK_CHANGE_DOSE_TIMES],
  startDate: '2025-12-01',
  endDate: null,
  createdAt: new Date('2025-12-01T00:00:00Z'),
} as Partial<MedicationRow> as MedicationRow;
const minute = 60_000;

describe('dueDoseTimes on clock-change days', () => {
  it(`puts each dose due at the library's instant (${checks.length} zone × day × time checks)`, () => {
    const wrong = checks.filter((c) => {
      const dueAt = dueDoseTimes(med, c.zone, c.expected).map((d) => d.getTime());
      const before = dueDoseTimes(med, c.zone, new Date(c.expected.getTime() - minute));
      return (
        !dueAt.includes(c.expected.getTime()) ||
        before.some((d) => d.getTime() === c.expected.getTime())
      );
    });
    expect(wrong.map((c) => `${c.zone} ${c.day} ${c.time}`)).toEqual([]);
  });

  it('expands each checked day into the same instants for the dose list', () => {
    const wrong = checks.filter((c) => {
      const doses = expandDoses(scheduleOf(med, c.zone), c.day, c.day, c.zone);
      return !doses.some((d) => d.getTime() === c.expected.getTime());
    });
    expect(wrong.map((c) => `${c.zone} ${c.day} ${c.time}`)).toEqual([]);
  });
});
