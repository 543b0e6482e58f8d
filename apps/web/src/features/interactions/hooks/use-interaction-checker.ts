import { useState } from 'react';
import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import { FREQUENCY_CHOICES } from '@pawrx/contracts/constants';
import type { QuickCheckResult } from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import { INTERACTION_MESSAGES, MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import type { PetSummary } from '@pawrx/contracts/pets';
import { ApiError, NetworkError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { runAiAnalysis } from '../api/run-ai-analysis';
import { postQuickCheck } from '../../../lib/queries/quick-check';
import {
  aiQuestion,
  medicationsToCheck,
  validateCheck,
  type NewMedication,
} from '../utils/checker-request';

// The checker's state and its two actions (spec §2, §5, §8): validation first, one check at a
// time, toasts from the server's message with the spec's fallbacks.

export type Running = 'quick' | 'ai' | null;

const EMPTY: NewMedication = { name: '', dosage: '', frequency: FREQUENCY_CHOICES[0] };

function aiFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return INTERACTION_MESSAGES.aiUnavailable;
  if (error instanceof ApiError) return error.serverMessage || INTERACTION_MESSAGES.aiError;
  return INTERACTION_MESSAGES.aiError;
}

export function useInteractionChecker(
  pet: PetSummary | undefined,
  current: Medication[] | undefined,
) {
  const [medication, setMedication] = useState<NewMedication>(EMPTY);
  const [validation, setValidation] = useState<string | null>(null);
  const [running, setRunning] = useState<Running>(null);
  const [quick, setQuick] = useState<QuickCheckResult | null>(null);
  // The new medication the shown Quick Check result is for (the field may change after it).
  const [quickName, setQuickName] = useState('');
  const [ai, setAi] = useState<AiAnalysisResult | null>(null);
  // The name last checked: a dosage belongs to it and must not carry over to the next medication.
  const [checkedName, setCheckedName] = useState<string | null>(null);

  const update = (patch: Partial<NewMedication>) => {
    const nextName = patch.name;
    const newMedication =
      nextName !== undefined &&
      (nextName.trim() === '' || (checkedName !== null && nextName !== checkedName));
    setMedication((m) => ({ ...m, ...patch, ...(newMedication ? { dosage: '' } : {}) }));
    if (newMedication) setCheckedName(null);
    setValidation(null);
  };

  /** Clears everything tied to the previous pet. */
  const resetForPet = () => {
    setValidation(null);
    setQuick(null);
    setAi(null);
  };

  const prepare = () => {
    const problem = validateCheck(pet?._id ?? '', medication.name, current);
    setValidation(problem);
    if (problem || !pet || !current) return null;
    return { petId: pet._id, medications: medicationsToCheck(current, medication) };
  };

  const runQuick = async () => {
    if (running) return;
    const body = prepare();
    if (!body) return;
    setCheckedName(medication.name);
    setRunning('quick');
    setQuick(null);
    try {
      const result = await postQuickCheck(body);
      setQuickName(medication.name);
      setQuick(result);
      toast.success(INTERACTION_MESSAGES.checkCompleted);
    } catch (error) {
      toast.error(
        errorMessage(error, INTERACTION_MESSAGES.checkError, MEDICATION_MESSAGES.networkError),
      );
    } finally {
      setRunning(null);
    }
  };

  const runAi = async () => {
    if (running) return;
    const body = prepare();
    if (!body || !pet) return;
    setCheckedName(medication.name);
    setRunning('ai');
    setAi(null);
    try {
      setAi(await runAiAnalysis({ ...body, query: aiQuestion(pet, medication.name) }));
      toast.success(INTERACTION_MESSAGES.aiCompleted);
    } catch (error) {
      toast.error(aiFailureMessage(error));
    } finally {
      setRunning(null);
    }
  };

  return {
    medication,
    update,
    validation,
    running,
    quick,
    quickName,
    ai,
    runQuick,
    runAi,
    resetForPet,
  };
}
