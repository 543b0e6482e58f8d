import { MIRATAZ_CONTRAINDICATED_WITH } from './nervous-system';
import type { DdiRecord } from './types';

// Interaction ledger, section 'gut' of DDI_SECTIONS (sections.ts): one record per class. Read by
// ddi-b (issue 22): the Cerenia SPC and a famotidine monograph. The partners other labels name for
// gut drugs (sucralfate and antacids with levothyroxine, metoclopramide with cabergoline) are
// recorded under those classes.

const SEPARATE_DOSES =
  'separate doses by two hours, an absorption-timing note with no harm described; famotidine with these is routine';

// Trepanier's lists for sucralfate, shared by its two classes (mucosal protectant, polyvalent cation).
const SUCRALFATE_READ = {
  drugs: ['sucralfate'],
  sources: ['trepanier-top-ten-interactions', 'trepanier-survival-guide'],
  interactions: [
    {
      with: 'fluoroquinolone',
      says: 'binds fluoroquinolones in the gut, cutting their absorption even hours later; give the antibiotic 2 hours before',
      source: 'trepanier-top-ten-interactions',
      enforcedBy: 'chelation',
    },
    {
      with: 'doxycycline',
      says: 'markedly reduces the absorption of tetracycline and doxycycline; give the antibiotic 2 hours before',
      source: 'trepanier-survival-guide',
      enforcedBy: 'chelation',
    },
    {
      with: 'h2-blocker',
      says: 'only delays H2 blocker absorption without lowering it, so staggering the doses is probably not needed',
      source: 'trepanier-top-ten-interactions',
      notEnforced: 'the source finds no loss of effect; sucralfate with famotidine is routine',
    },
    {
      with: 'digoxin',
      says: 'named among the drugs sucralfate binds in the gut',
      source: 'trepanier-top-ten-interactions',
      enforcedBy: 'sucralfate-digoxin',
    },
    {
      with: 'theophylline',
      says: 'named among the drugs sucralfate binds in the gut',
      source: 'trepanier-top-ten-interactions',
      notEnforced:
        'an absorption-timing note with no harm described; separating doses is the vet’s instruction',
    },
    {
      with: 'azithromycin',
      says: 'named among the drugs sucralfate binds in the gut',
      source: 'trepanier-top-ten-interactions',
      notEnforced:
        'an absorption-timing note with no harm described; separating doses is the vet’s instruction',
    },
  ],
  unread:
    'the copy of the proceedings reached ends after azithromycin; no sucralfate label section was read. Levothyroxine with sucralfate is recorded under thyroid-hormone',
} as const;

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
    drugs: ['omeprazole'],
    sources: ['cb-omeprazole-monograph'],
    interactions: [
      {
        with: 'ketoconazole',
        says: 'may lower the absorption of ketoconazole, which needs stomach acid',
        source: 'cb-omeprazole-monograph',
        enforcedBy: 'azole-acid-suppressant',
      },
      {
        with: 'clopidogrel',
        says: 'may reduce the conversion of clopidogrel to its active form',
        source: 'cb-omeprazole-monograph',
        enforcedBy: 'clopidogrel-omeprazole',
      },
      {
        with: 'ampicillin',
        says: 'may lower the absorption of ampicillin, which needs stomach acid',
        source: 'cb-omeprazole-monograph',
        notEnforced:
          'an absorption note with no harm described; omeprazole with aminopenicillins is routine (Helicobacter therapy)',
      },
      {
        with: 'iron supplement',
        says: 'may lower the absorption of iron',
        source: 'cb-omeprazole-monograph',
        notEnforced: 'an absorption note with no harm described; no owner action',
      },
      {
        with: 'cobalamin',
        says: 'may lower the absorption of oral vitamin B12',
        source: 'cb-omeprazole-monograph',
        notEnforced: 'an absorption note for long-term use; B12 is usually injected by the vet',
      },
      {
        with: 'benzodiazepine',
        says: 'may change benzodiazepine breakdown and prolong their effects',
        source: 'cb-omeprazole-monograph',
        notEnforced:
          'a possible longer sedation with no dose or harm named; no owner action a rule could give',
      },
      {
        with: 'cyclosporine',
        says: 'may slow the breakdown of cyclosporine',
        source: 'cb-omeprazole-monograph',
        enforcedBy: 'omeprazole-cyclosporine',
      },
      {
        with: 'warfarin',
        says: 'may increase the effect of warfarin',
        source: 'cb-omeprazole-monograph',
        notEnforced:
          'worded as possible; warfarin is dosed by clotting-time checks the vet runs, and warfarin with NSAIDs and antiplatelets is already reported',
      },
      {
        with: 'digoxin',
        says: 'may increase the absorption of digoxin',
        source: 'cb-omeprazole-monograph',
        notEnforced:
          'a modest absorption change with no harm described; digoxin levels are checked by the vet',
      },
      {
        with: 'rifampin',
        says: 'rifampin may lower omeprazole levels',
        source: 'cb-omeprazole-monograph',
        notEnforced: 'a possible loss of effect with no harm described',
      },
    ],
    unread:
      'no omeprazole label (Gastrogard is for horses) and no esomeprazole or pantoprazole section was read',
  },
  {
    class: 'antacid',
    pending:
      'no aluminium hydroxide or calcium carbonate label was read; the levothyroxine label naming antacids is recorded under thyroid-hormone',
  },
  { class: 'polyvalent-cation', ...SUCRALFATE_READ },
  { class: 'mucosal-protectant', ...SUCRALFATE_READ },
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
  {
    class: '5ht3-antagonist',
    drugs: ['ondansetron'],
    sources: ['catdoctor-ondansetron'],
    interactions: [
      {
        with: 'cisapride',
        says: 'probably should not be given with cisapride',
        source: 'catdoctor-ondansetron',
        enforcedBy: 'cisapride-qt',
      },
      {
        with: 'general anaesthesia',
        says: 'probably should not be given just before a general anaesthetic',
        source: 'catdoctor-ondansetron',
        notEnforced: 'in-clinic only (anaesthesia is given by the vet)',
      },
    ],
    unread:
      'the VCA ondansetron handout interaction answer and the Zofran label section were not reached; ondansetron with apomorphine is enforced by ondansetron-apomorphine from Plumb’s',
  },
  {
    class: 'prokinetic',
    drugs: ['metoclopramide'],
    sources: ['provet-metoclopramide-interactions'],
    interactions: [
      {
        with: 'phenothiazine',
        says: 'with phenothiazines the chance of nervous-system side effects rises markedly',
        source: 'provet-metoclopramide-interactions',
        enforcedBy: 'metoclopramide-phenothiazine',
      },
      {
        with: 'opioid',
        says: 'opioid and antimuscarinic drugs have the opposite effect on gut movement',
        source: 'provet-metoclopramide-interactions',
        notEnforced: 'opposing effects on the gut with no harm described; no owner action',
      },
      {
        with: 'aspirin',
        says: 'metoclopramide speeds the absorption of aspirin',
        source: 'provet-metoclopramide-interactions',
        notEnforced:
          'faster absorption with no harm described; aspirin risks are reported by its own rows',
      },
      {
        with: 'acetaminophen',
        says: 'metoclopramide speeds the absorption of paracetamol',
        source: 'provet-metoclopramide-interactions',
        notEnforced:
          'faster absorption with no harm described; paracetamol in cats and its dog dose are reported by the species and dose rows',
      },
      {
        with: 'bromocriptine',
        says: 'metoclopramide has the opposite effect to bromocriptine on prolactin',
        source: 'provet-metoclopramide-interactions',
        notEnforced:
          'opposing actions with no harm named; bromocriptine is rarely used in pets (cabergoline with metoclopramide is reported by cabergoline-dopamine-antagonist from the Galastop label)',
      },
      {
        with: 'dexamethasone',
        says: 'dexamethasone adds to the anti-vomiting effect of metoclopramide',
        source: 'provet-metoclopramide-interactions',
        notEnforced: 'a helpful combination, not a harm',
      },
    ],
    unread:
      'the Vomend and metoclopramide oral solution SPCs were read for contraindications only; cisapride was not read',
  },
  { class: 'antidiarrhoeal-opioid', pending: 'no loperamide interaction section was read' },
  {
    class: 'laxative',
    pending:
      'the Laxatract (lactulose) Austrian leaflet says no interactions are known (rx-ledger-5), but the class also holds bisacodyl, docusate, mineral oil and magnesium hydroxide, whose interaction sections were not read',
  },
  {
    class: 'liver-support',
    drugs: ['ursodiol'],
    sources: ['pharmacy-solutions-ursodiol'],
    interactions: [
      {
        with: 'aluminium hydroxide',
        says: 'aluminium-containing antacids bind ursodiol and lower its effect',
        source: 'pharmacy-solutions-ursodiol',
        notEnforced:
          'a loss-of-effect timing note with no harm described; separating doses is the vet’s instruction',
      },
      {
        with: 'cholestyramine',
        says: 'cholestyramine binds ursodiol and lowers its effect',
        source: 'pharmacy-solutions-ursodiol',
        notEnforced: 'not a catalogue medicine; a loss of effect with no harm described',
      },
    ],
    unread: 'no ursodiol label (Actigall) section was read; SAMe and silybin were not read',
  },
  {
    class: 'appetite-stimulant',
    drugs: ['mirtazapine'],
    sources: ['spc-mirataz-noah'],
    interactions: MIRATAZ_CONTRAINDICATED_WITH,
    unread:
      'the Mirataz contraindications (which name these partners) were read, not its interaction section; the Elura and Entyce (capromorelin) interaction sections were not reached',
  },
];
