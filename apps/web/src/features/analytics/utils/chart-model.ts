import { niceTicks } from '@pawrx/contracts/chart-scale';
import type { ReactionSeverity, WeightUnit } from '@pawrx/contracts/enums';
import type { MedicationPeriod } from '@pawrx/contracts/timeline';
import { daysBetween } from '@pawrx/contracts/weight-trend';
import { fromKg, type WeightEntry } from '@pawrx/contracts/weights';
import { addDays } from '@pawrx/contracts/zoned-time';

// Where everything of the Analytics chart goes, as numbers: a pure function of the data and the
// width, so the geometry is tested without a browser and the SVG component only draws it.

export const PLOT_HEIGHT = 170;
export const LANE_HEIGHT = 18;
const LANE_GAP = 6;
const TOP = 14;
const AXIS_HEIGHT = 26;
const LEFT = 48;
const RIGHT = 12;
/** The narrowest a date label needs, so labels never overlap. */
const TICK_SPACING = 78;

interface ReactionMark {
  date: string;
  x: number;
  title: string;
  severity: ReactionSeverity | null;
}

export interface ChartInput {
  weights: readonly WeightEntry[];
  periods: readonly MedicationPeriod[];
  reactions: readonly { date: string; title: string; severity: ReactionSeverity | null }[];
  unit: WeightUnit;
  today: string;
  width: number;
}

export interface ChartModel {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  yTicks: { value: number; y: number }[];
  xTicks: { date: string; x: number }[];
  points: { date: string; value: number; x: number; y: number }[];
  /** SVG path data of the weight line; '' with fewer than two weighings. */
  line: string;
  reactions: ReactionMark[];
  lanes: {
    name: string;
    y: number;
    x1: number;
    x2: number;
    ongoing: boolean;
    pauses: { x1: number; x2: number }[];
  }[];
}

/** First and last day shown: every weighing, course and reaction, and today. */
export function dateDomain(input: Omit<ChartInput, 'unit' | 'width'>): [string, string] {
  const dates = [
    ...input.weights.map((w) => w.date),
    ...input.periods.flatMap((p) => [p.start, p.end ?? input.today]),
    ...input.reactions.map((r) => r.date),
    input.today,
  ].sort();
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  // A single day is widened so it sits in the middle rather than on the edge.
  return first === last ? [addDays(first, -15), addDays(last, 15)] : [first, last];
}

const STEPS_DAYS = [1, 2, 7, 14];
const STEPS_MONTHS = [1, 2, 3, 6, 12, 24, 60];

/** Day-aligned ticks for short spans, first-of-month ticks for long ones; at most `max`. */
export function dateTicks(start: string, end: string, max: number): string[] {
  const days = daysBetween(start, end);
  const limit = Math.max(2, max);
  const dayStep = STEPS_DAYS.find((s) => days / s < limit);
  if (dayStep && days <= 62) {
    const out: string[] = [];
    for (let d = start; d <= end; d = addDays(d, dayStep)) out.push(d);
    return out;
  }
  const months = days / 30.44;
  const step = STEPS_MONTHS.find((s) => months / s < limit) ?? 120;
  const out: string[] = [];
  const [y, m] = start.split('-').map(Number) as [number, number];
  // Month indexes from the first of the month after the start; a tick every `step` months.
  for (let index = y * 12 + m; ; index += 1) {
    const day = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    if (day > end) break;
    if (index % step === 0) out.push(day);
  }
  return out;
}

export function buildChartModel(input: ChartInput): ChartModel {
  const width = Math.max(input.width, 240);
  const [start, end] = dateDomain(input);
  const span = Math.max(daysBetween(start, end), 1);
  const plot = { left: LEFT, right: width - RIGHT, top: TOP, bottom: TOP + PLOT_HEIGHT };
  const xOf = (date: string) =>
    plot.left + (daysBetween(start, date) / span) * (plot.right - plot.left);

  const values = input.weights.map((w) => fromKg(w.weightKg, input.unit));
  const ticks = values.length ? niceTicks(Math.min(...values), Math.max(...values)) : [];
  const [low, high] = [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1];
  const yOf = (v: number) =>
    plot.bottom - ((v - low) / (high - low || 1)) * (plot.bottom - plot.top);
  const points = input.weights.map((w, i) => ({
    date: w.date,
    value: values[i]!,
    x: xOf(w.date),
    y: yOf(values[i]!),
  }));
  const line =
    points.length > 1
      ? points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')
      : '';

  const lanesTop = plot.bottom + AXIS_HEIGHT;
  const lanes = input.periods.map((p, i) => ({
    name: p.name,
    y: lanesTop + i * (LANE_HEIGHT + LANE_GAP),
    x1: xOf(p.start),
    x2: Math.max(xOf(p.end ?? input.today), xOf(p.start) + 3),
    ongoing: p.end === null,
    pauses: p.pauses.map((pause) => ({
      x1: xOf(pause.start),
      x2: xOf(pause.end ?? input.today),
    })),
  }));
  const height =
    lanesTop +
    (lanes.length ? lanes.length * (LANE_HEIGHT + LANE_GAP) : 0) +
    (lanes.length ? 4 : 0);
  const maxTicks = Math.floor((plot.right - plot.left) / TICK_SPACING) + 1;
  return {
    width,
    height,
    plot,
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xTicks: dateTicks(start, end, maxTicks).map((date) => ({ date, x: xOf(date) })),
    points,
    line,
    reactions: input.reactions.map((r) => ({ ...r, x: xOf(r.date) })),
    lanes,
  };
}

/**
 * A date label centred on its tick, unless that would cut it at an edge of the chart: the last
 * label ('Nov 2') ends at its tick, a first one too near the left starts there.
 */
export const tickAnchor = (
  x: number,
  labelWidth: number,
  chartWidth: number,
): 'start' | 'middle' | 'end' =>
  x + labelWidth / 2 > chartWidth ? 'end' : x - labelWidth / 2 < 0 ? 'start' : 'middle';
