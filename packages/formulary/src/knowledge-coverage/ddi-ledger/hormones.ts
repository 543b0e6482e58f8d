import type { DdiRecord } from './types';

// Interaction ledger, section 'hormones' of DDI_SECTIONS (sections.ts): one record per class.

export const HORMONES_DDI: readonly DdiRecord[] = [];
