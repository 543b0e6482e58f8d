import { describe, expect, it } from 'vitest';
import { fromKg, toKg, WEIGHT_MESSAGES, weightBodySchema, weightFormSchema } from './weights';

const issues = (body: unknown, schema = weightBodySchema) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const ok = { date: '2026-03-01', weight: 12.5, weightUnit: 'kg' };

describe('weightBodySchema', () => {
  it('accepts a weighing and trims the note', () => {
    expect(weightBodySchema.parse({ ...ok, note: '  after a walk ' })).toEqual({
      ...ok,
      note: 'after a walk',
    });
  });

  it.each([
    ['zero', { ...ok, weight: 0 }, `weight: ${WEIGHT_MESSAGES.weightNotPositive}`],
    ['a negative weight', { ...ok, weight: -2 }, `weight: ${WEIGHT_MESSAGES.weightNotPositive}`],
    ['1,500.1 kg', { ...ok, weight: 1500.1 }, `weight: ${WEIGHT_MESSAGES.weightTooLarge}`],
    [
      '3,308 lbs (over 1,500 kg)',
      { ...ok, weight: 3308, weightUnit: 'lbs' },
      `weight: ${WEIGHT_MESSAGES.weightTooLarge}`,
    ],
    ['no weight', { ...ok, weight: undefined }, `weight: ${WEIGHT_MESSAGES.weightRequired}`],
    [
      'an empty form field (NaN)',
      { ...ok, weight: NaN },
      `weight: ${WEIGHT_MESSAGES.weightRequired}`,
    ],
    ['a string weight', { ...ok, weight: '12' }, `weight: ${WEIGHT_MESSAGES.weightNotNumber}`],
    [
      'an unknown unit',
      { ...ok, weightUnit: 'stone' },
      `weightUnit: ${WEIGHT_MESSAGES.unitInvalid}`,
    ],
    ['2023-02-30', { ...ok, date: '2023-02-30' }, `date: ${WEIGHT_MESSAGES.dateInvalid}`],
    [
      'a date with a time',
      { ...ok, date: '2026-03-01T10:00' },
      `date: ${WEIGHT_MESSAGES.dateInvalid}`,
    ],
    ['no date', { ...ok, date: '' }, `date: ${WEIGHT_MESSAGES.dateRequired}`],
    ['a long note', { ...ok, note: 'x'.repeat(501) }, `note: ${WEIGHT_MESSAGES.noteTooLong}`],
  ])('refuses %s, naming the field', (_label, body, issue) => {
    expect(issues(body)).toContain(issue);
  });

  it('accepts 1,500 kg and 3,306 lbs exactly', () => {
    expect(issues({ ...ok, weight: 1500 })).toEqual([]);
    expect(issues({ ...ok, weight: 3306, weightUnit: 'lbs' })).toEqual([]);
  });
});

describe('weightFormSchema', () => {
  it('refuses a day after today and accepts today', () => {
    const schema = weightFormSchema('2026-03-01');
    expect(issues({ ...ok, date: '2026-03-02' }, schema)).toEqual([
      `date: ${WEIGHT_MESSAGES.dateInFuture}`,
    ]);
    expect(issues(ok, schema)).toEqual([]);
  });
});

describe('toKg and fromKg', () => {
  it.each([
    [10, 'kg', 10],
    [22, 'lbs', 9.979],
    [1, 'lbs', 0.454],
  ] as const)('%d %s is %d kg', (value, unit, kg) => expect(toKg(value, unit)).toBe(kg));

  it.each([
    [9.979, 'lbs', 22],
    [10, 'lbs', 22.05],
    [12.3456, 'kg', 12.35],
  ] as const)('%d kg reads %d %s', (kg, unit, value) => expect(fromKg(kg, unit)).toBe(value));
});
