import type { DdiRecord } from './types';

// Interaction ledger, section 'parasiticides' of DDI_SECTIONS (sections.ts): one record per class.

export const PARASITICIDES_DDI: readonly DdiRecord[] = [];
