import type { InteractionCheckBody, QuickCheckResult } from '@pawrx/contracts/interactions';
import { api, ApiError } from '../../../lib/api-client';

type Reply = { success?: boolean; message?: string; data?: QuickCheckResult };

/** POST /api/interactions/check. An answer without success is an error carrying its message. */
export async function runQuickCheck(body: InteractionCheckBody): Promise<QuickCheckResult> {
  const reply = await api.post<Reply>('/api/interactions/check', body);
  if (!reply?.success || !reply.data) throw new ApiError({ status: 200, message: reply?.message });
  return {
    toxicMedications: reply.data.toxicMedications ?? [],
    drugInteractions: reply.data.drugInteractions ?? [],
    analysis: reply.data.analysis ?? '',
    unrecognized: reply.data.unrecognized ?? [],
  };
}
