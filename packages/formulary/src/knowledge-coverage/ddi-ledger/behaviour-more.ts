import type { DdiRecord } from './types';

// Interaction ledger, section 'nervous-system' (sections.ts), continued: behaviour drugs given off
// label, read from a veterinary psychopharmacology text and client handouts (issue 22, k-beh).
// Kept apart from nervous-system.ts, which is already long.

export const BEHAVIOUR_MORE_DDI: readonly DdiRecord[] = [
  {
    class: 'azapirone',
    drugs: ['buspirone'],
    sources: ['veteriankey-azapirones', 'vca-buspirone'],
    interactions: [
      {
        with: 'maoi',
        says: 'azapirones should not be given in combination with monoamine oxidase inhibitors',
        source: 'veteriankey-azapirones',
        enforcedBy: 'maoi-serotonergic',
      },
      {
        // Tick collars carry amitraz, an MAO inhibitor: the same High row reports it.
        with: 'amitraz',
        says: 'not to be given while a flea and tick collar is used without asking the veterinarian',
        source: 'vca-buspirone',
        enforcedBy: 'maoi-serotonergic',
      },
    ],
    unread:
      "the chapter's buspirone section and the handout's drug-interaction answer were not reached past their openings",
  },
];
