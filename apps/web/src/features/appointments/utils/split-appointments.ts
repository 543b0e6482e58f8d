import { MAX_UPCOMING_APPOINTMENTS } from '@pawrx/contracts/constants';

type Dated = { date: string; time: string; status: string };

const key = (a: Dated) => `${a.date} ${a.time || '99:99'}`;

/**
 * Spec §4 calendar panel: upcoming = scheduled and dated today or later, earliest first, the
 * first 3; past = dated before today or completed or cancelled, newest first. Days are compared
 * as 'YYYY-MM-DD' strings, so no time zone moves an appointment between the lists.
 */
export function splitAppointments<T extends Dated>(
  appointments: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const isUpcoming = (a: T) => a.status === 'scheduled' && a.date >= today;
  const upcoming = appointments
    .filter(isUpcoming)
    .sort((a, b) => key(a).localeCompare(key(b)))
    .slice(0, MAX_UPCOMING_APPOINTMENTS);
  const past = appointments
    .filter((a) => !isUpcoming(a))
    .sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, past };
}

/** The profile's Appointments tab: scheduled only, by date ascending. */
export function scheduledByDate<T extends Dated>(appointments: readonly T[]): T[] {
  return appointments
    .filter((a) => a.status === 'scheduled')
    .sort((a, b) => key(a).localeCompare(key(b)));
}
