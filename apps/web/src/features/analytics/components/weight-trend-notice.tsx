import type { WeightTrend } from '@pawrx/contracts/weights';

/** A loss or gain of more than 10% in 30 days, said plainly. */
export function WeightTrendNotice({ trend }: { trend: WeightTrend }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {trend.direction === 'loss' ? 'Rapid weight loss' : 'Rapid weight gain'}: {trend.percent}%
      </p>
      <p>{trend.message}</p>
    </div>
  );
}
