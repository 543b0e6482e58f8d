import { formatMonth, formatShortDate } from '@pawrx/contracts/date-format';
import { tickAnchor, type ChartModel } from '../utils/chart-model';

/** Rough width of a label at 11px, to decide where a label fits. */
export const textWidth = (text: string) => text.length * 6.2;

/**
 * The time and value axes the weight and lab charts share: a grid line and a label per value
 * tick, and the day ticks under the plot, as days ("Mar 4") over a short span, else months.
 */
export function ChartAxes({
  model: m,
  valueLabel,
}: {
  model: ChartModel;
  valueLabel: (value: number) => string;
}) {
  const shortSpan = m.xTicks.length > 1 && m.xTicks[1]!.date.slice(8) !== '01';
  return (
    <>
      {m.yTicks.map((t) => (
        <g key={t.value}>
          <line x1={m.plot.left} x2={m.plot.right} y1={t.y} y2={t.y} className="stroke-slate-200" />
          <text x={m.plot.left - 6} y={t.y + 4} textAnchor="end" className="fill-slate-500">
            {valueLabel(t.value)}
          </text>
        </g>
      ))}
      {m.xTicks.map((t) => {
        const label = shortSpan ? formatShortDate(t.date) : formatMonth(t.date, 'short');
        return (
          <text
            key={t.date}
            x={t.x}
            y={m.plot.bottom + 17}
            textAnchor={tickAnchor(t.x, textWidth(label), m.width)}
            className="fill-slate-500"
          >
            {label}
          </text>
        );
      })}
    </>
  );
}
