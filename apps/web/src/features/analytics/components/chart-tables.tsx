import type { ReactNode } from 'react';
import type { WeightUnit } from '@pawrx/contracts/enums';
import type { MedicationPeriod } from '@pawrx/contracts/timeline';
import { fromKg, type WeightEntry } from '@pawrx/contracts/weights';
import { formatDateOnly } from '../../../lib/date-only';
import { capitalise } from '../../../lib/pet-display';

type Props = {
  weights: readonly WeightEntry[];
  periods: readonly MedicationPeriod[];
  reactions: readonly { id: string; date: string; title: string; severity: string | null }[];
  unit: WeightUnit;
};

const CELL = 'px-3 py-2 text-left align-top';

function DataTable(props: { caption: string; columns: string[]; rows: [string, ReactNode[]][] }) {
  return (
    <table className="w-full">
      <caption className="pb-1 text-left font-semibold text-slate-800">{props.caption}</caption>
      <thead>
        <tr className="bg-slate-50">
          {props.columns.map((c) => (
            <th key={c} scope="col" className={`${CELL} text-xs font-semibold text-slate-600`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 && (
          <tr>
            <td colSpan={props.columns.length} className={`${CELL} text-slate-500`}>
              None recorded.
            </td>
          </tr>
        )}
        {props.rows.map(([key, cells]) => (
          <tr key={key} className="border-t border-slate-100">
            {cells.map((c, i) => (
              <td key={i} className={CELL}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const span = (start: string, end: string | null, open: string) =>
  `${formatDateOnly(start)} – ${end ? formatDateOnly(end) : open}`;

/** The chart's data as tables, for screen readers and for anyone who wants the numbers. */
export function ChartTables({ weights, periods, reactions, unit }: Props) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-brand-700">
        Show the chart as tables
      </summary>
      <div className="space-y-5 px-4 pb-4 text-sm">
        <DataTable
          caption="Weights"
          columns={['Date', 'Weight']}
          rows={weights.map((w) => [
            w.id,
            [formatDateOnly(w.date), `${fromKg(w.weightKg, unit)} ${unit}`],
          ])}
        />
        <DataTable
          caption="Medication courses"
          columns={['Medication', 'Given', 'Paused']}
          rows={periods.map((p) => [
            p.medicationId,
            [
              p.name,
              span(p.start, p.end, 'now'),
              p.pauses.map((x) => span(x.start, x.end, 'still paused')).join('; ') || '—',
            ],
          ])}
        />
        <DataTable
          caption="Reactions"
          columns={['Date', 'Reaction', 'Severity']}
          rows={reactions.map((r) => [
            r.id,
            [formatDateOnly(r.date), r.title, r.severity ? capitalise(r.severity) : '—'],
          ])}
        />
      </div>
    </details>
  );
}
