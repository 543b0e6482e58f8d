import { z } from 'zod';
import { envelope } from './envelope';

// The per-account calendar feed (issue 14): a secret URL serving an iCalendar (RFC 5545) file.

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = envelope(calendarFeedSchema);

export const calendarTokenParamsSchema = z.object({ token: z.string().max(200) });

export const CALENDAR_MESSAGES = {
  feed: 'Calendar feed',
  reset: 'A new calendar link was issued; the old one no longer works',
  notFound: 'Calendar feed not found',
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy the calendar link',
  loadFailed: 'Could not load the calendar link',
  resetFailed: 'Could not reset the calendar link',
} as const;
