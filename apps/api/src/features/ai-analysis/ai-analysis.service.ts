import type { FastifyBaseLogger } from 'fastify';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import {
  ProviderError,
  type AnalysisPet,
  type AnalysisProvider,
  type AnalysisResult,
  type CheckMedicationsFn,
} from './analysis-provider';
import { createBuiltInProvider } from './built-in/built-in-provider';
import { createOpenAiProvider, type OpenAiSettings } from './openai-provider';

// The AI analysis: the safety engine runs first and its findings are ground truth; then the
// configured provider answers. A model that fails (timeout, HTTP error, invalid answer) is tried
// once more, then the built-in analysis answers and `engine` says so.

export interface AnalysisService {
  analyse(
    pet: AnalysisPet,
    medications: MedicationToCheck[],
    query: string,
  ): Promise<AnalysisResult>;
}

export function createAnalysisService(options: {
  check: CheckMedicationsFn;
  openAi?: OpenAiSettings;
  log?: FastifyBaseLogger;
}): AnalysisService {
  const builtIn = createBuiltInProvider(options.check);
  const model: AnalysisProvider | null = options.openAi
    ? createOpenAiProvider(options.openAi, options.check)
    : null;
  return {
    async analyse(pet, medications, query) {
      const input = { pet, medications, query, findings: options.check(pet, medications) };
      if (!model) return builtIn.analyse(input);
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          return await model.analyse(input);
        } catch (error) {
          const retryable = !(error instanceof ProviderError) || error.retryable;
          options.log?.warn({ attempt, reason: (error as Error).message }, 'AI model failed');
          if (!retryable) break;
        }
      }
      return builtIn.analyse(input);
    },
  };
}
