import type { InteractionCheckBody } from '@pawrx/contracts/interactions';
import { postQuickCheck } from '../../../lib/queries/quick-check';
import type { Findings } from '../utils/precheck-findings';

/**
 * The add-medication pre-check (spec §4): the findings, or null when the check failed in any way
 * (HTTP error, network, unexpected answer): the caller then saves silently, as the spec says.
 */
export async function precheckInteractions(body: InteractionCheckBody): Promise<Findings | null> {
  try {
    const { toxicMedications, drugInteractions } = await postQuickCheck(body);
    return { toxicMedications, drugInteractions };
  } catch {
    return null;
  }
}
