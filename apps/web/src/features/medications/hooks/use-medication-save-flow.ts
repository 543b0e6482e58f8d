import { useState } from 'react';
import {
  verdict as verdictOf,
  type QuickCheckResult,
  type Verdict,
} from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { precheckInteractions } from '../api/check-interactions';
import { useSaveMedication, type SaveMedicationInput } from '../api/save-medication';
import type { MedicationFormValues } from '../components/medication-form-modal';

export type HeldMedication = {
  values: MedicationFormValues;
  findings: Pick<QuickCheckResult, 'toxicMedications' | 'drugInteractions'>;
  verdict: Verdict;
};

/** 'saved' closes the form; 'failed' keeps it open; 'held' waits on the interaction warning. */
export type SubmitOutcome = 'saved' | 'failed' | 'held';

/**
 * Spec §4 "Add medication flow": adding to a pet with current medications first runs the
 * interaction check; any finding holds the medication behind the warning modal. A check that
 * finds nothing or fails saves directly and silently. Editing skips the check.
 */
export function useMedicationSaveFlow(petId: string, current: readonly Medication[]) {
  const save = useSaveMedication(petId);
  const [held, setHeld] = useState<HeldMedication | null>(null);

  const persist = async (input: SaveMedicationInput): Promise<boolean> => {
    try {
      await save.mutateAsync(input);
      toast.success(
        input.kind === 'create' ? MEDICATION_MESSAGES.added : MEDICATION_MESSAGES.updated,
      );
      return true;
    } catch (error) {
      toast.error(
        errorMessage(error, MEDICATION_MESSAGES.saveError, MEDICATION_MESSAGES.networkError),
      );
      return false;
    }
  };

  const submit = async (
    values: MedicationFormValues,
    editing?: Medication,
  ): Promise<SubmitOutcome> => {
    if (editing)
      return (await persist({ kind: 'update', id: editing._id, body: values }))
        ? 'saved'
        : 'failed';
    if (current.length > 0) {
      const findings = await precheckInteractions({
        petId,
        medications: [
          ...current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
          { name: values.name, dosage: values.dosage, frequency: values.frequency },
        ],
      });
      if (
        findings &&
        (findings.toxicMedications.length > 0 || findings.drugInteractions.length > 0)
      ) {
        setHeld({ values, findings, verdict: verdictOf(findings) });
        return 'held';
      }
    }
    return (await persist({ kind: 'create', body: values })) ? 'saved' : 'failed';
  };

  /** The warning's confirm button: saves the held medication. True when it was saved. */
  const confirmHeld = async (): Promise<boolean> => {
    if (!held) return false;
    const saved = await persist({ kind: 'create', body: held.values });
    if (saved) setHeld(null);
    return saved;
  };

  return {
    submit,
    held,
    confirmHeld,
    cancelHeld: () => setHeld(null),
    saving: save.isPending,
    persist,
  };
}
