import type { DdiRecord } from './types';

// Interaction ledger, section 'hormones' of DDI_SECTIONS (sections.ts): one record per class.
// Read by ddi-b (issue 22) from the Leventa, Felimazole, Caninsulin, ProZinc, Bexacat and Galastop
// labels; k-onc added the Senvelgo SPC.

export const HORMONES_DDI: readonly DdiRecord[] = [
  {
    class: 'thyroid-hormone',
    drugs: ['levothyroxine'],
    sources: ['spc-leventa-interactions'],
    interactions: [
      {
        with: 'polyvalent-cation',
        says: 'antacids (aluminium or magnesium salts, calcium carbonate) and iron sulphate reduce absorption; give two hours apart',
        source: 'spc-leventa-interactions',
        enforcedBy: 'levothyroxine-binders',
      },
      {
        with: 'sucralfate',
        says: 'sucralfate reduces absorption; give two hours apart',
        source: 'spc-leventa-interactions',
        enforcedBy: 'levothyroxine-binders',
      },
      {
        with: 'drugs changing thyroid hormone binding or breakdown',
        says: 'recheck thyroid hormone levels and adjust the dose',
        source: 'spc-leventa-interactions',
        notEnforced: 'names no drug; a monitoring note for the prescribing vet',
      },
    ],
  },
  {
    class: 'antithyroid',
    drugs: ['methimazole'],
    sources: ['label-felimazole-interactions'],
    interactions: [
      {
        with: 'benzimidazole',
        says: 'methimazole reduces the liver oxidation of benzimidazole wormers (fenbendazole), raising their levels',
        source: 'label-felimazole-interactions',
        enforcedBy: 'antithyroid-benzimidazole',
      },
      {
        with: 'anticoagulant',
        says: 'its anti-vitamin K activity may potentiate anticoagulants',
        source: 'label-felimazole-interactions',
        enforcedBy: 'antithyroid-anticoagulant',
      },
      {
        with: 'phenobarbital',
        says: 'phenobarbital may reduce its effect',
        source: 'label-felimazole-interactions',
        enforcedBy: 'methimazole-phenobarbital',
      },
    ],
  },
  {
    class: 'insulin',
    drugs: ['insulin'],
    sources: ['spc-caninsulin', 'spc-prozinc'],
    interactions: [
      {
        with: 'progestin',
        says: 'avoid progestagens (oestrus inhibitors) in diabetic animals; gestagens change insulin needs',
        source: 'spc-caninsulin',
        enforcedBy: 'insulin-progestin',
      },
      {
        with: 'corticosteroid',
        says: 'care with corticosteroids; they may change insulin effectiveness and the dose',
        source: 'spc-caninsulin',
        enforcedBy: 'corticosteroid-insulin',
      },
    ],
  },
  {
    class: 'oral-hypoglycaemic',
    drugs: ['glipizide'],
    sources: ['trepanier-feline-drugs-1992'],
    interactions: [
      {
        with: 'sulfonamide',
        says: 'other sulfas displace glipizide from protein binding and may increase its hypoglycaemic effect',
        source: 'trepanier-feline-drugs-1992',
        enforcedBy: 'glipizide-protein-displacers',
      },
      {
        with: 'salicylate',
        says: 'salicylates displace glipizide from protein binding and may increase its hypoglycaemic effect',
        source: 'trepanier-feline-drugs-1992',
        enforcedBy: 'glipizide-protein-displacers',
      },
    ],
    unread:
      'the VCA glipizide handout was reached only to its risk factors (its interaction paragraph was cut off), and the Plumb-derived monograph copy only to its pharmacology; no glyburide or metformin section was read',
  },
  {
    class: 'sglt2-inhibitor',
    drugs: ['bexagliflozin', 'velagliflozin'],
    sources: ['label-bexacat', 'spc-sglt2'],
    interactions: [
      {
        with: 'insulin',
        from: 'bexagliflozin',
        says: 'not for cats treated with insulin (risk of diabetic ketoacidosis)',
        source: 'label-bexacat',
        enforcedBy: 'sglt2-insulin',
      },
      {
        // Senvelgo SPC, special warnings (k-onc): the pair is "not recommended" with its harm
        // named; the existing High row, read from the Bexacat "do not use", reports it.
        with: 'insulin',
        from: 'velagliflozin',
        says: 'combined treatment with insulin is not recommended: more risk of hypoglycaemia',
        source: 'spc-sglt2',
        enforcedBy: 'sglt2-insulin',
      },
      {
        with: 'oral-hypoglycaemic',
        from: 'velagliflozin',
        says: 'other antidiabetics were not evaluated with it and may raise the risk of symptomatic hypoglycaemia',
        source: 'spc-sglt2',
        enforcedBy: 'sglt2-insulin',
      },
    ],
  },
  {
    class: 'adrenolytic',
    pending:
      'the Vetoryl insert behind trilostane-potassium, trilostane-ace and adrenolytic-azole was not re-read in this pass (its text was not reached), nor a mitotane label',
  },
  {
    class: 'estrogen',
    drugs: ['estriol'],
    sources: ['spc-incurin'],
    interactions: [],
    namesNone: 'Incurin SPC: interactions none known (no diethylstilbestrol label was read)',
  },
  {
    class: 'dopamine-agonist',
    drugs: ['cabergoline'],
    sources: ['spc-galastop-contraindications'],
    interactions: [
      {
        with: 'phenothiazine',
        says: 'do not use with dopamine antagonists',
        source: 'spc-galastop-contraindications',
        enforcedBy: 'cabergoline-dopamine-antagonist',
      },
      {
        with: 'metoclopramide',
        says: 'do not use with dopamine antagonists',
        source: 'spc-galastop-contraindications',
        enforcedBy: 'cabergoline-dopamine-antagonist',
      },
      {
        with: 'ace-inhibitor',
        says: 'may cause transient hypotension: do not use in animals being treated with hypotensive drugs',
        source: 'spc-galastop-contraindications',
        enforcedBy: 'cabergoline-hypotensive',
      },
      {
        with: 'calcium-channel-blocker',
        says: 'may cause transient hypotension: do not use in animals being treated with hypotensive drugs',
        source: 'spc-galastop-contraindications',
        enforcedBy: 'cabergoline-hypotensive',
      },
      {
        with: 'anaesthetics',
        says: 'not directly after surgery while the animal is still under the influence of anaesthetic agents',
        source: 'spc-galastop-contraindications',
        notEnforced: 'in-clinic only (anaesthesia is given by the vet)',
      },
    ],
  },
  { class: 'prostaglandin', pending: 'no latanoprost eye-drop label interaction section was read' },
  {
    class: 'hormone-other',
    pending:
      'the Suprelorin SPC was read for contraindications only; no desmopressin, bethanechol or vasopressin interaction section was read',
  },
];
