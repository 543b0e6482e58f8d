import type { DdiRecord } from './types';

// Interaction ledger, section 'gut' of DDI_SECTIONS (sections.ts): one record per class. Read by
// ddi-b (issue 22): the Cerenia SPC and a famotidine monograph. The partners other labels name for
// gut drugs (sucralfate and antacids with levothyroxine, metoclopramide with cabergoline) are
// recorded under those classes.

const SEPARATE_DOSES =
  'separate doses by two hours, an absorption-timing note with no harm described; famotidine with these is routine';

export const GUT_DDI: readonly DdiRecord[] = [
  {
    class: 'h2-blocker',
    drugs: ['famotidine'],
    sources: ['wedgewood-famotidine'],
    interactions: [
      {
        with: 'ketoconazole',
        says: 'give ketoconazole and famotidine two hours apart',
        source: 'wedgewood-famotidine',
        enforcedBy: 'azole-acid-suppressant',
      },
      {
        with: 'antacid',
        says: 'give antacids and famotidine two hours apart',
        source: 'wedgewood-famotidine',
        notEnforced: SEPARATE_DOSES,
      },
      {
        with: 'metoclopramide',
        says: 'give metoclopramide and famotidine two hours apart',
        source: 'wedgewood-famotidine',
        notEnforced: SEPARATE_DOSES,
      },
      {
        with: 'sucralfate',
        says: 'give sucralfate and famotidine two hours apart',
        source: 'wedgewood-famotidine',
        notEnforced: SEPARATE_DOSES,
      },
    ],
  },
  {
    class: 'ppi',
    pending: 'no omeprazole, esomeprazole or pantoprazole interaction section was read',
  },
  {
    class: 'antacid',
    pending:
      'no aluminium hydroxide or calcium carbonate label was read; the levothyroxine label naming antacids is recorded under thyroid-hormone',
  },
  {
    class: 'polyvalent-cation',
    pending:
      'no sucralfate, antacid or bismuth label was read; partners named by other labels are recorded under thyroid-hormone',
  },
  { class: 'mucosal-protectant', pending: 'no sucralfate label interaction section was read' },
  { class: 'prostaglandin-analogue', pending: 'no misoprostol interaction section was read' },
  {
    class: 'nk1-antagonist',
    drugs: ['maropitant'],
    sources: ['spc-cerenia'],
    interactions: [
      {
        with: 'calcium-channel-blocker',
        says: 'should not be used with calcium-channel antagonists, as maropitant has affinity for calcium channels',
        source: 'spc-cerenia',
        enforcedBy: 'maropitant-ccb',
      },
      {
        with: 'highly protein-bound drugs',
        says: 'maropitant is highly bound to plasma proteins and may compete with other highly bound drugs',
        source: 'spc-cerenia',
        notEnforced:
          'pharmacokinetic, no owner action and no harm described; maropitant with antibiotics, NSAIDs and other everyday drugs is routine',
      },
    ],
  },
  { class: '5ht3-antagonist', pending: 'no ondansetron label interaction section was read' },
  {
    class: 'prokinetic',
    pending:
      'the Vomend and metoclopramide oral solution SPCs were read for contraindications only; cabergoline with metoclopramide is recorded under dopamine-agonist',
  },
  { class: 'antidiarrhoeal-opioid', pending: 'no loperamide interaction section was read' },
  {
    class: 'laxative',
    pending:
      'the Laxatract (lactulose) Austrian leaflet says no interactions are known (rx-ledger-5), but the class also holds bisacodyl, docusate, mineral oil and magnesium hydroxide, whose interaction sections were not read',
  },
  {
    class: 'liver-support',
    pending: 'no ursodiol, SAMe or silybin label interaction section was read',
  },
  {
    class: 'appetite-stimulant',
    pending:
      'the Elura and Mirataz labels were read for contraindications only; their interaction sections were not reached',
  },
];
