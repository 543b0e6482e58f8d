import { APPOINTMENT_TYPE_LABELS } from '@pawrx/contracts/appointments';
import type { AppointmentType } from '@pawrx/contracts/enums';
import { addDays, CLOCK_TIME, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { repeatOf } from '@pawrx/formulary/schedule/dose-times';
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
import { vtimezone } from './vtimezone';

// An account's calendar as iCalendar: each scheduled medication dose time is one recurring
// event (RRULE) named after the pet, appointments are timed (or all-day) events, and each
// vaccination's next due date is an all-day event.

type FeedData = Awaited<ReturnType<typeof feedData>>;

const UID_DOMAIN = 'pawrx';

/** The recurrence of a dose time: daily, every N days, or monthly on the start day. */
function rruleOf(frequency: string, startDate: string, until: string | null): string {
  const repeat = repeatOf(frequency);
  let rule: string;
  if (repeat.every === 'days')
    rule = repeat.interval === 1 ? 'FREQ=DAILY' : `FREQ=DAILY;INTERVAL=${repeat.interval}`;
  else {
    const day = Number(startDate.slice(8, 10));
    rule = `FREQ=MONTHLY;BYMONTHDAY=${day === 31 ? -1 : day}`;
  }
  return until ? `${rule};UNTIL=${until}` : rule;
}

/** How many years of February month-ends a 29th/30th monthly course lists explicitly. */
const FEBRUARY_YEARS = 10;

/**
 * A monthly course started on the 29th or 30th doses on the last day of February, which its
 * BYMONTHDAY rule skips; those days are added as RDATEs (BYSETPOS forms are not read alike by
 * every client).
 */
function februaryDates(startDate: string, endDate: string | null, time: string): string[] {
  const day = Number(startDate.slice(8, 10));
  if (day !== 29 && day !== 30) return [];
  const first = Number(startDate.slice(0, 4));
  const out: string[] = [];
  for (let year = first; year < first + FEBRUARY_YEARS; year += 1) {
    const last = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const date = `${year}-02-${last}`;
    if (last >= day || date < startDate || (endDate && date > endDate)) continue;
    out.push(localDateTimeValue(date, time));
  }
  return out;
}

/** A shared pet's dose times and appointments are its owner's wall clock, in the owner's zone. */
const zoneOfPet = (data: FeedData, fallback: string) => {
  const zones = new Map(data.pets.map((p) => [p.id, p.timezone]));
  return (petId: string) => zones.get(petId) ?? fallback;
};

function medicationEvents(data: FeedData, feedZone: string, stamp: string): IcsComponent[] {
  const petName = new Map(data.pets.map((p) => [p.id, p.name]));
  const zoneOf = zoneOfPet(data, feedZone);
  return data.medications.flatMap((med) => {
    const timeZone = zoneOf(med.petId);
    const startDate = med.startDate ?? localDateOf(med.createdAt, timeZone);
    // UNTIL is the last instant of the end day, in UTC as RFC 5545 requires with a TZID start.
    const until = med.endDate
      ? utcStamp(new Date(zonedToUtc(addDays(med.endDate, 1), '00:00', timeZone).getTime() - 1000))
      : null;
    const details = [med.dosage, med.instructions].filter(Boolean).join('\n');
    return med.doseTimes.map((time) => ({
      type: 'VEVENT',
      properties: [
        ['UID', `dose-${med.id}-${time.replace(':', '')}@${UID_DOMAIN}`],
        ['DTSTAMP', stamp],
        [`DTSTART;TZID=${timeZone}`, localDateTimeValue(startDate, time)],
        ['DURATION', 'PT15M'],
        ['RRULE', rruleOf(med.frequency, startDate, until)],
        ...(repeatOf(med.frequency).every === 'month'
          ? februaryDates(startDate, med.endDate, time).map((d): IcsProperty => [
              `RDATE;TZID=${timeZone}`,
              d,
            ])
          : []),
        ['SUMMARY', escapeText(`${petName.get(med.petId) ?? ''}: ${med.name}`)],
        ...(details ? ([['DESCRIPTION', escapeText(details)]] as IcsProperty[]) : []),
        ['CATEGORIES', 'MEDICATION'],
      ] as IcsProperty[],
    }));
  });
}

function appointmentEvents(data: FeedData, feedZone: string, stamp: string): IcsComponent[] {
  const petName = new Map(data.pets.map((p) => [p.id, p.name]));
  const zoneOf = zoneOfPet(data, feedZone);
  return data.appointments.map((appt) => {
    const timeZone = zoneOf(appt.petId);
    const title =
      appt.title || APPOINTMENT_TYPE_LABELS[appt.type as AppointmentType] || 'Appointment';
    const timed = CLOCK_TIME.test(appt.time);
    const when: IcsProperty[] = timed
      ? [
          [`DTSTART;TZID=${timeZone}`, localDateTimeValue(appt.date, appt.time)],
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
  const zoneOf = zoneOfPet(data, timeZone);
  const zones = new Set([
    ...data.medications.map((m) => zoneOf(m.petId)),
    ...data.appointments.filter((a) => CLOCK_TIME.test(a.time)).map((a) => zoneOf(a.petId)),
  ]);
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
      ...[...zones].map((zone) => vtimezone(zone, now.getUTCFullYear())),
      ...medicationEvents(data, timeZone, stamp),
      ...appointmentEvents(data, timeZone, stamp),
      ...vaccinationEvents(data, stamp),
    ],
  });
}
