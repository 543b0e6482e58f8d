import { APPOINTMENT_STATUS_LABELS } from '@pawrx/contracts/appointments';
import type { AppointmentStatus } from '@pawrx/contracts/enums';

// Spec §4: past badge blue for completed, red for cancelled, grey otherwise, default label
// Completed; the upcoming badge's default label is Scheduled.

const PAST_COLOURS: Record<string, string> = {
  completed: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function StatusBadge({
  status,
  variant,
}: {
  status: AppointmentStatus | undefined;
  variant: 'past' | 'upcoming';
}) {
  const colour =
    variant === 'past'
      ? (PAST_COLOURS[status ?? ''] ?? 'bg-slate-100 text-slate-700')
      : 'bg-green-100 text-green-800';
  const label = status
    ? APPOINTMENT_STATUS_LABELS[status]
    : variant === 'past'
      ? 'Completed'
      : 'Scheduled';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>
      {label}
    </span>
  );
}
