import type { DdiRecord } from './types';

// Interaction ledger, section 'parasiticides' of DDI_SECTIONS (sections.ts): one record per class.
// Read by ddi-b (issue 22): the Drontal, Profender and Felimazole labels and the FDA warning on
// spinosad with high-dose ivermectin. Classes whose labels' interaction sections were not reached
// stay pending with the labels tried.

export const PARASITICIDES_DDI: readonly DdiRecord[] = [
  {
    class: 'macrocyclic-lactone',
    drugs: ['ivermectin', 'moxidectin'],
    sources: [
      'avma-comfortis-ivermectin',
      'spc-profender-tablets-interactions',
      'krudewagen-profender-advocate',
      'spc-advocate-interactions',
    ],
    interactions: [
      {
        with: 'macrocyclic-lactone',
        from: 'moxidectin',
        says: 'during treatment with Advocate no other antiparasitic macrocyclic lactone should be given',
        source: 'spc-advocate-interactions',
        notEnforced:
          'reported by the duplicate-therapy row two-macrocyclic-lactones (duplicate-rules.ts), which is not a pair rule',
      },
      {
        with: 'spinosad',
        from: 'ivermectin',
        says: 'high extra-label ivermectin doses with spinosad caused ivermectin toxicosis; do not combine',
        source: 'avma-comfortis-ivermectin',
        enforcedBy: 'pgp-inhibitor-high-dose-ml',
      },
      {
        with: 'emodepside',
        from: 'moxidectin',
        says: 'macrocyclic lactones are P-glycoprotein substrates that may interact with emodepside',
        source: 'spc-profender-tablets-interactions',
        notEnforced:
          'Profender with Advocate (moxidectin) at the maximum doses, together or 8 days apart, caused no adverse reactions in a controlled study (krudewagen-profender-advocate); heartworm-preventive doses are routine with it',
      },
    ],
  },
  {
    class: 'isoxazoline',
    drugs: ['afoxolaner'],
    sources: ['vetstream-afoxolaner'],
    interactions: [],
    namesNone:
      'afoxolaner monograph: interactions with other drugs none known; used with other medications in a controlled field study',
    unread:
      'the Bravecto, Simparica and Credelio SPC interaction sections were searched for but not reached',
  },
  {
    class: 'pyrethroid',
    pending:
      'the interaction sections of the Seresto, Scalibor and Frontline Tri-Act SPCs were not reached',
  },
  {
    class: 'phenylpyrazole',
    pending:
      'the interaction section of the Frontline SPCs was not reached (searched again: the NOAH Frontline Spot On Dog and Frontline Spray SPCs and the VCA fipronil handout came up only to their warnings)',
  },
  {
    class: 'neonicotinoid',
    drugs: ['nitenpyram'],
    sources: ['spc-capstar'],
    interactions: [],
    namesNone:
      'Capstar SPC: interactions none known; no adverse reactions in clinical studies with other veterinary medicines (the Advantage and Seresto sections were not reached)',
  },
  {
    class: 'spinosyn',
    drugs: ['spinosad'],
    sources: ['avma-comfortis-ivermectin'],
    interactions: [
      {
        with: 'ivermectin',
        says: 'dogs on high extra-label ivermectin doses should not get spinosad at the same time (ivermectin toxicosis)',
        source: 'avma-comfortis-ivermectin',
        enforcedBy: 'pgp-inhibitor-high-dose-ml',
      },
    ],
  },
  {
    class: 'insect-growth-regulator',
    drugs: ['lufenuron'],
    sources: ['spc-program-interactions'],
    interactions: [],
    namesNone:
      'Program SPCs: interactions none known (no methoprene or pyriproxyfen label section was read)',
  },
  {
    class: 'anthelmintic',
    drugs: ['pyrantel', 'praziquantel', 'epsiprantel'],
    sources: ['spc-drontal-piperazine', 'label-cestex'],
    interactions: [
      {
        with: 'diethylcarbamazine',
        from: 'epsiprantel',
        says: 'Cestex was given with diethylcarbamazine, anti-inflammatories, insecticides and roundworm drugs in field studies with no incompatibility',
        source: 'label-cestex',
        notEnforced:
          'the label names these as given together safely; epsiprantel is not a cholinesterase inhibitor',
      },
      {
        with: 'piperazine',
        from: 'pyrantel',
        says: 'contraindicated at the same time: piperazine may block the action of pyrantel',
        source: 'spc-drontal-piperazine',
        enforcedBy: 'pyrantel-piperazine',
      },
      {
        with: 'other wormers',
        says: 'not at the same time as other deworming products without veterinary advice',
        source: 'spc-drontal-piperazine',
        notEnforced:
          'a general note naming no wormer but piperazine; wormer combinations are routine (Drontal Plus, Heartgard Plus)',
      },
    ],
  },
  {
    class: 'benzimidazole',
    drugs: ['febantel', 'fenbendazole'],
    sources: ['spc-drontal-piperazine', 'label-felimazole-interactions'],
    interactions: [
      {
        with: 'piperazine',
        from: 'febantel',
        says: 'Drontal Plus (febantel, pyrantel, praziquantel) is contraindicated with piperazine',
        source: 'spc-drontal-piperazine',
        notEnforced:
          'the antagonism is with its pyrantel: pyrantel-piperazine fires for Drontal Plus through that ingredient',
      },
      {
        with: 'antithyroid',
        from: 'fenbendazole',
        says: 'methimazole slows the liver oxidation of fenbendazole and raises its blood levels',
        source: 'label-felimazole-interactions',
        enforcedBy: 'antithyroid-benzimidazole',
      },
    ],
  },
  {
    class: 'cyclic-depsipeptide',
    drugs: ['emodepside'],
    sources: ['spc-profender-tablets-interactions', 'krudewagen-profender-advocate'],
    interactions: [
      {
        with: 'pgp-inhibitor',
        says: 'emodepside is a P-glycoprotein substrate; P-glycoprotein inhibitors could cause interactions',
        source: 'spc-profender-tablets-interactions',
        enforcedBy: 'emodepside-pgp-inhibitor',
      },
      {
        with: 'macrocyclic-lactone',
        says: 'other P-glycoprotein substrates such as ivermectin and other macrocyclic lactones named',
        source: 'spc-profender-tablets-interactions',
        notEnforced:
          'with Advocate (moxidectin) at the maximum doses no adverse reactions were seen in a controlled study; heartworm-preventive doses are routine with it',
      },
    ],
  },
  {
    class: 'arsenical',
    pending:
      'the Immiticide (melarsomine) insert was read for dose and overdose, and again (k-parasite) through its contraindications, warnings and precautions on fda.report and the Boehringer page; the Diroban insert only to its dose and indications; no interaction paragraph was reached in either (an in-clinic drug)',
  },
];
