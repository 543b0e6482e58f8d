import { describe, expect, it } from 'vitest';
import { daysBetween, latestWeighing, weightTrend, type Weighing } from './weight-trend';

const w = (date: string, weightKg: number): Weighing => ({ date, weightKg });

describe('weightTrend', () => {
  it.each([
    ['no weighings', [], null],
    ['one weighing', [w('2026-03-01', 20)], null],
    ['exactly 10% gain in 30 days', [w('2026-03-01', 10), w('2026-03-31', 11)], null],
    ['exactly 10% loss', [w('2026-03-01', 20), w('2026-03-11', 18)], null],
    ['10.5% gain in 30 days', [w('2026-03-01', 20), w('2026-03-31', 22.1)], ['gain', 10.5, 30]],
    ['12.5% loss in 20 days', [w('2026-03-01', 20), w('2026-03-21', 17.5)], ['loss', 12.5, 20]],
    [
      '20% loss over 31 days (outside the window)',
      [w('2026-03-01', 20), w('2026-04-01', 16)],
      null,
    ],
    ['a big change on the same day', [w('2026-03-01', 20), w('2026-03-01', 25)], ['gain', 25, 0]],
    [
      'the largest change within the window',
      [w('2026-02-01', 40), w('2026-03-01', 22), w('2026-03-10', 20), w('2026-03-20', 17)],
      ['loss', 22.7, 19],
    ],
  ] as const)('%s', (_label, entries, expected) => {
    const trend = weightTrend(entries);
    if (expected === null) return expect(trend).toBeNull();
    expect(trend).toMatchObject({
      direction: expected[0],
      percent: expected[1],
      days: expected[2],
    });
  });

  it('reads a back-dated weighing against the later ones too, earlier to later', () => {
    const later = w('2026-03-20', 17);
    const added = w('2026-03-01', 20);
    const trend = weightTrend([later, added], added);
    expect(trend).toMatchObject({
      direction: 'loss',
      fromKg: 20,
      toKg: 17,
      fromDate: '2026-03-01',
      toDate: '2026-03-20',
      percent: 15,
    });
    expect(trend!.message).toBe(
      'Lost 15% of body weight in 19 days (20 kg → 17 kg). A change this fast is worth a call to your vet, and it changes every dose given per kg.',
    );
  });

  it('says "on the same day" and "1 day"', () => {
    expect(weightTrend([w('2026-03-01', 10), w('2026-03-01', 12)])!.message).toContain(
      'Gained 20% of body weight on the same day',
    );
    expect(weightTrend([w('2026-03-01', 10), w('2026-03-02', 12)])!.message).toContain('in 1 day ');
  });
});

describe('latestWeighing and daysBetween', () => {
  it('picks the latest date, and of one day the last listed', () => {
    const a = w('2026-03-02', 1);
    const b = w('2026-03-02', 2);
    expect(latestWeighing([w('2026-03-01', 9), a, b, w('2026-01-01', 3)])).toBe(b);
    expect(latestWeighing([])).toBeUndefined();
  });

  it.each([
    ['2026-03-01', '2026-03-31', 30],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-03-29', '2026-03-28', -1],
  ])('%s → %s is %i days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));
});
