import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline-events';
import type { TimelineRows } from './timeline.repository';

const at = (iso: string) => new Date(iso);
const empty = (): TimelineRows => ({
  medications: [],
  statusChanges: [],
  reactions: [],
  vaccinations: [],
  appointments: [],
  weights: [],
});
const med = (overrides: Partial<TimelineRows['medications'][number]> = {}) => ({
  id: 'm1',
  name: 'Carprofen',
  dosage: '75 mg',
  frequency: 'Twice daily',
  status: 'active',
  startDate: '2026-01-05',
  endDate: null,
  createdAt: at('2026-01-06T10:00:00Z'),
  updatedAt: at('2026-01-06T10:00:00Z'),
  ...overrides,
});
const brief = (rows: TimelineRows, range = {}) =>
  buildTimeline(rows, range).map(
    (e) => `${e.date} ${e.type}: ${e.title}${e.detail ? ` (${e.detail})` : ''}`,
  );

describe('buildTimeline: medications', () => {
  it.each<[string, Partial<TimelineRows['medications'][number]>, string[]]>([
    [
      'an active course',
      {},
      ['2026-01-05 medication-started: Carprofen started (75 mg · Twice daily)'],
    ],
    [
      'a course without a start date starts the day it was recorded',
      { startDate: null },
      ['2026-01-06 medication-started: Carprofen started (75 mg · Twice daily)'],
    ],
    [
      'a completed course',
      { status: 'completed', endDate: '2026-01-20' },
      [
        '2026-01-05 medication-started: Carprofen started (75 mg · Twice daily)',
        '2026-01-20 medication-stopped: Carprofen completed (Course completed)',
      ],
    ],
    [
      'a discontinued course without an end date ends on its last update',
      { status: 'discontinued', endDate: null, updatedAt: at('2026-02-01T23:00:00Z') },
      [
        '2026-01-05 medication-started: Carprofen started (75 mg · Twice daily)',
        '2026-02-01 medication-stopped: Carprofen stopped (Discontinued)',
      ],
    ],
    [
      'an active course with a planned end date is not stopped yet',
      { endDate: '2026-03-01' },
      ['2026-01-05 medication-started: Carprofen started (75 mg · Twice daily)'],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(brief({ ...empty(), medications: [med(overrides)] })).toEqual(expected);
  });

  it('shows pauses and resumes from the recorded status moves, not the final stop', () => {
    const rows: TimelineRows = {
      ...empty(),
      medications: [med({ status: 'completed', endDate: '2026-02-10' })],
      statusChanges: [
        {
          id: 's1',
          medicationId: 'm1',
          fromStatus: 'active',
          toStatus: 'paused',
          date: '2026-01-10',
        },
        {
          id: 's2',
          medicationId: 'm1',
          fromStatus: 'paused',
          toStatus: 'active',
          date: '2026-01-15',
        },
        {
          id: 's3',
          medicationId: 'm1',
          fromStatus: 'active',
          toStatus: 'paused',
          date: '2026-01-20',
        },
        {
          id: 's4',
          medicationId: 'm1',
          fromStatus: 'paused',
          toStatus: 'completed',
          date: '2026-02-11',
        },
        {
          id: 's5',
          medicationId: 'gone',
          fromStatus: 'active',
          toStatus: 'paused',
          date: '2026-01-01',
        },
      ],
    };
    expect(brief(rows)).toEqual([
      '2026-01-05 medication-started: Carprofen started (75 mg · Twice daily)',
      '2026-01-10 medication-paused: Carprofen paused',
      '2026-01-15 medication-resumed: Carprofen resumed (75 mg · Twice daily)',
      '2026-01-20 medication-paused: Carprofen paused',
      '2026-02-10 medication-stopped: Carprofen completed (Course completed)',
    ]);
    expect(new Set(buildTimeline(rows).map((e) => e.id)).size).toBe(5);
  });
});

describe('buildTimeline: records', () => {
  const rows: TimelineRows = {
    ...empty(),
    reactions: [
      {
        id: 'r1',
        medication: 'Apoquel',
        date: '2026-02-12',
        severity: 'moderate',
        symptoms: ['itching', 'redness'],
        outcome: 'ongoing',
      },
    ],
    vaccinations: [{ id: 'v1', vaccine: 'Rabies', date: '2026-02-01', veterinarian: 'Dr. Lee' }],
    appointments: [
      {
        id: 'a1',
        type: 'check-up',
        title: '',
        date: '2026-02-03',
        time: '09:30',
        clinic: 'Oak Vets',
        status: 'completed',
      },
      {
        id: 'a2',
        type: 'dental',
        title: 'Cleaning',
        date: '2026-02-04',
        time: '',
        clinic: '',
        status: 'cancelled',
      },
      {
        id: 'a3',
        type: 'surgery',
        title: 'Spay',
        date: '2026-03-01',
        time: '',
        clinic: '',
        status: 'scheduled',
      },
    ],
    weights: [{ id: 'w1', date: '2026-02-12', weightKg: 12.3456, note: 'after food change' }],
  };

  it('lists reactions with severity, vaccinations, kept appointments and weighings by date', () => {
    expect(brief(rows)).toEqual([
      '2026-02-01 vaccination: Rabies vaccination (Dr. Lee)',
      '2026-02-03 appointment: Check-up (09:30 · Oak Vets · Completed)',
      '2026-02-12 reaction: Reaction to Apoquel (itching, redness)',
      '2026-02-12 weight: Weighed 12.35 kg (after food change)',
      '2026-03-01 appointment: Spay (Scheduled)',
    ]);
    const events = buildTimeline(rows);
    expect(events.find((e) => e.type === 'reaction')).toMatchObject({
      id: 'reaction:r1',
      sourceId: 'r1',
      subject: 'Apoquel',
      severity: 'moderate',
      weightKg: null,
    });
    expect(events.find((e) => e.type === 'weight')).toMatchObject({
      weightKg: 12.3456,
      severity: null,
    });
  });

  it.each([
    [{ from: '2026-02-03' }, 4],
    [{ to: '2026-02-03' }, 2],
    [{ from: '2026-02-12', to: '2026-02-12' }, 2],
    [{ from: '2027-01-01' }, 0],
  ])('keeps the events within %j (inclusive)', (range, count) => {
    expect(buildTimeline(rows, range)).toHaveLength(count);
  });
});
