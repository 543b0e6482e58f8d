import { describe, expect, it } from 'vitest';
import {
  accessEndForPet,
  accessEndIn,
  accessEndNamingZone,
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  formatMonth,
  formatShortDate,
  formatTime,
  formatTimeForPet,
  formatWeekday,
  formatZonedDate,
  formatZonedTime,
  wallClockOf,
  zoneName,
} from './date-format';
import { zonedToUtc } from './zoned-time';

const rex = (viewerZone: string, ownerZone: string) => ({ viewerZone, ownerZone, petName: 'Rex' });

describe('one date, one time, one date and time', () => {
  it('writes a day, a short day, a weekday and a wall time', () => {
    expect(formatDate('2026-12-04')).toBe('Dec 4, 2026');
    expect(formatShortDate('2026-12-04')).toBe('Dec 4');
    expect(formatWeekday('2026-12-04')).toBe('Fri');
    expect(formatMonth('2026-12-04')).toBe('December 2026');
    expect(formatMonth('2026-12-04', 'short')).toBe('Dec 2026');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
  });

  it('leaves a value that is not a day or a time as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatTime('')).toBe('');
    expect(formatTime('8am')).toBe('8am');
  });

  it('reads an instant on the named zone, whatever the runtime zone', () => {
    const at = '2026-12-04T13:00:00Z';
    expect(formatDateTime(at, 'America/New_York')).toBe('Dec 4, 2026, 8:00 AM');
    expect(formatDateTime(at, 'Asia/Tokyo')).toBe('Dec 4, 2026, 10:00 PM');
    expect(formatDateTime(at, 'Pacific/Auckland')).toBe('Dec 5, 2026, 2:00 AM');
    expect(formatZonedTime(new Date(at), 'Europe/Paris')).toBe('2:00 PM');
    expect(formatZonedDate(at, 'Pacific/Auckland')).toBe('Dec 5, 2026');
  });

  it('names a zone as it is at that instant, UTC as UTC', () => {
    expect(zoneName('America/New_York', '2026-07-01T12:00:00Z')).toBe('Eastern Daylight Time');
    expect(zoneName('America/New_York', '2026-01-01T12:00:00Z')).toBe('Eastern Standard Time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('Etc/UTC')).toBe('UTC');
    expect(zoneName('Etc/GMT-3')).toBe('UTC+03:00');
    expect(formatDateTimeInZone('2026-12-04T13:00:00Z', 'America/New_York')).toBe(
      'Dec 4, 2026, 8:00 AM Eastern Standard Time',
    );
  });
});

