import type { DdiRecord } from './types';

// Interaction ledger, section 'pain' of DDI_SECTIONS (sections.ts): one record per class.

export const PAIN_DDI: readonly DdiRecord[] = [];
