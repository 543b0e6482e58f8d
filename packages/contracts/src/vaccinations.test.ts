import { describe, expect, it } from 'vitest';
import { addDaysToDateOnly, vaccinationDueStatus } from './vaccinations';

describe('vaccinationDueStatus', () => {
  it.each([
    [null, 'none'],
    ['2026-03-07', 'overdue'],
    ['2026-03-08', 'due-soon'],
    ['2026-04-07', 'due-soon'],
    ['2026-04-08', 'ok'],
  ] as const)('nextDue %s on 2026-03-08 is %s', (nextDue, status) => {
    expect(vaccinationDueStatus(nextDue, '2026-03-08')).toBe(status);
  });
});

describe('addDaysToDateOnly', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', -8, '2026-02-28'],
  ])('%s + %i = %s', (day, n, expected) => expect(addDaysToDateOnly(day, n)).toBe(expected));
});
