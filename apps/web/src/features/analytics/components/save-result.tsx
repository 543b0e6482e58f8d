import type { WeightCreated } from '@pawrx/contracts/weights';
import { WeightTrendNotice } from './weight-trend-notice';

type Props = { answer: WeightCreated; onDismiss: () => void };

const mgKg = (value: number | null) => (value === null ? 'unknown' : `${value} mg/kg`);

/**
 * What a new weight changed: the current medications whose mg/kg dose moved into or out of the
 * usual range (the safety engine's own finding), and a fast loss or gain. Shown until dismissed.
 */
export function SaveResult({ answer, onDismiss }: Props) {
  const { doseChanges, weightTrend } = answer;
  if (doseChanges.length === 0 && !weightTrend) return null;
  return (
    <section aria-labelledby="weight-result-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="weight-result-title" className="font-semibold text-slate-900">
          What the new weight changes
        </h3>
        <button
          type="button"
          onClick={onDismiss}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Dismiss
        </button>
      </div>
      {weightTrend && <WeightTrendNotice trend={weightTrend} />}
      {doseChanges.length > 0 && (
        <div role="alert">
          <ul aria-label="Dose changes" className="space-y-2">
            {doseChanges.map((change) => {
              const out = change.finding.status === 'out-of-range';
              return (
                <li
                  key={change.medicationId}
                  className={`rounded-xl border p-4 ${out ? 'border-amber-300 bg-amber-50' : 'border-green-300 bg-green-50'}`}
                >
                  <p className="font-semibold text-slate-900">
                    {change.medicationName}:{' '}
                    {out
                      ? `dose now above the usual range (${change.finding.riskLevel} risk)`
                      : 'dose now within the usual range'}
                  </p>
                  <p className="text-sm text-slate-700">
                    {mgKg(change.mgPerKgBefore)} → {mgKg(change.mgPerKgNow)} per dose
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{change.finding.description}</p>
                  {change.finding.recommendation && (
                    <p className="mt-1 text-sm font-medium text-slate-800">
                      {change.finding.recommendation}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
