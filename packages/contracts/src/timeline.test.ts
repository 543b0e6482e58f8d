import { describe, expect, it } from 'vitest';
import {
  compareTimelineEvents,
  medicationPeriods,
  timelineQuerySchema,
  TIMELINE_MESSAGES,
  type TimelineEvent,
  type TimelineEventType,
} from './timeline';

const ev = (type: TimelineEventType, date: string, sourceId = 'm1', subject = 'Carprofen') =>
  ({
    id: `${type}:${sourceId}:${date}`,
    type,
    date,
    sourceId,
    subject,
    title: `${subject} ${type}`,
    detail: '',
    severity: null,
    weightKg: null,
  }) satisfies TimelineEvent;

describe('timelineQuerySchema', () => {
  it.each([
    [{}, {}],
    [{ from: '', to: '' }, {}],
    [{ from: '2026-01-01' }, { from: '2026-01-01' }],
    [
      { from: '2026-01-01', to: '2026-01-01' },
      { from: '2026-01-01', to: '2026-01-01' },
    ],
  ])('accepts %j', (query, parsed) => expect(timelineQuerySchema.parse(query)).toEqual(parsed));

  it.each([
    [{ from: '2023-02-30' }, 'from', TIMELINE_MESSAGES.fromInvalid],
    [{ to: 'yesterday' }, 'to', TIMELINE_MESSAGES.toInvalid],
    [{ from: '2026-02-01', to: '2026-01-31' }, 'to', TIMELINE_MESSAGES.toBeforeFrom],
  ])('refuses %j naming %s', (query, path, message) => {
    const result = timelineQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});

describe('compareTimelineEvents', () => {
  it('orders by date, then start before pause before reaction, then as given', () => {
    const events = [
      ev('reaction', '2026-03-01', 'r1', 'B'),
      ev('medication-paused', '2026-03-01'),
      ev('weight', '2026-02-01', 'w1', 'W'),
      ev('medication-started', '2026-03-01', 'm2', 'Z'),
      ev('reaction', '2026-03-01', 'r2', 'A'),
    ];
    expect(events.sort(compareTimelineEvents).map((e) => e.id)).toEqual([
      'weight:w1:2026-02-01',
      'medication-started:m2:2026-03-01',
      'medication-paused:m1:2026-03-01',
      'reaction:r1:2026-03-01',
      'reaction:r2:2026-03-01',
    ]);
  });
});

describe('medicationPeriods', () => {
  it.each([
    [
      'an ongoing medication',
      [ev('medication-started', '2026-01-01')],
      [{ start: '2026-01-01', end: null, pauses: [] }],
    ],
    [
      'a stopped medication',
      [ev('medication-stopped', '2026-02-01'), ev('medication-started', '2026-01-01')],
      [{ start: '2026-01-01', end: '2026-02-01', pauses: [] }],
    ],
    [
      'a pause and a resume',
      [
        ev('medication-started', '2026-01-01'),
        ev('medication-paused', '2026-01-10'),
        ev('medication-resumed', '2026-01-20'),
      ],
      [{ start: '2026-01-01', end: null, pauses: [{ start: '2026-01-10', end: '2026-01-20' }] }],
    ],
    [
      'a stop during a pause closes the pause',
      [
        ev('medication-started', '2026-01-01'),
        ev('medication-paused', '2026-01-10'),
        ev('medication-stopped', '2026-01-15'),
      ],
      [
        {
          start: '2026-01-01',
          end: '2026-01-15',
          pauses: [{ start: '2026-01-10', end: '2026-01-15' }],
        },
      ],
    ],
    [
      'a pause still open',
      [ev('medication-started', '2026-01-01'), ev('medication-paused', '2026-01-10')],
      [{ start: '2026-01-01', end: null, pauses: [{ start: '2026-01-10', end: null }] }],
    ],
  ])('%s', (_label, events, expected) => {
    expect(medicationPeriods(events)).toEqual(
      expected.map((p) => ({ medicationId: 'm1', name: 'Carprofen', ...p })),
    );
  });

  it('keeps one bar per medication, earliest start first, and ignores other events', () => {
    const periods = medicationPeriods([
      ev('medication-started', '2026-02-01', 'm2', 'Apoquel'),
      ev('reaction', '2026-02-03', 'r1', 'Apoquel'),
      ev('medication-started', '2026-01-01', 'm1', 'Carprofen'),
    ]);
    expect(periods.map((p) => p.name)).toEqual(['Carprofen', 'Apoquel']);
  });
});
