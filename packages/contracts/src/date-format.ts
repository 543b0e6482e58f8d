// The one way PawRx writes a date or a time, on every screen and in every email (issue 24, item
// 11): a day 'Dec 4, 2026' ('Dec 4' where the year goes without saying), a time '8:00 AM', and
// both 'Dec 4, 2026, 8:00 AM'. An instant is always read in a named IANA zone, never the
// runtime's, so a server in UTC and a browser in Tokyo write the same words for the same zone.
// Only `Intl` is used (no time-zone library), so the module is small enough for any page.

/** The app's words are English, so its dates are too: the emails and the screens match. */
export const DATE_LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone and option set (building one costs far more than using it). */
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE, options);
    formatters.set(key, found);
  }
  return found;
}

const DATE_OPTIONS = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const SHORT_DATE_OPTIONS = { month: 'short', day: 'numeric' } as const;
const TIME_OPTIONS = { hour: 'numeric', minute: '2-digit' } as const;

/** A date-only value as the UTC noon of that day: no zone can move it to another day. */
const dayInstant = (day: string): Date => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/** 'Dec 4, 2026' for a day 'YYYY-MM-DD'. A value that is not a day is returned as it is. */
export function formatDate(day: string): string {
  const at = dayInstant(day);
  if (Number.isNaN(at.getTime())) return day;
  return formatter('date|UTC', { ...DATE_OPTIONS, timeZone: 'UTC' }).format(at);
}

/** 'Dec 4' for a day 'YYYY-MM-DD': chart ticks and a day next to a time in the same week. */
export function formatShortDate(day: string): string {
  const at = dayInstant(day);
  if (Number.isNaN(at.getTime())) return day;
  return formatter('short|UTC', { ...SHORT_DATE_OPTIONS, timeZone: 'UTC' }).format(at);
}

/** 'December 2026' (a calendar's heading) or 'Dec 2026' (a chart's month tick) for a day. */
export const formatMonth = (day: string, style: 'long' | 'short' = 'long'): string =>
  formatter(`month-${style}|UTC`, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    dayInstant(day),
  );

/** 'Fri' for a day 'YYYY-MM-DD'. */
export const formatWeekday = (day: string): string =>
  formatter('weekday|UTC', { weekday: 'short', timeZone: 'UTC' }).format(dayInstant(day));

/** '2:30 PM' for a wall time 'HH:MM'; anything else is returned as it is. */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return formatter('time|UTC', { ...TIME_OPTIONS, timeZone: 'UTC' }).format(at);
}

const toDate = (instant: Date | string): Date =>
  typeof instant === 'string' ? new Date(instant) : instant;

/** The wall calendar day and time of an instant in a zone: 'YYYY-MM-DD' and 'HH:MM'. */
export function wallClockOf(instant: Date | string, timeZone: string) {
  const parts = formatter(`wall|${timeZone}`, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** '8:00 AM': an instant's time on the wall clock of `timeZone`. */
export const formatZonedTime = (instant: Date | string, timeZone: string): string =>
  formatTime(wallClockOf(instant, timeZone).time);

/** 'Dec 4, 2026': an instant's day on the wall calendar of `timeZone`. */
export const formatZonedDate = (instant: Date | string, timeZone: string): string =>
  formatDate(wallClockOf(instant, timeZone).date);

/** 'Dec 4, 2026, 8:00 AM': an instant on the wall clock of `timeZone`. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  const wall = wallClockOf(instant, timeZone);
  return `${formatDate(wall.date)}, ${formatTime(wall.time)}`;
}

/**
 * The zone's name for people at an instant: 'Eastern Standard Time', 'Eastern Daylight Time',
 * 'Japan Standard Time'; 'UTC'; 'UTC+03:00' for a zone with no name. The name changes
 * with daylight saving time, so the repeated hour of a fall-back reads 1:30 AM Eastern Daylight
 * Time, then 1:30 AM Eastern Standard Time.
 */
export function zoneName(timeZone: string, at: Date | string = new Date()): string {
  if (/^(Etc\/)?(UTC|GMT)$/.test(timeZone)) return 'UTC';
  const parts = formatter(`zone|${timeZone}`, {
    timeZone,
    timeZoneName: 'long',
  }).formatToParts(toDate(at));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  // Zones without a name (Etc/GMT-3) read as their offset, 'UTC+03:00', never as a reversed id.
  return name ? name.replace(/^GMT/, 'UTC') : timeZone.replace(/_/g, ' ');
}

/** 'Dec 4, 2026, 8:00 AM Eastern Standard Time': an instant in a zone named, for readers anywhere. */
export const formatDateTimeInZone = (instant: Date | string, timeZone: string): string =>
  `${formatDateTime(instant, timeZone)} ${zoneName(timeZone, instant)}`;

export interface TwoZones {
  /** The reader's zone (their account's). */
  viewerZone: string;
  /** The pet owner's zone: the pet's day, in which its doses are planned. */
  ownerZone: string;
  /** Names the owner's clock: '9:00 AM for Rex'. */
  petName: string;
}

/**
 * An instant's time for a reader who may be in another zone than the pet: '8:00 AM' when both
 * clocks read the same, else '8:00 AM your time, 9:00 AM for Rex'. When the two clocks are on
 * different days, each time carries its day: '11:00 PM Dec 4 your time, 8:00 AM Dec 5 for Rex'.
 */
export function formatTimeForPet(instant: Date | string, zones: TwoZones): string {
  const mine = wallClockOf(instant, zones.viewerZone);
  const pets = wallClockOf(instant, zones.ownerZone);
  if (mine.date === pets.date && mine.time === pets.time) return formatTime(mine.time);
  const day = (date: string) => (mine.date === pets.date ? '' : ` ${formatShortDate(date)}`);
  return `${formatTime(mine.time)}${day(mine.date)} your time, ${formatTime(pets.time)}${day(pets.date)} for ${zones.petName}`;
}

/**
 * When access that ends at `endsAt` ends, on the wall clock of `timeZone`: 'through Dec 4, 2026'
 * when it ends at a midnight there (access given "until Dec 4" ends as Dec 5 begins, and Dec 4 is
 * its last day, not the midnight after it), else 'until Dec 4, 2026, 9:00 PM'.
 */
export function accessEndIn(endsAt: Date | string, timeZone: string): string {
  const at = toDate(endsAt);
  const wall = wallClockOf(at, timeZone);
  if (wall.time !== '00:00') return `until ${formatDateTime(at, timeZone)}`;
  // The day before that midnight: an instant one minute earlier is on it in every zone.
  return `through ${formatDate(wallClockOf(new Date(at.getTime() - 60_000), timeZone).date)}`;
}

/**
 * Access end for a reader who may be in another zone than the pet: 'through Dec 4, 2026' when
 * both calendars agree, else 'until Dec 4, 2026, 9:00 PM your time (through Dec 4, 2026 for
 * Rex)'.
 */
export function accessEndForPet(endsAt: Date | string, zones: TwoZones): string {
  const mine = accessEndIn(endsAt, zones.viewerZone);
  const pets = accessEndIn(endsAt, zones.ownerZone);
  return mine === pets ? mine : `${mine} your time (${pets} for ${zones.petName})`;
}

/** Access end for a reader whose zone is not known (an email to a new address): the zone named. */
export const accessEndNamingZone = (endsAt: Date | string, timeZone: string): string =>
  `${accessEndIn(endsAt, timeZone)} (${zoneName(timeZone, endsAt)})`;
