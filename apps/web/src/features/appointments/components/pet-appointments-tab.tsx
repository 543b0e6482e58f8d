import { APPOINTMENT_TYPE_LABELS, type Appointment } from '@pawrx/contracts/appointments';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { formatDateOnly, formatTime } from '../../../lib/date-only';
import { scheduledByDate } from '../utils/split-appointments';

/** `onAdd` absent: the viewer's role cannot change appointments (a caregiver): no buttons. */
type Props = { petId: string; appointments: Appointment[]; onAdd?: () => void };

/** Appointments tab: scheduled ones by date ascending, each with Mark Complete and Cancel. */
export function PetAppointmentsTab({ petId, appointments, onAdd }: Props) {
  const update = useUpdateAppointmentStatus();
  const scheduled = scheduledByDate(appointments);

  const setStatus = async (appointmentId: string, status: 'completed' | 'cancelled') => {
    const done = status === 'completed';
    try {
      await update.mutateAsync({ petId, appointmentId, status });
      toast.success(done ? APPOINTMENT_MESSAGES.completed : APPOINTMENT_MESSAGES.cancelled);
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? done
            ? APPOINTMENT_MESSAGES.updateFailed
            : APPOINTMENT_MESSAGES.cancelFailed
          : done
            ? APPOINTMENT_MESSAGES.updateError
            : APPOINTMENT_MESSAGES.cancelError;
      toast.error(errorMessage(error, fallback));
    }
  };

  if (scheduled.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="mb-4 text-slate-600">No scheduled appointments</p>
        {onAdd && <Button onClick={onAdd}>Add Appointment</Button>}
      </div>
    );

  return (
    <ul className="space-y-3">
      {scheduled.map((a) => {
        const busy = update.isPending && update.variables?.appointmentId === a._id;
        return (
          <li key={a._id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {a.title || APPOINTMENT_TYPE_LABELS[a.type]}
                </p>
                <p className="text-sm text-slate-600">
                  {APPOINTMENT_TYPE_LABELS[a.type]} · {formatDateOnly(a.date)}
                  {a.time && ` at ${formatTime(a.time)}`}
                </p>
                {(a.veterinarian || a.clinic) && (
                  <p className="text-sm text-slate-600">
                    {[a.veterinarian, a.clinic].filter(Boolean).join(' · ')}
                  </p>
                )}
                {(a.address || a.phone) && (
                  <p className="text-xs text-slate-500">
                    {[a.address, a.phone].filter(Boolean).join(' · ')}
                  </p>
                )}
                {a.notes && <p className="mt-1 text-sm text-slate-700">{a.notes}</p>}
              </div>
              {onAdd && (
                <div className="flex gap-2">
                  <Button
                    className="px-3 py-1.5 text-sm"
                    disabled={busy}
                    onClick={() => void setStatus(a._id, 'completed')}
                  >
                    Mark Complete
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5 text-sm"
                    disabled={busy}
                    onClick={() => void setStatus(a._id, 'cancelled')}
                  >
                    Cancel
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
