import { DOSE_STATUS_LABELS, type DoseStatus } from '@pawrx/contracts/doses';

const COLOURS: Record<DoseStatus, string> = {
  given: 'bg-green-100 text-green-800',
  skipped: 'bg-slate-200 text-slate-700',
  missed: 'bg-red-100 text-red-800',
  due: 'bg-amber-100 text-amber-900',
  upcoming: 'bg-blue-50 text-blue-800',
};

export function DoseStatusBadge({ status }: { status: DoseStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[status]}`}>
      {DOSE_STATUS_LABELS[status]}
    </span>
  );
}
