import type { DdiRecord } from './types';

// Interaction ledger, section 'nervous-system' of DDI_SECTIONS (sections.ts): one record per class.

export const NERVOUS_SYSTEM_DDI: readonly DdiRecord[] = [];
