import { describe, expect, it } from 'vitest';
import { supplyFlag, supplyStateOf, type SupplyInput } from './supply-state';

const supply = (over: Partial<SupplyInput> = {}): SupplyInput => ({
  quantity: 30,
  runsOutOn: '2026-06-20',
  refillReminderSent: false,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('supplyStateOf', () => {
  it.each([
    ['no supply recorded', { quantity: null, runsOutOn: null }, 'none', null, null],
    ['a supply with no schedule to count it down', { runsOutOn: null }, 'none', null, null],
    ['plenty left', {}, 'ok', '2026-06-20', 10],
    ['6 days left: not yet', { runsOutOn: '2026-06-16' }, 'ok', '2026-06-16', 6],
    [
      '5 days left: the refill reminder threshold',
      { runsOutOn: '2026-06-15' },
      'refill-soon',
      '2026-06-15',
      5,
    ],
    ['the last covered day', { runsOutOn: '2026-06-10' }, 'refill-soon', '2026-06-10', 0],
    ['a run-out date in the past', { runsOutOn: '2026-06-09' }, 'run-out', '2026-06-09', -1],
    ['zero counted today', { quantity: 0, runsOutOn: '2026-06-10' }, 'run-out', '2026-06-10', 0],
    ['zero and no schedule', { quantity: 0, runsOutOn: null }, 'run-out', null, null],
    [
      'the refill email was sent, 10 days left',
      { refillReminderSent: true },
      'refill-soon',
      '2026-06-20',
      10,
    ],
    [
      'the refill email was sent, run-out date past',
      { refillReminderSent: true, runsOutOn: '2026-06-01' },
      'run-out',
      '2026-06-01',
      -9,
    ],
  ] as const)('%s', (_name, over, state, runsOutOn, daysLeft) => {
    expect(supplyStateOf(supply(over), at('2026-06-10T12:00:00Z'), 'UTC')).toEqual({
      state,
      runsOutOn,
      daysLeft,
    });
  });

  it("reads today on the owner's calendar, not UTC's", () => {
    // 03:30 UTC on 11 June is still 10 June, 23:30, in New York: the last day, not past it.
    const now = at('2026-06-11T03:30:00Z');
    const last = supply({ runsOutOn: '2026-06-10' });
    expect(supplyStateOf(last, now, 'America/New_York').state).toBe('refill-soon');
    expect(supplyStateOf(last, now, 'UTC').state).toBe('run-out');
  });

  it.each([
    // Spring forward (a 23-hour day) and fall back (25 hours), late in the evening.
    ['America/New_York', '2026-03-09T03:30:00Z', '2026-03-08'],
    ['America/New_York', '2026-11-02T04:30:00Z', '2026-11-01'],
    ['Europe/Paris', '2026-03-29T21:30:00Z', '2026-03-29'],
    ['Europe/Paris', '2026-10-25T22:30:00Z', '2026-10-25'],
    ['Australia/Lord_Howe', '2026-10-04T12:45:00Z', '2026-10-04'],
  ])('counts whole days on a clock-change day (%s at %s)', (zone, now, day) => {
    const on = (runsOutOn: string, quantity = 10) =>
      supplyStateOf(supply({ runsOutOn, quantity }), at(now), zone);
    expect(on(day)).toMatchObject({ state: 'refill-soon', daysLeft: 0 });
    expect(on('2026-12-31').state).toBe('ok');
    const fiveOn = new Date(Date.parse(`${day}T00:00:00Z`) + 5 * 86_400_000).toISOString();
    expect(on(fiveOn.slice(0, 10))).toMatchObject({ state: 'refill-soon', daysLeft: 5 });
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString();
    expect(on(dayBefore.slice(0, 10))).toMatchObject({ state: 'run-out', daysLeft: -1 });
  });
});

describe('supplyFlag', () => {
  it('flags refill soon and run out, nothing otherwise', () => {
    const now = at('2026-06-10T12:00:00Z');
    expect(supplyFlag(supplyStateOf(supply(), now, 'UTC'))).toBeNull();
    expect(supplyFlag(supplyStateOf(supply({ refillReminderSent: true }), now, 'UTC'))).toBe(
      'Refill soon',
    );
    expect(supplyFlag(supplyStateOf(supply({ quantity: 0 }), now, 'UTC'))).toBe('Supply run out');
    expect(supplyFlag(supplyStateOf(supply({ quantity: null }), now, 'UTC'))).toBeNull();
  });
});
