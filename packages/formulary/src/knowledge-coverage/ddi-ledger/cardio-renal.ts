import type { DdiRecord } from './types';

// Interaction ledger, section 'cardio-renal' of DDI_SECTIONS (sections.ts): one record per class.
// Read by ddi-b (issue 22) from the benazepril, pimobendan, spironolactone, furosemide and
// torasemide SPCs and leaflets and a calcitriol handout. Heart-failure drugs vets combine every
// day (benazepril, pimobendan, furosemide, spironolactone, digoxin) stay without a rule where the
// labels call the combination routine or ask only for the vet's monitoring.

const ROUTINE_HEART_FAILURE =
  'the label reports the combination in dogs with heart failure without adverse interactions; it is routine therapy';

export const CARDIO_RENAL_DDI: readonly DdiRecord[] = [
  {
    class: 'ace-inhibitor',
    drugs: ['benazepril'],
    sources: ['spc-benakor-interactions'],
    interactions: [
      {
        with: 'cardiac-glycoside',
        says: 'given with digoxin in heart failure without adverse interactions',
        source: 'spc-benakor-interactions',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'loop-diuretic',
        says: 'given with diuretics in heart failure without adverse interactions',
        source: 'spc-benakor-interactions',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'inodilator',
        says: 'given with pimobendan in heart failure without adverse interactions',
        source: 'spc-benakor-interactions',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'antiarrhythmic',
        says: 'given with antiarrhythmics in heart failure without adverse interactions',
        source: 'spc-benakor-interactions',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'nsaid',
        says: 'in people, an ACE inhibitor with an NSAID lowers the blood-pressure effect or kidney function',
        source: 'spc-benakor-interactions',
        enforcedBy: 'nsaid-raas',
      },
      {
        with: 'calcium-channel-blocker',
        says: 'other antihypertensives (calcium-channel blockers, beta-blockers, diuretics) add to the fall in blood pressure',
        source: 'spc-benakor-interactions',
        notEnforced:
          'combined antihypertensive therapy is prescribed and titrated by the vet, who monitors blood pressure; no owner action a rule could give',
      },
      {
        with: 'beta-blocker',
        says: 'other antihypertensives (calcium-channel blockers, beta-blockers, diuretics) add to the fall in blood pressure',
        source: 'spc-benakor-interactions',
        notEnforced:
          'combined antihypertensive therapy is prescribed and titrated by the vet, who monitors blood pressure; no owner action a rule could give',
      },
      {
        with: 'anaesthetics and sedatives',
        says: 'anaesthetics or sedatives may add to the fall in blood pressure',
        source: 'spc-benakor-interactions',
        notEnforced: 'in-clinic only (anaesthesia and sedation are given by the vet)',
      },
    ],
  },
  {
    class: 'arb',
    pending:
      'the Semintra (telmisartan) SPC was read for its contraindications and precautions; its interaction section was not reached',
  },
  {
    class: 'loop-diuretic',
    drugs: ['furosemide', 'torsemide'],
    sources: ['spc-furosemide-bp-vet', 'spc-libeo-furosemide', 'spc-upcard'],
    interactions: [
      {
        with: 'aminoglycoside',
        from: 'furosemide',
        says: 'do not use with aminoglycosides: danger of potentiating their toxic effects',
        source: 'spc-furosemide-bp-vet',
        enforcedBy: 'aminoglycoside-loop',
      },
      {
        with: 'cephalosporin',
        from: 'furosemide',
        says: 'one UK SPC says not with cephalosporins; the Libeo leaflet says they may raise the risk to the kidneys',
        source: 'spc-furosemide-bp-vet',
        notEnforced:
          'cephalexin courses with furosemide are everyday practice and the Libeo label only asks for caution; a rule would flag routine skin and urine infection treatment, so kidney monitoring is left to the prescribing vet',
      },
      {
        with: 'cardiac-glycoside',
        from: 'furosemide',
        says: 'electrolyte-changing drugs such as cardiac glycosides need careful monitoring',
        source: 'spc-libeo-furosemide',
        enforcedBy: 'digoxin-diuretic',
      },
      {
        with: 'corticosteroid',
        from: 'furosemide',
        says: 'corticosteroids also change electrolytes; careful monitoring',
        source: 'spc-libeo-furosemide',
        notEnforced:
          'a monitoring note for the vet (potassium), no harm described; the two are often prescribed together',
      },
      {
        with: 'amphotericin b',
        from: 'furosemide',
        says: 'amphotericin B changes electrolytes; careful monitoring',
        source: 'spc-libeo-furosemide',
        notEnforced: 'in-clinic only (amphotericin B is given by infusion in the clinic)',
      },
      {
        with: 'nsaid',
        from: 'furosemide',
        says: 'furosemide may slow NSAID excretion',
        source: 'spc-libeo-furosemide',
        enforcedBy: 'nsaid-loop-diuretic',
      },
      {
        with: 'insulin',
        from: 'furosemide',
        says: 'may change the insulin needs of diabetic animals',
        source: 'spc-libeo-furosemide',
        notEnforced:
          'a dose-adjustment note for the vet who manages the diabetes; no harm described from giving both',
      },
      {
        with: 'ace-inhibitor',
        from: 'furosemide',
        says: 'doses may need adjusting in long-term use with ACE inhibitors',
        source: 'spc-libeo-furosemide',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'loop-diuretic',
        from: 'torsemide',
        says: 'do not use together with other loop diuretics',
        source: 'spc-upcard',
        notEnforced:
          'reported by the duplicate-therapy row two-loop-diuretics (duplicate-rules.ts), which is not a pair rule',
      },
    ],
  },
  {
    class: 'thiazide-diuretic',
    pending: 'no hydrochlorothiazide label or monograph interaction section was reached',
  },
  {
    class: 'potassium-sparing-diuretic',
    drugs: ['spironolactone'],
    sources: ['spc-prilactone'],
    interactions: [
      {
        with: 'nsaid',
        says: 'not with NSAIDs in dogs with kidney insufficiency; otherwise keep hydrated and monitor kidneys and potassium',
        source: 'spc-prilactone',
        enforcedBy: 'spironolactone-nsaid',
      },
      {
        with: 'ace-inhibitor',
        says: 'check kidney function and potassium before combining; no more hyperkalaemia seen in dog trials',
        source: 'spc-prilactone',
        enforcedBy: 'raas-spironolactone',
      },
    ],
  },
  {
    class: 'carbonic-anhydrase-inhibitor',
    pending: 'no dorzolamide eye-drop label interaction section was read',
  },
  {
    class: 'inodilator',
    drugs: ['pimobendan'],
    sources: ['spc-vetmedin-interactions'],
    interactions: [
      {
        with: 'cardiac-glycoside',
        says: 'no interaction with the cardiac glycoside ouabain in pharmacological studies',
        source: 'spc-vetmedin-interactions',
        notEnforced: 'the label found no interaction',
      },
      {
        with: 'ccb-nondihydropyridine',
        says: 'the rise in heart contractility is weakened by verapamil and diltiazem',
        source: 'spc-vetmedin-interactions',
        enforcedBy: 'pimobendan-antagonists',
      },
      {
        with: 'beta-blocker',
        says: 'the rise in heart contractility is weakened by propranolol',
        source: 'spc-vetmedin-interactions',
        enforcedBy: 'pimobendan-antagonists',
      },
    ],
  },
  {
    class: 'cardiac-glycoside',
    pending:
      'no digoxin label was read; its partners are recorded from the furosemide and pimobendan labels',
  },
  {
    class: 'beta-blocker-nonselective',
    pending: 'no sotalol or timolol label interaction section was read',
  },
  { class: 'beta-blocker-selective', pending: 'no atenolol label interaction section was read' },
  {
    class: 'calcium-channel-blocker',
    pending:
      'the Amodip and other amlodipine-for-cats SPCs were read for contraindications and precautions; the interaction section was not reached',
  },
  {
    class: 'ccb-nondihydropyridine',
    pending: 'the HyperCard (diltiazem) SPC interaction section was not reached',
  },
  {
    class: 'antiarrhythmic',
    pending: 'no sotalol, mexiletine, amiodarone or lidocaine interaction section was read',
  },
  { class: 'vasodilator', pending: 'no hydralazine or minoxidil interaction section was read' },
  { class: 'nitrate', pending: 'no nitroglycerin label interaction section was read' },
  { class: 'pde5-inhibitor', pending: 'no sildenafil interaction section was read' },
  {
    class: 'alpha1-blocker',
    pending: 'no prazosin or phenoxybenzamine interaction section was read',
  },
  { class: 'antiplatelet', pending: 'no clopidogrel interaction section was read' },
  {
    class: 'anticoagulant',
    pending:
      'no rivaroxaban or enoxaparin label was read; methimazole with anticoagulants is recorded under antithyroid',
  },
  {
    class: 'potassium-supplement',
    pending: 'no potassium gluconate or citrate label interaction section was read',
  },
  {
    class: 'phosphate-binder',
    pending:
      'no aluminium hydroxide or chitosan binder label was read; the levothyroxine label naming aluminium salts is recorded under thyroid-hormone',
  },
  {
    class: 'vitamin-d',
    drugs: ['calcitriol'],
    sources: ['vca-calcitriol'],
    interactions: [
      {
        with: 'calcium supplement',
        says: 'do not give calcium supplements while using calcitriol',
        source: 'vca-calcitriol',
        enforcedBy: 'calcitriol-calcium',
      },
      {
        with: 'calcium carbonate',
        says: 'do not give calcium supplements while using calcitriol',
        source: 'vca-calcitriol',
        enforcedBy: 'calcitriol-calcium',
      },
    ],
  },
  { class: 'erythropoiesis-stimulant', pending: 'no darbepoetin interaction section was read' },
];
