import { useAuth } from './use-auth';
import { browserTimeZone } from './time-zones';

/**
 * The zone the reader's times are shown in: their account's (the one their reminders use), else
 * the browser's before the account is known.
 */
export const useViewerZone = (): string => useAuth().user?.timezone ?? browserTimeZone() ?? 'UTC';
