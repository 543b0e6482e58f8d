import {
  DOSE_MESSAGES,
  DOSE_UNDO_SECONDS,
  doseChangedMessage,
  doseLoggedMessage,
  doseUndoneMessage,
  type Dose,
  type LoggedDoseStatus,
} from '@pawrx/contracts/doses';
import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { OFFLINE_MESSAGES } from '@pawrx/contracts/offline';
import type { PetSummary } from '@pawrx/contracts/pets';
import { formatTimeForPet, type TwoZones } from '@pawrx/contracts/date-format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { toastWithUndo } from '../../../lib/undo-toast';
import { useChangeDoseLog } from '../api/change-dose-log';
import { isQueued, useLogDose } from '../api/log-dose';
import { useUndoDoseLog } from '../api/undo-dose-log';
import { doseErrorMessage } from './dose-errors';
import { rememberQueuedLog } from './pending-dose-logs';

type Pet = Pick<PetSummary, '_id' | 'name'>;

/**
 * Given / Skip with a 10-second Undo, and an explicit change of a logged dose, for one pet's
 * doses. Each press is one write with its own Idempotency-Key; a refusal says who logged the
 * dose (the list is read again either way). Each write's own promise reports it, so logging two
 * doses quickly toasts both.
 */
export function useDoseActions(pet: Pet, zones: TwoZones) {
  const logDose = useLogDose();
  const changeLog = useChangeDoseLog();
  const undoLog = useUndoDoseLog();
  const timeOf = (dose: Dose) => formatTimeForPet(dose.scheduledAt, zones);
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(doseErrorMessage(error, zones, fallback));

  const undo = (logged: Dose) => {
    if (!logged._id || logged.version === undefined) return;
    undoLog
      .mutateAsync({
        petId: pet._id,
        doseId: logged._id,
        version: logged.version,
        key: newIdempotencyKey(),
      })
      .then(
        () => toast.success(doseUndoneMessage(logged.medicationName, pet.name, timeOf(logged))),
        failed(DOSE_LOG_MESSAGES.undoFailed),
      );
  };

  /** `givenAt`: when a dose logged afterwards was really given (issue 24 item 4). */
  const log = (dose: Dose, status: LoggedDoseStatus, givenAt?: string) =>
    logDose
      .mutateAsync({
        petId: pet._id,
        medicationId: dose.medicationId,
        body: { scheduledAt: dose.scheduledAt, status, ...(givenAt ? { givenAt } : {}) },
        key: newIdempotencyKey(),
      })
      .then((logged) => {
        if (isQueued(logged)) {
          rememberQueuedLog(dose, status);
          toast.success(OFFLINE_MESSAGES.doseQueued);
          return;
        }
        toastWithUndo(
          doseLoggedMessage(status, dose.medicationName, pet.name, timeOf(dose)),
          () => undo(logged),
          DOSE_UNDO_SECONDS,
        );
      }, failed(DOSE_MESSAGES.logFailed));

  const change = (dose: Dose, status: LoggedDoseStatus) => {
    if (!dose._id || dose.version === undefined) return;
    void changeLog
      .mutateAsync({
        petId: pet._id,
        doseId: dose._id,
        body: { version: dose.version, status },
        key: newIdempotencyKey(),
      })
      .then(
        () =>
          toast.success(doseChangedMessage(status, dose.medicationName, pet.name, timeOf(dose))),
        failed(DOSE_LOG_MESSAGES.editFailed),
      );
  };

  /** This dose has a write on its way: only its own buttons wait. */
  const busy = (dose: Dose) =>
    (logDose.isPending &&
      logDose.variables.medicationId === dose.medicationId &&
      logDose.variables.body.scheduledAt === dose.scheduledAt) ||
    (changeLog.isPending && changeLog.variables.doseId === dose._id) ||
    (undoLog.isPending && undoLog.variables.doseId === dose._id);

  return {
    log: (dose: Dose, status: LoggedDoseStatus, givenAt?: string) =>
      void log(dose, status, givenAt),
    change,
    busy,
  };
}
