import { describe, expect, it } from 'vitest';
import { appointmentCreateBodySchema } from './appointments';

describe('appointmentCreateBodySchema', () => {
  it.each([
    ['2026-03-08', '2026-03-08'],
    ['2026-03-08T00:00:00.000Z', '2026-03-08'],
    ['2026-03-08T23:30:00+05:00', '2026-03-08'],
  ])('stores %s as the day %s', (date, day) => {
    expect(appointmentCreateBodySchema.parse({ date }).date).toBe(day);
  });

  it.each([
    ['checkup', 'check-up'],
    ['check-up', 'check-up'],
    ['Check Up', 'check-up'],
    ['', 'check-up'],
    ['GROOMING', 'grooming'],
  ])('normalises the type %j to %s', (type, stored) => {
    expect(appointmentCreateBodySchema.parse({ date: '2026-01-01', type }).type).toBe(stored);
  });

  it('titles an untitled appointment after its type and keeps a given title', () => {
    expect(appointmentCreateBodySchema.parse({ date: '2026-01-01', type: 'dental' }).title).toBe(
      'Dental',
    );
    expect(appointmentCreateBodySchema.parse({ date: '2026-01-01', title: ' X ' }).title).toBe('X');
  });

  it('drops the status field (a new appointment is always scheduled)', () => {
    const parsed = appointmentCreateBodySchema.parse({ date: '2026-01-01', status: 'scheduled' });
    expect(parsed).not.toHaveProperty('status');
  });
});
