import type { DdiRecord } from './types';

// Interaction ledger, section 'immune-skin-cancer' of DDI_SECTIONS (sections.ts): one record per class.

export const IMMUNE_SKIN_CANCER_DDI: readonly DdiRecord[] = [];
