import { APPOINTMENT_TYPE_LABELS } from '@pawrx/contracts/appointments';
import type { AppointmentType } from '@pawrx/contracts/enums';
import {
  addDays,
  CLOCK_TIME,
  localDateOf,
  wallTimeKind,
  zonedToUtc,
} from '@pawrx/contracts/zoned-time';
import { latestVaccinations } from '../../lib/latest-vaccinations';
import {
  dateValue,
  escapeText,
  localDateTimeValue,
  utcStamp,
  writeCalendar,
  type IcsComponent,
  type IcsProperty,
} from './ics-writer';
import type { feedData } from './calendar.repository';
import { medicationEvents } from './dose-events';
import { feedSpan, vtimezone } from './vtimezone';

// An account's calendar as iCalendar: each scheduled medication dose time is one recurring
// event (RRULE) named after the pet, appointments are timed (or all-day) events, and each
// vaccination's next due date is an all-day event.

type FeedData = Awaited<ReturnType<typeof feedData>>;

const UID_DOMAIN = 'pawrx';

/** A shared pet's dose times and appointments are its owner's wall clock, in the owner's zone. */
const zoneOfPet = (data: FeedData, fallback: string) => {
  const zones = new Map(data.pets.map((p) => [p.id, p.timezone]));
  return (petId: string) => zones.get(petId) ?? fallback;
};

/** The first local day each zone's events need, so its VTIMEZONE can start before it. */
function firstDays(data: FeedData, feedZone: string): Map<string, string> {
  const zoneOf = zoneOfPet(data, feedZone);
  const first = new Map<string, string>();
  const see = (zone: string, day: string) => {
    const known = first.get(zone);
    if (!known || day < known) first.set(zone, day);
  };
  for (const med of data.medications) {
    const zone = zoneOf(med.petId);
    see(zone, med.startDate ?? localDateOf(med.createdAt, zone));
  }
  for (const appt of data.appointments)
    if (CLOCK_TIME.test(appt.time)) see(zoneOf(appt.petId), appt.date);
  return first;
}

function appointmentEvents(data: FeedData, feedZone: string, stamp: string): IcsComponent[] {
  const petName = new Map(data.pets.map((p) => [p.id, p.name]));
  const zoneOf = zoneOfPet(data, feedZone);
  return data.appointments.map((appt) => {
    const timeZone = zoneOf(appt.petId);
    const title =
      appt.title || APPOINTMENT_TYPE_LABELS[appt.type as AppointmentType] || 'Appointment';
    const timed = CLOCK_TIME.test(appt.time);
    // A time the clocks skip or repeat that day is written as its instant (clients differ).
    const exact = timed && wallTimeKind(appt.date, appt.time, timeZone) !== 'normal';
    const when: IcsProperty[] = timed
      ? [
          exact
            ? ['DTSTART', utcStamp(zonedToUtc(appt.date, appt.time, timeZone))]
            : [`DTSTART;TZID=${timeZone}`, localDateTimeValue(appt.date, appt.time)],
          ['DURATION', 'PT1H'],
        ]
      : [
          ['DTSTART;VALUE=DATE', dateValue(appt.date)],
          ['DTEND;VALUE=DATE', dateValue(addDays(appt.date, 1))],
        ];
    const location = [appt.clinic, appt.address].filter(Boolean).join(', ');
    const description = [appt.veterinarian && `Veterinarian: ${appt.veterinarian}`, appt.notes]
      .filter(Boolean)
      .join('\n');
    return {
      type: 'VEVENT',
      properties: [
        ['UID', `appointment-${appt.id}@${UID_DOMAIN}`],
        ['DTSTAMP', stamp],
        ...when,
        ['SUMMARY', escapeText(`${petName.get(appt.petId) ?? ''}: ${title}`)],
        ...(location ? ([['LOCATION', escapeText(location)]] as IcsProperty[]) : []),
        ...(description ? ([['DESCRIPTION', escapeText(description)]] as IcsProperty[]) : []),
        ['STATUS', 'CONFIRMED'],
      ] as IcsProperty[],
    };
  });
}

function vaccinationEvents(data: FeedData, stamp: string): IcsComponent[] {
  const petName = new Map(data.pets.map((p) => [p.id, p.name]));
  return latestVaccinations(data.vaccinations)
    .filter((v) => v.nextDue)
    .map((v) => ({
      type: 'VEVENT',
      properties: [
        ['UID', `vaccination-${v.id}@${UID_DOMAIN}`],
        ['DTSTAMP', stamp],
        ['DTSTART;VALUE=DATE', dateValue(v.nextDue!)],
        ['DTEND;VALUE=DATE', dateValue(addDays(v.nextDue!, 1))],
        ['SUMMARY', escapeText(`${petName.get(v.petId) ?? ''}: ${v.vaccine} vaccination due`)],
        ['TRANSP', 'TRANSPARENT'],
      ] as IcsProperty[],
    }));
}

/** The whole feed as RFC 5545 text. */
export function buildCalendarFeed(data: FeedData, timeZone: string, now: Date): string {
  const stamp = utcStamp(now);
  // One VTIMEZONE per zone a TZID names: the account's own, and any shared pet owner's.
  const zones = firstDays(data, timeZone);
  const spanOf = (zone: string) => feedSpan(zones.get(zone) ?? localDateOf(now, zone), now);
  return writeCalendar({
    type: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//PawRx//Pet Medication Management//EN'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['X-WR-CALNAME', 'PawRx'],
      ['X-WR-TIMEZONE', timeZone],
      // Ask clients to refresh hourly; most poll on their own schedule anyway.
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    ],
    components: [
      ...[...zones].map(([zone, firstDay]) => vtimezone(zone, firstDay, now)),
      ...medicationEvents(data, zoneOfPet(data, timeZone), stamp, spanOf),
      ...appointmentEvents(data, timeZone, stamp),
      ...vaccinationEvents(data, stamp),
    ],
  });
}
