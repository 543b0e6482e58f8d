import { describe, expect, it } from 'vitest';
import { buildChartModel, dateDomain, dateTicks, PLOT_HEIGHT, tickAnchor } from './chart-model';

const base = { weights: [], periods: [], reactions: [], today: '2026-03-31' };

describe('dateDomain', () => {
  it.each([
    ['today alone, widened by 15 days each way', base, ['2026-03-16', '2026-04-15']],
    [
      'the first weighing to today',
      { ...base, weights: [{ id: 'w', date: '2026-01-01', weightKg: 10 }] },
      ['2026-01-01', '2026-03-31'],
    ],
    [
      'a course that started earlier',
      {
        ...base,
        periods: [{ medicationId: 'm', name: 'A', start: '2025-12-01', end: null, pauses: [] }],
      },
      ['2025-12-01', '2026-03-31'],
    ],
    [
      'a reaction dated after today',
      { ...base, reactions: [{ date: '2026-04-02', title: 'R', severity: null }] },
      ['2026-03-31', '2026-04-02'],
    ],
  ])('spans %s', (_label, input, expected) => expect(dateDomain(input)).toEqual(expected));
});

describe('dateTicks', () => {
  it.each([
    ['a week, daily', '2026-03-01', '2026-03-07', 8, 7, '2026-03-01'],
    ['a month, weekly when space is short', '2026-03-01', '2026-03-31', 5, 5, '2026-03-01'],
    ['a year, first of every third month', '2025-01-15', '2026-01-14', 5, 4, '2025-04-01'],
    ['five years, yearly', '2021-06-01', '2026-05-31', 6, 5, '2022-01-01'],
  ])('%s', (_label, start, end, max, count, first) => {
    const ticks = dateTicks(start, end, max);
    expect(ticks).toHaveLength(count);
    expect(ticks[0]).toBe(first);
    expect(ticks.length).toBeLessThanOrEqual(max);
    expect(ticks.every((d) => d >= start && d <= end)).toBe(true);
  });
});

describe('buildChartModel', () => {
  const model = buildChartModel({
    ...base,
    unit: 'kg',
    width: 600,
    weights: [
      { id: 'a', date: '2026-01-01', weightKg: 20 },
      { id: 'b', date: '2026-03-31', weightKg: 17 },
    ],
    periods: [
      {
        medicationId: 'm1',
        name: 'Apoquel',
        start: '2026-02-01',
        end: null,
        pauses: [{ start: '2026-03-01', end: '2026-03-10' }],
      },
      { medicationId: 'm2', name: 'Diet', start: '2026-01-01', end: '2026-01-31', pauses: [] },
    ],
    reactions: [{ date: '2026-02-08', title: 'Reaction to Apoquel', severity: 'moderate' }],
  });

  it('puts the first weighing on the left edge, today on the right, higher weights higher', () => {
    const [first, last] = model.points;
    expect(first!.x).toBe(model.plot.left);
    expect(last!.x).toBe(model.plot.right);
    expect(first!.y).toBeLessThan(last!.y);
    expect(model.line).toMatch(/^M48\.0 \d+\.\d L588\.0 \d+\.\d$/);
    expect(model.yTicks.map((t) => t.value)).toEqual([17, 18, 19, 20]);
    expect(model.plot.bottom - model.plot.top).toBe(PLOT_HEIGHT);
  });

  it('draws one lane per course under the plot, open courses to today, with their pauses', () => {
    const [apoquel, diet] = model.lanes;
    expect(apoquel).toMatchObject({ name: 'Apoquel', ongoing: true, x2: model.plot.right });
    expect(apoquel!.pauses).toHaveLength(1);
    expect(apoquel!.pauses[0]!.x1).toBeLessThan(apoquel!.pauses[0]!.x2);
    expect(diet!.ongoing).toBe(false);
    expect(diet!.y).toBeGreaterThan(apoquel!.y);
    expect(apoquel!.y).toBeGreaterThan(model.plot.bottom);
    expect(model.height).toBeGreaterThan(diet!.y);
  });

  it('marks a reaction a week after the course started, between the two', () => {
    const mark = model.reactions[0]!;
    expect(mark.x).toBeGreaterThan(model.lanes[0]!.x1);
    expect(mark.x).toBeLessThan(model.lanes[0]!.pauses[0]!.x1);
  });

  it('draws no line for a single weighing and shows it in the other unit', () => {
    const one = buildChartModel({
      ...base,
      unit: 'lbs',
      width: 300,
      weights: [{ id: 'a', date: '2026-03-31', weightKg: 10 }],
    });
    expect(one.line).toBe('');
    expect(one.points[0]!.value).toBe(22.05);
    expect(one.lanes).toEqual([]);
  });
});

describe('tickAnchor', () => {
  it.each([
    ['the last label at the right edge ends at its tick', 628, 31, 640, 'end'],
    ['a label in the middle is centred', 320, 31, 640, 'middle'],
    ['a first label near the left edge starts at its tick', 10, 31, 640, 'start'],
  ] as const)('%s', (_, x, width, chart, anchor) => {
    expect(tickAnchor(x, width, chart)).toBe(anchor);
  });

  it("keeps every date label of a chart inside it, the last one ('Nov 2') too", () => {
    const m = buildChartModel({
      ...base,
      today: '2026-11-02',
      weights: [
        { id: 'w1', date: '2026-10-20', weightKg: 10 },
        { id: 'w2', date: '2026-11-02', weightKg: 10.2 },
      ],
      unit: 'kg',
      width: 360,
    });
    const last = m.xTicks.at(-1)!;
    const labelWidth = 'Nov 2'.length * 6.2;
    const anchor = tickAnchor(last.x, labelWidth, m.width);
    const right =
      anchor === 'end'
        ? last.x
        : anchor === 'middle'
          ? last.x + labelWidth / 2
          : last.x + labelWidth;
    expect(right).toBeLessThanOrEqual(m.width);
  });
});
