import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/use-auth';
import { CalendarSubscribe } from '../components/calendar-subscribe';
import { EmailSettings } from '../components/email-settings';
import { SignedInDevices } from '../components/signed-in-devices';
import { PasskeySettings } from '../../passkeys/components/passkey-settings';
import { PushNotifications } from '../components/push-notifications';
import { ReminderSettings } from '../components/reminder-settings';
import { YourData } from '../components/your-data';

const card = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const h2 = 'text-lg font-semibold text-slate-900';

/**
 * /settings (issue 24 item 15): the account's one Settings page, reached from the account menu
 * and the phone menu. Reminder emails and the time zone they (and every dose time) are read in,
 * the calendar feed, and the account itself.
 */
export function SettingsPage() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="settings-page-title" className="mx-auto max-w-2xl space-y-6">
      <h1 id="settings-page-title" className="text-2xl font-bold text-slate-900">
        Settings
      </h1>
      {!user ? (
        <Spinner label="Loading your settings…" className="py-16" />
      ) : (
        <>
          <section aria-labelledby="settings-email" className={card}>
            <h2 id="settings-email" className={h2}>
              Email address
            </h2>
            <EmailSettings user={user} />
          </section>
          <section aria-labelledby="settings-reminders" className={card}>
            <h2 id="settings-reminders" className={h2}>
              Reminders &amp; time zone
            </h2>
            <ReminderSettings user={user} />
          </section>
          <section aria-labelledby="settings-push" className={card}>
            <h2 id="settings-push" className={h2}>
              Notifications on this device
            </h2>
            <PushNotifications />
          </section>
          <section aria-labelledby="settings-expenses" className={card}>
            <h2 id="settings-expenses" className={h2}>
              Expenses
            </h2>
            <p className="text-sm text-slate-700">
              What your pets cost, year by year, with a CSV for your records.{' '}
              <Link to="/expenses" className="font-medium text-blue-700 underline">
                See expenses by year
              </Link>
            </p>
          </section>
          <section aria-labelledby="settings-calendar" className={card}>
            <h2 id="settings-calendar" className={h2}>
              Calendar feed
            </h2>
            <CalendarSubscribe />
          </section>
          <section aria-labelledby="settings-devices" className={card}>
            <h2 id="settings-devices" className={h2}>
              Signed-in devices
            </h2>
            <SignedInDevices />
          </section>
          <section aria-labelledby="settings-passkeys" className={card}>
            <h2 id="settings-passkeys" className={h2}>
              Passkeys
            </h2>
            <PasskeySettings />
          </section>
          <section aria-labelledby="settings-data" className={card}>
            <h2 id="settings-data" className={h2}>
              Your data
            </h2>
            <YourData />
          </section>
          <section aria-labelledby="settings-account" className={card}>
            <h2 id="settings-account" className={h2}>
              Account
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
              <dt className="font-medium text-slate-600">Name</dt>
              <dd className="break-words">{user.name}</dd>
              <dt className="font-medium text-slate-600">Email</dt>
              <dd className="break-all">{user.email}</dd>
            </dl>
            <p className="text-sm text-slate-600">
              Password: to change it, sign out and choose &ldquo;Forgot password?&rdquo; on the
              sign-in page; PawRx emails you a link to set a new one. Your pets&apos; details are on
              each pet&apos;s profile, from the{' '}
              <Link to="/dashboard" className="font-medium text-brand-700 underline">
                dashboard
              </Link>
              .
            </p>
          </section>
        </>
      )}
    </section>
  );
}
