import { describe, expect, it } from 'vitest';
import type { Dose } from '@pawrx/contracts/doses';
import { adherencePercent } from '@pawrx/contracts/doses';
import { makeDose } from '../../../test/factories';
import { dayMark, lastDays } from './dose-days';

const dose = (scheduledAt: string, status: Dose['status'], extra = false): Dose =>
  makeDose({ scheduledAt, status, extra });

describe('dayMark', () => {
  it.each([
    [[], 'none'],
    [['given', 'given'], 'given'],
    [['given', 'missed'], 'partial'],
    [['missed', 'skipped'], 'missed'],
    [['skipped'], 'skipped'],
    [['upcoming', 'due'], 'pending'],
  ] as const)('%j → %s', (statuses, mark) => {
    expect(dayMark(statuses.map((status) => ({ status })))).toBe(mark);
  });
});

describe('lastDays', () => {
  it('gives 7 local days ending today, oldest first, ignoring extra doses', () => {
    const doses = [
      dose('2026-03-10T08:00:00Z', 'given'),
      dose('2026-03-10T20:00:00Z', 'missed'),
      dose('2026-03-09T08:00:00Z', 'given', true),
      // 23:30 UTC on the 8th is already the 9th in Paris.
      dose('2026-03-08T23:30:00Z', 'skipped'),
    ];
    const days = lastDays(doses, '2026-03-10', 'Europe/Paris');
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(days.slice(-2).map((d) => d.mark)).toEqual(['skipped', 'partial']);
    expect(days[4]!.mark).toBe('none');
  });
});

describe('adherencePercent', () => {
  it('counts given over the scheduled doses that are past, leaving out extras and ones to come', () => {
    expect(
      adherencePercent([
        dose('a', 'given'),
        dose('b', 'given'),
        dose('c', 'missed'),
        dose('d', 'given', true),
        dose('e', 'upcoming'),
        dose('f', 'due'),
      ]),
    ).toBe(67);
    expect(adherencePercent([dose('a', 'upcoming')])).toBeNull();
  });
});
