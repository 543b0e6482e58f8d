import { useMemo, useState } from 'react';
import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import { Button } from '../../../components/ui/button';
import { markedDays, monthOf, shiftMonth } from '../utils/calendar';
import { todayDateOnly } from '../../../lib/date-only';
import { splitAppointments } from '../utils/split-appointments';
import { AppointmentItem } from './appointment-item';
import { MonthCalendar } from './month-calendar';
import { ScheduleAppointmentModal } from './schedule-appointment-modal';

type Props = {
  pets: readonly { _id: string; name: string }[];
  appointments: readonly DashboardAppointment[];
  /** Injected by tests; the local day otherwise. */
  today?: string;
};

/** Calendar & Appointments: month grid, Upcoming (first 3) and a collapsible Past list. */
export function CalendarPanel({ pets, appointments, today = todayDateOnly() }: Props) {
  const [month, setMonth] = useState(() => monthOf(today));
  const [scheduleDate, setScheduleDate] = useState<string | null>(null);
  const [showPast, setShowPast] = useState(false);
  const marked = useMemo(() => markedDays(appointments), [appointments]);
  const { upcoming, past } = useMemo(
    () => splitAppointments(appointments, today),
    [appointments, today],
  );

  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="calendar-title" className="text-lg font-semibold text-slate-900">
          Calendar &amp; Appointments
        </h2>
        <Button onClick={() => setScheduleDate(today)} className="px-3 py-1.5 text-sm">
          Schedule
        </Button>
      </div>
      <MonthCalendar
        month={month}
        today={today}
        marked={marked}
        onMonthChange={(delta) => setMonth((m) => shiftMonth(m, delta))}
        onPickDay={setScheduleDate}
      />

      <h3 className="mt-6 mb-2 font-semibold text-slate-900">Upcoming Appointments</h3>
      {upcoming.length === 0 ? (
        <div className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
          <p>No upcoming appointments</p>
          <button
            type="button"
            onClick={() => setScheduleDate(today)}
            className="mt-1 font-semibold text-brand-700 hover:underline"
          >
            Schedule your first appointment
          </button>
        </div>
      ) : (
        <ul className="space-y-2">
          {upcoming.map((a) => (
            <AppointmentItem key={a._id} appointment={a} variant="upcoming" />
          ))}
        </ul>
      )}

      {past.length > 0 && (
        <div className="mt-5">
          <button
            type="button"
            aria-expanded={showPast}
            aria-controls="past-appointments"
            onClick={() => setShowPast((v) => !v)}
            className="flex w-full items-center justify-between font-semibold text-slate-900"
          >
            Past Appointments ({past.length})<span aria-hidden="true">{showPast ? '▲' : '▼'}</span>
          </button>
          {showPast && (
            <ul id="past-appointments" className="mt-2 max-h-60 space-y-2 overflow-y-auto pr-1">
              {past.map((a) => (
                <AppointmentItem key={a._id} appointment={a} variant="past" />
              ))}
            </ul>
          )}
        </div>
      )}

      {scheduleDate && (
        <ScheduleAppointmentModal
          pets={pets}
          date={scheduleDate}
          today={today}
          onClose={() => setScheduleDate(null)}
        />
      )}
    </section>
  );
}
