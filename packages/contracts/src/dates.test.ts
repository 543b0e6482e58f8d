import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentCreateBodySchema } from './appointments';
import { daysInMonth, isDateOnly } from './dates';
import { medicationCreateBodySchema, medicationUpdateBodySchema } from './medications';
import { petCreateBodySchema, petUpdateBodySchema } from './pets';
import { reactionCreateBodySchema, reactionUpdateBodySchema } from './reactions';
import { vaccinationBodySchema } from './vaccinations';

describe('isDateOnly', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-01-31', true],
    ['2026-12-31', true],
    ['0001-01-01', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2023-02-30', false],
    ['2023-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-01', false],
    ['2025-01-31T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isDateOnly(value)).toBe(ok));

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

// Every date field of every request body, each with the rest of a valid body.
const DATE_FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['pet create', petCreateBodySchema, { name: 'Rex', weight: 10, age: 3 }, 'birthDate'],
  ['pet update', petUpdateBodySchema, {}, 'birthDate'],
  ['medication create', medicationCreateBodySchema, { name: 'Apoquel' }, 'startDate'],
  ['medication create', medicationCreateBodySchema, { name: 'Apoquel' }, 'endDate'],
  ['medication update', medicationUpdateBodySchema, {}, 'startDate'],
  ['medication update', medicationUpdateBodySchema, {}, 'endDate'],
  [
    'reaction create',
    reactionCreateBodySchema,
    { medication: 'Apoquel', severity: 'mild', symptoms: ['itch'] },
    'date',
  ],
  ['reaction update', reactionUpdateBodySchema, {}, 'date'],
  ['appointment create', appointmentCreateBodySchema, {}, 'date'],
  ['vaccination', vaccinationBodySchema, { vaccine: 'Rabies', date: '2023-01-10' }, 'date'],
  ['vaccination', vaccinationBodySchema, { vaccine: 'Rabies', date: '2023-01-10' }, 'nextDue'],
];

describe('every date field', () => {
  it.each(DATE_FIELDS)('%s accepts a real %s', (_name, schema, base, field) => {
    expect(schema.safeParse({ ...base, [field]: '2024-02-29' }).success).toBe(true);
  });

  it.each(DATE_FIELDS)('%s refuses an impossible %s', (_name, schema, base, field) => {
    for (const impossible of ['2023-02-30', '2023-02-29', '2023-13-01', '0000-00-00']) {
      const result = schema.safeParse({ ...base, [field]: impossible });
      expect(result.success, `${field}=${impossible}`).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
    }
  });
});

describe('a day sent as an ISO string', () => {
  it('takes the date part of a real timestamp', () => {
    expect(appointmentCreateBodySchema.parse({ date: '2026-03-08T23:30:00+05:00' }).date).toBe(
      '2026-03-08',
    );
  });

  it.each(['2026-03-08junk', '2023-02-30T10:00:00Z', '2026-03-08T99:99'])('refuses %s', (date) => {
    expect(appointmentCreateBodySchema.safeParse({ date }).success).toBe(false);
  });
});
