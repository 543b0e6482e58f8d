import { useId } from 'react';
import type { LabSeries } from '@pawrx/contracts/labs';
import { formatDateOnly } from '../../../lib/date-only';
import { buildChartModel } from '../utils/chart-model';
import { useElementWidth } from '../../../lib/use-element-width';
import { ChartAxes } from './chart-axes';

/**
 * One lab test's values over time (issue 30), on the weight chart's geometry: the same model
 * places the points and ticks, the values stand in for weights. The range the newest value was
 * judged by is shaded; out-of-range points are red.
 */
export function LabChart({ series, today }: { series: LabSeries; today: string }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const titleId = useId();
  const unit = series.points.at(-1)?.unit ?? '';
  const m = buildChartModel({
    weights: series.points.map((p) => ({ id: p.panelId, date: p.date, weightKg: p.value })),
    periods: [],
    reactions: [],
    // Values are drawn as they are (kg is the model's identity unit, two decimals kept).
    unit: 'kg',
    today,
    width,
  });
  const newest = series.points.at(-1);
  const low = m.yTicks[0];
  const high = m.yTicks.at(-1);
  const yOf = (v: number) =>
    low && high && high.value !== low.value
      ? low.y - ((v - low.value) / (high.value - low.value)) * (low.y - high.y)
      : m.plot.bottom;
  const clamp = (y: number) => Math.min(Math.max(y, m.plot.top), m.plot.bottom);
  const band =
    newest && (newest.rangeLow !== null || newest.rangeHigh !== null)
      ? {
          top: clamp(yOf(newest.rangeHigh ?? high?.value ?? 0)),
          bottom: clamp(yOf(newest.rangeLow ?? low?.value ?? 0)),
        }
      : null;
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-labelledby={titleId}
        width={m.width}
        height={m.plot.bottom + 26}
        viewBox={`0 0 ${m.width} ${m.plot.bottom + 26}`}
        className="block max-w-full text-[11px]"
        data-testid="lab-chart"
      >
        <title id={titleId}>
          {`${series.label} over time: ${series.points
            .map((p) => `${p.value} ${p.unit} on ${formatDateOnly(p.date)} (${p.flag})`)
            .join(', ')}`}
        </title>
        {band && (
          <rect
            x={m.plot.left}
            y={band.top}
            width={m.plot.right - m.plot.left}
            height={Math.max(band.bottom - band.top, 1)}
            className="fill-emerald-50"
          />
        )}
        <ChartAxes model={m} valueLabel={String} />
        {m.line && <path d={m.line} fill="none" strokeWidth={2} className="stroke-brand-600" />}
        {m.points.map((p, i) => {
          const point = series.points[i]!;
          const out = point.flag === 'high' || point.flag === 'low';
          return (
            <circle
              key={`${p.date}-${i}`}
              cx={p.x}
              cy={p.y}
              r={4}
              className={out ? 'fill-red-600' : 'fill-brand-600'}
            >
              <title>{`${p.value} ${unit}, ${formatDateOnly(p.date)}, ${point.flag}`}</title>
            </circle>
          );
        })}
      </svg>
    </div>
  );
}
