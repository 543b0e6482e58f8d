import { VALIDATION_MESSAGES, MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { FINAL_MEDICATION_STATUSES, type Medication } from '@pawrx/contracts/medications';
import type { MedicationStatus } from '@pawrx/contracts/enums';
import { errorMessage } from '../../../lib/api-errors';
import { todayDateOnly } from '../../../lib/date-only';
import { toast } from '../../../lib/toast';
import { useDeleteMedication, type SaveMedicationInput } from '../api/save-medication';

/**
 * Status buttons and deletion. Ending a course sends the user's today as its end date (the
 * server falls back to its own today, and never ends a course before its start).
 */
export function useMedicationActions(
  petId: string,
  persist: (input: SaveMedicationInput, done?: string) => Promise<boolean>,
) {
  const remove = useDeleteMedication(petId);

  const changeStatus = (medication: Medication, status: MedicationStatus) => {
    const today = todayDateOnly();
    const ends = FINAL_MEDICATION_STATUSES.includes(status) && !medication.endDate;
    const startsLater = medication.startDate !== null && medication.startDate > today;
    const body = ends && !startsLater ? { status, endDate: today } : { status };
    return persist(
      { kind: 'update', id: medication._id, body },
      MEDICATION_MESSAGES.statusChanged[status],
    );
  };

  const deleteMedication = async (medication: Medication) => {
    if (!window.confirm(VALIDATION_MESSAGES.confirmDeleteMedication)) return;
    try {
      await remove.mutateAsync(medication._id);
      toast.success(MEDICATION_MESSAGES.deleted);
    } catch (error) {
      toast.error(
        errorMessage(error, MEDICATION_MESSAGES.deleteError, MEDICATION_MESSAGES.networkError),
      );
    }
  };

  return { changeStatus, deleteMedication, deleting: remove.isPending };
}
