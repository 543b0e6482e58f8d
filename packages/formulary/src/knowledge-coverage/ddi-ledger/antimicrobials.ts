import type { DdiRecord } from './types';

// Interaction ledger, section 'antimicrobials' of DDI_SECTIONS (sections.ts): one record per class.

export const ANTIMICROBIALS_DDI: readonly DdiRecord[] = [
  {
    class: 'fluoroquinolone',
    drugs: ['enrofloxacin'],
    sources: ['spc-baytril-flavour-uk'],
    interactions: [],
    namesNone:
      'The Baytril Flavour Tablets SPC (UK) says none known in section 4.8; the fluoroquinolone rows with theophylline and with polyvalent cations come from other references.',
  },
];
