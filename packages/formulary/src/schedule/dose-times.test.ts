import { describe, expect, it } from 'vitest';
import { localTimeOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { expandDoses, repeatOf, suggestDoseTimes, supplyRunsOutOn } from './dose-times';

describe('suggestDoseTimes', () => {
  it.each([
    ['Once daily', ['08:00']],
    ['Twice daily', ['08:00', '20:00']],
    ['Three times daily', ['08:00', '14:00', '20:00']],
    ['Every 8 hours', ['06:00', '14:00', '22:00']],
    ['Every 12 hours', ['08:00', '20:00']],
    ['BID', ['08:00', '20:00']],
    ['q6h', ['00:00', '06:00', '12:00', '18:00']],
    ['Weekly', ['08:00']],
    ['Monthly', ['08:00']],
    ['As needed', []],
    ['Once before surgery', []],
    ['', []],
  ])('%s → %j', (frequency, times) => {
    expect(suggestDoseTimes(frequency)).toEqual(times);
  });
});

describe('repeatOf', () => {
  it.each([
    ['Twice daily', { every: 'days', interval: 1 }],
    ['Every other day', { every: 'days', interval: 2 }],
    ['Weekly', { every: 'days', interval: 7 }],
    ['Monthly', { every: 'month' }],
    ['', { every: 'days', interval: 1 }],
  ])('%s', (frequency, repeat) => {
    expect(repeatOf(frequency)).toEqual(repeat);
  });
});

describe('expandDoses', () => {
  const base = { doseTimes: ['08:00', '20:00'], frequency: 'Twice daily', endDate: null };

  it('gives each local time of each day as a UTC instant in the owner zone', () => {
    const doses = expandDoses(
      { ...base, startDate: '2026-01-01' },
      '2026-01-10',
      '2026-01-11',
      'America/New_York',
    );
    expect(doses.map((d) => d.toISOString())).toEqual([
      '2026-01-10T13:00:00.000Z',
      '2026-01-11T01:00:00.000Z',
      '2026-01-11T13:00:00.000Z',
      '2026-01-12T01:00:00.000Z',
    ]);
  });

  it('keeps 08:00 local across the spring and autumn clock changes', () => {
    const schedule = { ...base, doseTimes: ['08:00'], startDate: '2026-01-01' };
    const spring = expandDoses(schedule, '2026-03-28', '2026-03-30', 'Europe/London');
    expect(spring.map((d) => d.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    const autumn = expandDoses(schedule, '2026-10-24', '2026-10-26', 'Europe/London');
    expect(autumn.map((d) => localTimeOf(d, 'Europe/London'))).toEqual(['08:00', '08:00', '08:00']);
    expect(autumn[2]!.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('moves a time skipped by spring-forward to after the gap, and takes the first of a repeated hour', () => {
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z', // 02:30 BST
    );
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z', // the first 01:30, still BST
    );
  });

  it('stays inside the course: nothing before the start or after the end day', () => {
    const doses = expandDoses(
      { ...base, startDate: '2026-02-02', endDate: '2026-02-03' },
      '2026-02-01',
      '2026-02-05',
      'UTC',
    );
    expect(doses).toHaveLength(4);
    expect(doses[0]!.toISOString()).toBe('2026-02-02T08:00:00.000Z');
    expect(doses[3]!.toISOString()).toBe('2026-02-03T20:00:00.000Z');
  });

  it('doses every other day and weekly from the start day; monthly on the start day or the month end', () => {
    const eod = expandDoses(
      {
        doseTimes: ['09:00'],
        frequency: 'Every other day',
        startDate: '2026-05-01',
        endDate: null,
      },
      '2026-05-01',
      '2026-05-06',
      'UTC',
    );
    expect(eod.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-05-01',
      '2026-05-03',
      '2026-05-05',
    ]);
    const monthly = expandDoses(
      { doseTimes: ['09:00'], frequency: 'Monthly', startDate: '2026-01-31', endDate: null },
      '2026-01-01',
      '2026-04-30',
      'UTC',
    );
    expect(monthly.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('has no doses without dose times', () => {
    expect(
      expandDoses(
        { ...base, doseTimes: [], startDate: '2026-01-01' },
        '2026-01-01',
        '2026-01-02',
        'UTC',
      ),
    ).toEqual([]);
  });
});

describe('supplyRunsOutOn', () => {
  const counted = { countedOn: '2026-06-01' };
  it.each([
    [
      '10 tablets, 1 a dose, twice daily: five days',
      10,
      1,
      ['08:00', '20:00'],
      'Twice daily',
      '2026-06-05',
    ],
    ['30 mL, 2.5 mL once daily: twelve days', 30, 2.5, ['08:00'], 'Once daily', '2026-06-12'],
    ['4 doses weekly: four weeks', 4, 1, ['08:00'], 'Weekly', '2026-06-28'],
    ['no dose times falls back to the frequency', 6, 1, [], 'Three times daily', '2026-06-02'],
    [
      'an empty supply runs out on the day it was counted',
      0,
      1,
      ['08:00'],
      'Once daily',
      '2026-06-01',
    ],
  ])('%s', (_label, quantity, amountPerDose, times, frequency, expected) => {
    expect(supplyRunsOutOn({ quantity, amountPerDose, ...counted }, times, frequency)).toBe(
      expected,
    );
  });

  it('is unknown without an amount per dose or a regular rate', () => {
    expect(
      supplyRunsOutOn({ quantity: 10, amountPerDose: null, ...counted }, ['08:00'], ''),
    ).toBeNull();
    expect(
      supplyRunsOutOn({ quantity: 10, amountPerDose: 1, ...counted }, [], 'As needed'),
    ).toBeNull();
  });
});
