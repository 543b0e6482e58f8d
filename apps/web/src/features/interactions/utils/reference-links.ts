import { findReference } from '@pawrx/contracts/ai-analysis';

// The one reference-name → URL lookup of the AI results panel (spec §2): a known veterinary
// reference links to its site; anything else to a scholar search for the name.

export const SCHOLAR_SEARCH = 'https://scholar.google.com/scholar?q=';

export function referenceUrl(source: string): string {
  return findReference(source)?.url ?? `${SCHOLAR_SEARCH}${encodeURIComponent(source.trim())}`;
}
