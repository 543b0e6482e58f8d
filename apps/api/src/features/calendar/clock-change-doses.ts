import {
  localDateOf,
  offsetTransitions,
  wallTimeKind,
  zonedToUtc,
} from '@pawrx/contracts/zoned-time';
import { isDosingDay, repeatOf } from '@pawrx/formulary/schedule/dose-times';

// A recurring dose at 02:30 meets a day without 02:30 (spring forward) or with two (autumn).
// RFC 5545 reads the first as 03:30 and the second as the first 02:30, as the app does, but
// calendar clients differ (ical.js, Thunderbird's engine, reads them the other way round). So on
// those days the feed drops the recurring instance (EXDATE) and lists the dose at its instant
// instead, which every client reads alike.

export interface ClockChangeDose {
  /** The local day whose wall time the clock change moves or doubles. */
  day: string;
  /** The instant the app gives that dose (the dose list, the reminders). */
  at: Date;
  /** False when the dose lands on another dose time's instant, which the app counts once. */
  listed: boolean;
}

interface Course {
  frequency: string;
  startDate: string;
  endDate: string | null;
  doseTimes: readonly string[];
}

/** The days of `course` within `span` on which dose time `time` is skipped or repeated. */
export function clockChangeDoses(
  course: Course,
  time: string,
  timeZone: string,
  span: { from: Date; to: Date },
): ClockChangeDose[] {
  const repeat = repeatOf(course.frequency);
  const days = new Set<string>();
  for (const change of offsetTransitions(timeZone, span.from, span.to)) {
    days.add(localDateOf(new Date(change.at.getTime() - 60_000), timeZone));
    days.add(localDateOf(change.at, timeZone));
  }
  const out: ClockChangeDose[] = [];
  for (const day of [...days].sort()) {
    if (day < course.startDate || (course.endDate && day > course.endDate)) continue;
    if (!isDosingDay(repeat, course.startDate, day)) continue;
    if (wallTimeKind(day, time, timeZone) === 'normal') continue;
    const at = zonedToUtc(day, time, timeZone);
    // The dose list keeps one dose per instant: when the moved time lands on another dose
    // time (02:30 moved to 03:30 beside a 03:30 dose), that one's recurring instance stands.
    const twin = course.doseTimes.some(
      (other) => other !== time && zonedToUtc(day, other, timeZone).getTime() === at.getTime(),
    );
    out.push({ day, at, listed: !twin });
  }
  return out;
}
