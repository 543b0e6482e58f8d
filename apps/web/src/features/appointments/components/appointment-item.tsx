import { APPOINTMENT_TYPE_LABELS, type DashboardAppointment } from '@pawrx/contracts/appointments';
import { formatDateOnly, formatTime } from '../../../lib/date-only';
import { StatusBadge } from './status-badge';

/** One line of the Upcoming or Past list; long names wrap, never cut (issue 24 item 13). */
export function AppointmentItem({
  appointment: a,
  variant,
}: {
  appointment: DashboardAppointment;
  variant: 'past' | 'upcoming';
}) {
  const type = APPOINTMENT_TYPE_LABELS[a.type] ?? 'Check-up';
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
          {a.petName} · {a.title || type}
        </p>
        <p className="text-sm text-slate-600">
          <span className="whitespace-nowrap">{formatDateOnly(a.date)}</span>
          {a.time && (
            <>
              {' at '}
              <span className="whitespace-nowrap">{formatTime(a.time)}</span>
            </>
          )}
        </p>
        {(a.veterinarian || a.clinic) && (
          <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
            {[a.veterinarian, a.clinic].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <StatusBadge status={a.status} variant={variant} />
    </li>
  );
}
