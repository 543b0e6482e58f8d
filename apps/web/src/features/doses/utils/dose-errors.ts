import { DOSE_CONFLICT_CODES, doseConflictSchema } from '@pawrx/contracts/doses';
import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { formatZonedTime } from '../../../lib/date-only';

/**
 * What a refused dose write says. A 409 that carries the dose's log ("Already given by Ana at
 * 8:02 AM") is written with the time as this screen writes times (the account's zone, the
 * browser's locale), like the row it refreshes; anything else is the server's message.
 */
export function doseErrorMessage(error: unknown, timeZone: string, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) {
    const conflict = doseConflictSchema.safeParse(error.data);
    if (conflict.success) {
      const { status, loggedBy, loggedAt } = conflict.data;
      const time = formatZonedTime(loggedAt, timeZone);
      return error.code === DOSE_CONFLICT_CODES.changedSince
        ? DOSE_LOG_MESSAGES.changedSince(status, loggedBy.name, time)
        : DOSE_LOG_MESSAGES.alreadyLogged(status, loggedBy.name, time);
    }
  }
  return errorMessage(error, fallback);
}
