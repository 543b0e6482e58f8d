import type { InteractionCheckBody, QuickCheckResult } from '@pawrx/contracts/interactions';
import { api } from '../../../lib/api-client';

type Findings = Pick<QuickCheckResult, 'toxicMedications' | 'drugInteractions'>;

/**
 * POST /api/interactions/check for the add-medication pre-check (spec §4). Answers the findings,
 * or null when the check failed in any way (HTTP error, network, unexpected shape): the caller
 * then saves silently, as the spec says.
 */
export async function precheckInteractions(body: InteractionCheckBody): Promise<Findings | null> {
  try {
    const response = await api.post<{ success?: boolean; data?: Partial<Findings> }>(
      '/api/interactions/check',
      body,
    );
    const data = response?.data;
    if (!data || !Array.isArray(data.toxicMedications) || !Array.isArray(data.drugInteractions))
      return null;
    return { toxicMedications: data.toxicMedications, drugInteractions: data.drugInteractions };
  } catch {
    return null;
  }
}
