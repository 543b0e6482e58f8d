import { useId } from 'react';
import { formatDateOnly } from '../../../lib/date-only';
import { buildChartModel, LANE_HEIGHT, type ChartInput } from '../utils/chart-model';
import { SEVERITY_FILL, SEVERITY_STROKE } from '../utils/severity-style';
import { useElementWidth } from '../../../lib/use-element-width';
import { ChartAxes, textWidth } from './chart-axes';

type Props = Omit<ChartInput, 'width'> & { petName: string; summary: string };

/**
 * The weight line with each medication course drawn as a bar underneath and reactions marked
 * across both, on one time axis, so "the itching began a week after the new drug" can be seen.
 * Hand-written SVG at the container's width; screen readers get the title and summary, and the
 * same data as tables below.
 */
export function WeightChart({ petName, summary, unit, ...data }: Props) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const titleId = useId();
  const descId = useId();
  const m = buildChartModel({ ...data, unit, width });
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={m.width}
        height={m.height}
        viewBox={`0 0 ${m.width} ${m.height}`}
        className="block max-w-full text-[11px]"
      >
        <title id={titleId}>{`${petName}'s weight, medications and reactions over time`}</title>
        <desc id={descId}>{summary}</desc>
        <ChartAxes model={m} valueLabel={(value) => `${value} ${unit}`} />
        {m.reactions.map((r) => (
          <g key={`${r.date}-${r.title}`}>
            <title>{`${r.title} (${r.severity ?? 'reaction'}), ${formatDateOnly(r.date)}`}</title>
            <line
              x1={r.x}
              x2={r.x}
              y1={m.plot.top}
              y2={m.height}
              strokeDasharray="4 3"
              className={r.severity ? SEVERITY_STROKE[r.severity] : 'stroke-red-600'}
            />
            <path
              d={`M${r.x - 6} ${m.plot.top - 10} h12 l-6 9 z`}
              className={r.severity ? SEVERITY_FILL[r.severity] : 'fill-red-600'}
            />
          </g>
        ))}
        {m.line && <path d={m.line} fill="none" strokeWidth={2} className="stroke-brand-600" />}
        {m.points.map((p) => (
          <circle
            key={`${p.date}-${p.x}-${p.y}`}
            cx={p.x}
            cy={p.y}
            r={3.5}
            className="fill-brand-600"
          >
            <title>{`${p.value} ${unit}, ${formatDateOnly(p.date)}`}</title>
          </circle>
        ))}
        {m.lanes.map((lane) => {
          const label = lane.name;
          const inside = lane.x2 - lane.x1 > textWidth(label) + 10;
          const right = lane.x2 + 4 + textWidth(label) < m.width;
          const x = inside ? lane.x1 + 5 : right ? lane.x2 + 4 : lane.x1 - 4;
          return (
            <g key={`${lane.name}-${lane.y}`}>
              <rect
                x={lane.x1}
                y={lane.y}
                width={lane.x2 - lane.x1}
                height={LANE_HEIGHT}
                rx={4}
                className="fill-brand-600"
              />
              {lane.pauses.map((p) => (
                <rect
                  key={p.x1}
                  x={p.x1}
                  y={lane.y + 3}
                  width={Math.max(p.x2 - p.x1, 2)}
                  height={LANE_HEIGHT - 6}
                  className="fill-white/70"
                />
              ))}
              <text
                x={x}
                y={lane.y + LANE_HEIGHT - 5}
                textAnchor={inside || right ? 'start' : 'end'}
                className={inside ? 'fill-white font-medium' : 'fill-slate-700 font-medium'}
              >
                {label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
