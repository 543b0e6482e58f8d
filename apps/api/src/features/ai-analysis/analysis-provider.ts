import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import type { MedicationToCheck, QuickCheckResult } from '@pawrx/contracts/interactions';
import type { PetForCheck } from '@pawrx/formulary/engine/check-medications';

// The one interface every analysis engine implements: the built-in offline analysis and any
// OpenAI-compatible chat endpoint. The safety engine's findings come in as ground truth.

/** The pet as the safety engine sees it (loadPetForCheck's answer), always with its name. */
export type AnalysisPet = PetForCheck & { name: string };

/** The safety engine's entry point, injected so unit tests can use a small fake. */
export type CheckMedicationsFn = (
  pet: PetForCheck,
  medications: readonly MedicationToCheck[],
) => QuickCheckResult;

export interface AnalysisInput {
  pet: AnalysisPet;
  medications: MedicationToCheck[];
  /** The owner's question, as data. */
  query: string;
  /** What the safety engine found for exactly these medications: the ground truth. */
  findings: QuickCheckResult;
}

export type AnalysisResult = AiAnalysisResult;

export interface AnalysisProvider {
  analyse(input: AnalysisInput): Promise<AnalysisResult>;
}

/** A provider that could not produce a valid answer; the service falls back to the built-in one. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
