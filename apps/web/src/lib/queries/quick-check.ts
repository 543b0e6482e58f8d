import type { InteractionCheckBody, QuickCheckResult } from '@pawrx/contracts/interactions';
import { api, ApiError } from '../api-client';

type Reply = { success?: boolean; message?: string; data?: Partial<QuickCheckResult> };

/**
 * POST /api/interactions/check, the one Quick Check call (the checker page and the
 * add-medication pre-check). An answer without success or without its lists is an error carrying
 * the server's message.
 */
export async function postQuickCheck(body: InteractionCheckBody): Promise<QuickCheckResult> {
  const reply = await api.post<Reply>('/api/interactions/check', body);
  const data = reply?.data;
  if (!reply?.success || !data) throw new ApiError({ status: 200, message: reply?.message });
  return {
    toxicMedications: data.toxicMedications ?? [],
    drugInteractions: data.drugInteractions ?? [],
    analysis: data.analysis ?? '',
    unrecognized: data.unrecognized ?? [],
  };
}