describe('clock-change days', () => {
  it.each([
    // New York springs forward on Mar 8, 2026 (02:00 → 03:00) and falls back on Nov 1.
    ['America/New_York', '2026-03-08', '01:30', '2026-03-08T06:30:00Z', '1:30 AM'],
    ['America/New_York', '2026-03-08', '03:30', '2026-03-08T07:30:00Z', '3:30 AM'],
    ['America/New_York', '2026-11-01', '08:00', '2026-11-01T13:00:00Z', '8:00 AM'],
    // Sydney falls back on Apr 5, 2026 (03:00 → 02:00, +10) and springs forward on Oct 4 (+11).
    ['Australia/Sydney', '2026-04-05', '08:00', '2026-04-04T22:00:00Z', '8:00 AM'],
    ['Australia/Sydney', '2026-10-04', '08:00', '2026-10-03T21:00:00Z', '8:00 AM'], // +11 from 02:00,
  ])('%s on %s at %s', (zone, day, time, instant, words) => {
    expect(zonedToUtc(day, time, zone).toISOString()).toBe(new Date(instant).toISOString());
    expect(formatZonedTime(instant, zone)).toBe(words);
    expect(formatZonedDate(instant, zone)).toBe(formatDate(day));
  });

  it('the repeated hour of a fall-back reads the same wall time twice', () => {
    // 01:30 occurs at 05:30Z (EDT) and again at 06:30Z (EST) on Nov 1, 2026 in New York.
    expect(formatZonedTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('1:30 AM');
    expect(formatZonedTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('1:30 AM');
    // ...told apart where the zone is named.
    expect(formatDateTimeInZone('2026-11-01T05:30:00Z', 'America/New_York')).toBe(
      'Nov 1, 2026, 1:30 AM Eastern Daylight Time',
    );
    expect(formatDateTimeInZone('2026-11-01T06:30:00Z', 'America/New_York')).toBe(
      'Nov 1, 2026, 1:30 AM Eastern Standard Time',
    );
  });
});

describe('a time for a reader in another zone than the pet', () => {
  it('writes one time when both clocks read the same', () => {
    expect(formatTimeForPet('2026-12-04T13:00:00Z', rex('Europe/Paris', 'Europe/Paris'))).toBe(
      '2:00 PM',
    );
    // Different zones, same wall clock that day.
    expect(formatTimeForPet('2026-12-04T13:00:00Z', rex('Europe/Paris', 'Europe/Berlin'))).toBe(
      '2:00 PM',
    );
  });

  it('names both when they differ', () => {
    expect(
      formatTimeForPet('2026-12-04T13:00:00Z', rex('America/Chicago', 'America/New_York')),
    ).toBe('7:00 AM your time, 8:00 AM for Rex');
  });

  it('gives each its day when the two straddle midnight', () => {
    // 8:00 AM Dec 5 in Tokyo is 6:00 PM Dec 4 in New York.
    expect(formatTimeForPet('2026-12-04T23:00:00Z', rex('America/New_York', 'Asia/Tokyo'))).toBe(
      '6:00 PM Dec 4 your time, 8:00 AM Dec 5 for Rex',
    );
  });

  it('follows each zone across its own clock change', () => {
    // Mar 8, 2026: New York has moved to EDT, London has not: 4 hours apart, not 5.
    expect(formatTimeForPet('2026-03-09T12:00:00Z', rex('Europe/London', 'America/New_York'))).toBe(
      '12:00 PM your time, 8:00 AM for Rex',
    );
  });
});

describe('when access ends', () => {
  // "Until Dec 4" in New York is stored as the instant Dec 5 begins there.
  const endsAt = zonedToUtc('2026-12-05', '00:00', 'America/New_York');

  it('is the last day, not the next midnight', () => {
    expect(wallClockOf(endsAt, 'America/New_York')).toEqual({ date: '2026-12-05', time: '00:00' });
    expect(accessEndIn(endsAt, 'America/New_York')).toBe('through Dec 4, 2026');
  });

  it('is a date and time in a zone where it is not a midnight', () => {
    expect(accessEndIn(endsAt, 'America/Los_Angeles')).toBe('until Dec 4, 2026, 9:00 PM');
    expect(accessEndIn(endsAt, 'UTC')).toBe('until Dec 5, 2026, 5:00 AM');
  });

  it('names both calendars for a reader in another zone', () => {
    expect(accessEndForPet(endsAt, rex('America/New_York', 'America/New_York'))).toBe(
      'through Dec 4, 2026',
    );
    expect(accessEndForPet(endsAt, rex('America/Los_Angeles', 'America/New_York'))).toBe(
      'until Dec 4, 2026, 9:00 PM your time (through Dec 4, 2026 for Rex)',
    );
  });

  it('names the zone when the reader’s is not known', () => {
    expect(accessEndNamingZone(endsAt, 'America/New_York')).toBe(
      'through Dec 4, 2026 (Eastern Standard Time)',
    );
  });

  it('is the last day on a clock-change day', () => {
    // Sydney's clocks go back an hour on Apr 5, 2026: access through Apr 5 ends at Apr 6 00:00.
    const sydney = zonedToUtc('2026-04-06', '00:00', 'Australia/Sydney');
    expect(accessEndIn(sydney, 'Australia/Sydney')).toBe('through Apr 5, 2026');
  });
});
