import { PAST_DOSE_DAYS } from '@pawrx/contracts/doses';
import { addDays, localTimeOf, zonedToUtc } from '@pawrx/contracts/zoned-time';

// The days a missed dose may still be logged (issue 24 item 4), and the instant of "Given at".

/** Yesterday back to PAST_DOSE_DAYS days ago, newest first: the days the picker offers. */
export const pastDays = (today: string): string[] =>
  Array.from({ length: PAST_DOSE_DAYS }, (_, i) => addDays(today, -(i + 1)));

/** 'HH:MM' of a dose's time on the pet's clock (its owner's): what "Given at" starts from. */
export const clockTimeOf = (instant: string, timeZone: string): string =>
  localTimeOf(new Date(instant), timeZone);

/**
 * The instant of "Given at HH:MM" on a day of the pet's (its owner's zone: the day and the time
 * are read on one clock, the one the API checks the last 7 days on), as the API takes it.
 */
export const givenAtInstant = (day: string, time: string, timeZone: string): string =>
  zonedToUtc(day, time, timeZone).toISOString();
