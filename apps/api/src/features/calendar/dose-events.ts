import { addDays, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { repeatOf } from '@pawrx/formulary/schedule/dose-times';
import type { feedData } from './calendar.repository';
import { clockChangeDoses } from './clock-change-doses';
import {
  escapeText,
  localDateTimeValue,
  utcStamp,
  type IcsComponent,
  type IcsProperty,
} from './ics-writer';

// The feed's medication events: each dose time of a scheduled medication is one recurring VEVENT
// (RRULE) in the owner's zone, from the course's first day until the last instant of its end day.

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
function februaryDates(startDate: string, endDate: string | null): string[] {
  const day = Number(startDate.slice(8, 10));
  if (day !== 29 && day !== 30) return [];
  const first = Number(startDate.slice(0, 4));
  const out: string[] = [];
  for (let year = first; year < first + FEBRUARY_YEARS; year += 1) {
    const last = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const date = `${year}-02-${last}`;
    if (last >= day || date < startDate || (endDate && date > endDate)) continue;
    out.push(date);
  }
  return out;
}

/** Each dose time of a scheduled medication as a recurring event in its owner's zone. */
export function medicationEvents(
  data: FeedData,
  zoneOf: (petId: string) => string,
  stamp: string,
  spanOf: (zone: string) => { from: Date; to: Date },
): IcsComponent[] {
  const petName = new Map(data.pets.map((p) => [p.id, p.name]));
  return data.medications.flatMap((med) => {
    const timeZone = zoneOf(med.petId);
    const startDate = med.startDate ?? localDateOf(med.createdAt, timeZone);
    // UNTIL is the last instant of the end day, in UTC as RFC 5545 requires with a TZID start.
    const until = med.endDate
      ? utcStamp(new Date(zonedToUtc(addDays(med.endDate, 1), '00:00', timeZone).getTime() - 1000))
      : null;
    const details = [med.dosage, med.instructions].filter(Boolean).join('\n');
    const about: IcsProperty[] = [
      ['SUMMARY', escapeText(`${petName.get(med.petId) ?? ''}: ${med.name}`)],
      ...(details ? ([['DESCRIPTION', escapeText(details)]] as IcsProperty[]) : []),
      ['CATEGORIES', 'MEDICATION'],
    ];
    const course = { ...med, startDate };
    return med.doseTimes.flatMap((time) => {
      const uid = `dose-${med.id}-${time.replace(':', '')}`;
      const moved = clockChangeDoses(course, time, timeZone, spanOf(timeZone));
      const movedDays = new Set(moved.map((m) => m.day));
      const recurring: IcsComponent = {
        type: 'VEVENT',
        properties: [
          ['UID', `${uid}@${UID_DOMAIN}`],
          ['DTSTAMP', stamp],
          [`DTSTART;TZID=${timeZone}`, localDateTimeValue(startDate, time)],
          ['DURATION', 'PT15M'],
          ['RRULE', rruleOf(med.frequency, startDate, until)],
          ...(repeatOf(med.frequency).every === 'month'
            ? februaryDates(startDate, med.endDate)
                .filter((d) => !movedDays.has(d))
                .map((d): IcsProperty => [`RDATE;TZID=${timeZone}`, localDateTimeValue(d, time)])
            : []),
          ...moved.map((m): IcsProperty => [
            `EXDATE;TZID=${timeZone}`,
            localDateTimeValue(m.day, time),
          ]),
          ...about,
        ],
      };
      // Each moved dose stands alone at its instant (see clock-change-doses.ts).
      const single = moved
        .filter((m) => m.listed)
        .map((m): IcsComponent => ({
          type: 'VEVENT',
          properties: [
            ['UID', `${uid}-${m.day.replaceAll('-', '')}@${UID_DOMAIN}`],
            ['DTSTAMP', stamp],
            ['DTSTART', utcStamp(m.at)],
            ['DURATION', 'PT15M'],
            ...about,
          ],
        }));
      return [recurring, ...single];
    });
  });
}
