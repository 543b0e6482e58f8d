import type { DdiRecord } from './types';

// Interaction ledger, section 'antimicrobials' of DDI_SECTIONS (sections.ts): one record per class.

export const ANTIMICROBIALS_DDI: readonly DdiRecord[] = [];
