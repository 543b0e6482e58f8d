import type { DdiRecord } from './types';

// Interaction ledger, section 'gut' of DDI_SECTIONS (sections.ts): one record per class.

export const GUT_DDI: readonly DdiRecord[] = [];
