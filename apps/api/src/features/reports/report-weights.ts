import { niceTicks } from '@pawrx/contracts/chart-scale';
import { daysBetween } from '@pawrx/contracts/weight-trend';
import { fromKg } from '@pawrx/contracts/weights';
import type { ReportPet, ReportWeight } from './medical-report.types';
import { COLOR, type ReportLayout } from './pdf-layout';
import { EMPTY, NONE, formatDate, weightUnitOf } from './report-format';

// The record's weight history: a small line chart drawn with pdfkit's vector paths (no image,
// so it stays sharp at any zoom and costs a few hundred bytes), then the latest weighings.

const CHART_HEIGHT = 120;
const AXIS_WIDTH = 44;
const LABEL_SIZE = 7;
/** The table lists this many of the latest weighings; the chart shows them all. */
const MAX_WEIGHT_ROWS = 24;

const unitValue = (kg: number, unit: 'kg' | 'lbs') => fromKg(kg, unit);
const asUnit = (pet: ReportPet): 'kg' | 'lbs' => (weightUnitOf(pet) === 'kg' ? 'kg' : 'lbs');

function drawChart(layout: ReportLayout, weights: ReportWeight[], unit: 'kg' | 'lbs', top: number) {
  const { doc } = layout;
  const height = layout.s(CHART_HEIGHT);
  const x0 = layout.left + AXIS_WIDTH;
  const width = layout.width - AXIS_WIDTH - 8;
  const plotTop = top + layout.s(6);
  const plotHeight = height - layout.s(26);
  const values = weights.map((w) => unitValue(w.weightKg, unit));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const [low, high] = [ticks[0]!, ticks[ticks.length - 1]!];
  const first = weights[0]!.date;
  const days = Math.max(daysBetween(first, weights[weights.length - 1]!.date), 0);
  const xOf = (date: string) =>
    days === 0 ? x0 + width / 2 : x0 + (daysBetween(first, date) / days) * width;
  const yOf = (value: number) =>
    plotTop + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const label = { size: LABEL_SIZE, color: COLOR.muted };

  for (const tick of ticks) {
    const y = yOf(tick);
    doc
      .moveTo(x0, y)
      .lineTo(x0 + width, y)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    layout.write(`${tick} ${unit}`, layout.left, y - 4, AXIS_WIDTH - 6, {
      ...label,
      align: 'right',
    });
  }
  const points = weights.map((w, i) => [xOf(w.date), yOf(values[i]!)] as const);
  points.forEach(([x, y], i) => (i === 0 ? doc.moveTo(x, y) : doc.lineTo(x, y)));
  doc.lineWidth(1.5).strokeColor(COLOR.accent).stroke();
  for (const [x, y] of points) doc.circle(x, y, 2.2).fill(COLOR.accent);

  const axisY = plotTop + plotHeight + layout.s(6);
  const lastDate = weights[weights.length - 1]!.date;
  layout.write(formatDate(first), x0 - 30, axisY, 90, label);
  if (days > 0)
    layout.write(formatDate(lastDate), x0 + width - 60, axisY, 60, { ...label, align: 'right' });
}

export function weightHistory(layout: ReportLayout, pet: ReportPet, weights: ReportWeight[]): void {
  layout.section('Weight History');
  if (weights.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  const unit = asUnit(pet);
  layout.block(layout.s(CHART_HEIGHT), (top) => drawChart(layout, weights, unit, top));
  const latest = weights.slice(-MAX_WEIGHT_ROWS).reverse();
  layout.table(
    [
      { header: 'Date', share: 0.22 },
      { header: 'Weight', share: 0.28 },
      { header: 'Note', share: 0.5 },
    ],
    latest.map((w) => ({
      cells: [
        { text: formatDate(w.date), bold: true },
        {
          text:
            unit === 'kg'
              ? `${unitValue(w.weightKg, 'kg')} kg`
              : `${unitValue(w.weightKg, 'lbs')} lbs (${unitValue(w.weightKg, 'kg')} kg)`,
        },
        { text: w.note.trim() || EMPTY },
      ],
    })),
  );
  if (weights.length > MAX_WEIGHT_ROWS)
    layout.paragraph(
      `The latest ${MAX_WEIGHT_ROWS} of ${weights.length} weighings; the chart shows them all.`,
      { size: 8, color: COLOR.muted },
    );
}
