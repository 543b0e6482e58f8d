import type { DdiRecord } from './types';

// Interaction ledger, section 'cardio-renal' of DDI_SECTIONS (sections.ts): one record per class.

export const CARDIO_RENAL_DDI: readonly DdiRecord[] = [];
