import { useState } from 'react';
import { verdict as verdictOf, type Verdict } from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { precheckInteractions } from '../api/check-interactions';
import { useSaveMedication, type SaveMedicationInput } from '../api/save-medication';
import type { MedicationFormValues } from '../utils/medication-form';
import { hasFindings, splitFindings, type Findings } from '../utils/precheck-findings';

export type HeldMedication = {
  values: MedicationFormValues;
  /** Findings the new medication brings: they set the verdict and lead the warning. */
  added: Findings;
  /** Findings already true of the current medications alone, shown as a quiet note. */
  known: Findings;
  verdict: Verdict;
};

/** 'saved' closes the form; 'failed' keeps it open; 'held' waits on the interaction warning. */
export type SubmitOutcome = 'saved' | 'failed' | 'held';

/**
 * Spec §4 "Add medication flow": adding to a pet with current medications first runs the
 * interaction check; a finding holds the medication behind the warning modal. A check that finds
 * nothing or fails saves directly and silently. Editing skips the check.
 * Only what the new medication changes opens the warning (its verdict is theirs alone): findings
 * among the current medications were already on record when they were added, so a harmless new
 * medication is not held back by an old pair (issue 13, decision 010).
 */
export function useMedicationSaveFlow(petId: string, current: readonly Medication[]) {
  const save = useSaveMedication(petId);
  const [held, setHeld] = useState<HeldMedication | null>(null);

  /** Saves and toasts; `done` names what happened when it is more than "updated". */
  const persist = async (input: SaveMedicationInput, done?: string): Promise<boolean> => {
    try {
      await save.mutateAsync(input);
      toast.success(
        done ?? (input.kind === 'create' ? MEDICATION_MESSAGES.added : MEDICATION_MESSAGES.updated),
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
      const existing = current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency }));
      const newOne = { name: values.name, dosage: values.dosage, frequency: values.frequency };
      const [withNew, baseline] = await Promise.all([
        precheckInteractions({ petId, medications: [...existing, newOne] }),
        precheckInteractions({ petId, medications: existing }),
      ]);
      if (withNew) {
        const { added, known } = splitFindings(withNew, baseline);
        if (hasFindings(added)) {
          setHeld({ values, added, known, verdict: verdictOf(added) });
          return 'held';
        }
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
