import { DOSE_CONFLICT_CODES, doseConflictSchema } from '@pawrx/contracts/doses';
import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { formatTimeForPet, type TwoZones } from '@pawrx/contracts/date-format';

/**
 * What a refused dose write says. A 409 that carries the dose's log ("Already given by Ana at
 * 8:02 AM") is written with the time as this screen writes times (the reader's zone, and the
 * pet's named where it differs), like the row it refreshes; anything else is the server's
 * message.
 */
export function doseErrorMessage(error: unknown, zones: TwoZones, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) {
    const conflict = doseConflictSchema.safeParse(error.data);
    if (conflict.success) {
      const { status, loggedBy, loggedAt } = conflict.data;
      const time = formatTimeForPet(loggedAt, zones);
      return error.code === DOSE_CONFLICT_CODES.changedSince
        ? DOSE_LOG_MESSAGES.changedSince(status, loggedBy.name, time)
        : DOSE_LOG_MESSAGES.alreadyLogged(status, loggedBy.name, time);
    }
  }
  return errorMessage(error, fallback);
}
