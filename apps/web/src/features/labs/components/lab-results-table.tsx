import type { LabList, LabPoint } from '@pawrx/contracts/labs';
import { LabFlagBadge } from './lab-flag-badge';
import { formatDateOnly } from '../../../lib/date-only';

const range = (p: LabPoint) =>
  p.rangeLow === null && p.rangeHigh === null
    ? '—'
    : `${p.rangeLow ?? ''}–${p.rangeHigh ?? ''}${p.rangeSource === 'reference' ? ' (reference)' : ''}`;

/** Each test's latest value with its flag, and how many earlier values it has. */
export function LabResultsTable({ labs }: { labs: LabList }) {
  const rows = labs.series.map((s) => ({ series: s, latest: s.points.at(-1)! }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Latest value of each test</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Test
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Latest
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Range
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Flag
            </th>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ series, latest }) => (
            <tr key={series.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {series.label}
                {series.points.length > 1 && (
                  <span className="ml-1 text-xs font-normal text-slate-500">
                    ({series.points.length} results)
                  </span>
                )}
              </th>
              <td className="py-2 pr-3">
                {latest.value} {latest.unit}
              </td>
              <td className="py-2 pr-3 text-slate-600">{range(latest)}</td>
              <td className="py-2 pr-3">
                <LabFlagBadge flag={latest.flag} />
              </td>
              <td className="py-2 text-slate-600">{formatDateOnly(latest.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {labs.sources.length > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          Reference intervals:{' '}
          {labs.sources.map((s, i) => (
            <span key={s.id}>
              {i > 0 && '; '}
              <a href={s.url} target="_blank" rel="noreferrer" className="underline">
                {s.citation}
              </a>
            </span>
          ))}
          . Your laboratory&apos;s own range, when entered, is used first.
        </p>
      )}
    </div>
  );
}
