import { useAuth } from '../../../lib/use-auth';
import { CalendarSubscribe } from './calendar-subscribe';
import { ReminderSettings } from './reminder-settings';

/** The dashboard's Reminders & Calendar settings card. */
export function SettingsPanel() {
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="settings-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="settings-title" className="text-lg font-semibold text-slate-900">
        Reminders &amp; Calendar
      </h2>
      {user && <ReminderSettings user={user} />}
      <hr className="border-slate-200" />
      <CalendarSubscribe />
    </section>
  );
}
