import type { AiAnalysisBody, AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import { normaliseList } from '@pawrx/contracts/ai-analysis';
import { riskLevelSchema } from '@pawrx/contracts/enums';
import { api, ApiError } from '../../../lib/api-client';

type Reply = { success?: boolean; message?: string; data?: Partial<AiAnalysisResult> };

/**
 * POST /api/interactions/ai-analysis. An answer that is not a success (or has no analysis) is an
 * error carrying the server's message; lists are normalised as spec §3 says.
 */
export async function runAiAnalysis(body: AiAnalysisBody): Promise<AiAnalysisResult> {
  const reply = await api.post<Reply>('/api/interactions/ai-analysis', body);
  const data = reply?.data;
  if (!reply?.success || !data || typeof data.analysis !== 'string')
    throw new ApiError({ status: 200, message: reply?.message });
  return {
    analysis: data.analysis,
    riskLevel: riskLevelSchema.catch('Medium').parse(data.riskLevel),
    recommendations: normaliseList(data.recommendations),
    alternatives: normaliseList(data.alternatives),
    warnings: normaliseList(data.warnings),
    sources: normaliseList(data.sources),
    engine: typeof data.engine === 'string' && data.engine ? data.engine : 'unknown',
  };
}
