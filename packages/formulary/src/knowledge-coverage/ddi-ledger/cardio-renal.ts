import type { DdiRecord } from './types';

// Interaction ledger, section 'cardio-renal' of DDI_SECTIONS (sections.ts): one record per class.
// Read by ddi-b (issue 22) from the benazepril, pimobendan, spironolactone, furosemide and
// torasemide SPCs and leaflets and a calcitriol handout. Heart-failure drugs vets combine every
// day (benazepril, pimobendan, furosemide, spironolactone, digoxin) stay without a rule where the
// labels call the combination routine or ask only for the vet's monitoring.

const COMBINED_BP =
  'combined antihypertensive therapy is prescribed and titrated by the vet, who monitors blood pressure; no owner action a rule could give';
const CARDIOLOGIST_ALLOWS =
  'an additive slow-heart-rate or low-blood-pressure note the cardiology handout says its doctors allow for when prescribing; no owner action a rule could give';

const PRAZOSIN_BP =
  'the pharmacy monograph’s “avoid” is general advice on adding blood-pressure-lowering drugs, with no harm or label behind it; the vet prescribing both titrates them (left for the lead to weigh)';

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
        enforcedBy: 'diuretic-insulin',
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
    drugs: ['hydrochlorothiazide'],
    sources: ['ecvh-hydrochlorothiazide-interactions'],
    interactions: [
      {
        with: 'digoxin',
        says: 'potassium loss may raise the risk of digoxin toxicity',
        source: 'ecvh-hydrochlorothiazide-interactions',
        enforcedBy: 'digoxin-diuretic',
      },
      {
        with: 'nsaid',
        says: 'NSAIDs may reduce the diuretic effect and raise the risk of kidney problems',
        source: 'ecvh-hydrochlorothiazide-interactions',
        enforcedBy: 'nsaid-loop-diuretic',
      },
      {
        with: 'insulin',
        says: 'may increase insulin needs in diabetic patients',
        source: 'ecvh-hydrochlorothiazide-interactions',
        enforcedBy: 'diuretic-insulin',
      },
    ],
    unread: 'no hydrochlorothiazide or chlorothiazide label section was read',
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
    drugs: ['digoxin'],
    sources: ['cvca-digoxin-interactions', 'wedgewood-digoxin'],
    interactions: [
      {
        with: 'loop-diuretic',
        says: 'usually given with diuretics; low potassium raises the risk of digoxin toxicity',
        source: 'cvca-digoxin-interactions',
        enforcedBy: 'digoxin-diuretic',
      },
      {
        with: 'ace-inhibitor',
        says: 'usually given with ACE inhibitors in heart failure',
        source: 'wedgewood-digoxin',
        notEnforced: ROUTINE_HEART_FAILURE,
      },
      {
        with: 'antacid',
        says: 'antacids may lower digoxin levels',
        source: 'cvca-digoxin-interactions',
        notEnforced:
          'a possible loss of effect with no harm described; digoxin levels are checked by the vet (sucralfate with digoxin is reported by sucralfate-digoxin)',
      },
      {
        with: 'kaolin pectin',
        says: 'kaolin-pectin (Kaopectate) may lower digoxin levels',
        source: 'cvca-digoxin-interactions',
        notEnforced:
          'a possible loss of effect with no harm described; digoxin levels are checked by the vet',
      },
      {
        with: 'metoclopramide',
        says: 'metoclopramide may lower digoxin levels',
        source: 'cvca-digoxin-interactions',
        notEnforced:
          'a possible loss of effect with no harm described; digoxin levels are checked by the vet',
      },
      {
        with: 'chemotherapy',
        says: 'certain chemotherapy drugs may lower digoxin levels',
        source: 'cvca-digoxin-interactions',
        notEnforced: 'in-clinic only (chemotherapy is given by the vet), and names no drug',
      },
    ],
    unread:
      'the CVCA list of drugs that raise digoxin levels was cut off in the copy reached; no digoxin label section was read. Partners from other labels (furosemide, pimobendan, diltiazem) are recorded under their classes',
  },
  {
    class: 'beta-blocker-nonselective',
    drugs: ['propranolol'],
    sources: ['texaswest-propranolol'],
    interactions: [
      {
        with: 'digoxin',
        says: 'use with extreme caution in pets taking digoxin',
        source: 'texaswest-propranolol',
        enforcedBy: 'digoxin-rate-control',
      },
    ],
    unread:
      'the handout’s list of other drugs to tell the vet about was not reached; no sotalol, carvedilol or timolol section was read. Propranolol with terbutaline or albuterol is enforced by nonselective-beta-agonist from Plumb’s',
  },
  {
    class: 'beta-blocker-selective',
    drugs: ['atenolol'],
    sources: ['cvca-atenolol-interactions'],
    interactions: [
      {
        with: 'diltiazem',
        says: 'more risk of a slow heart rate or low blood pressure with diltiazem',
        source: 'cvca-atenolol-interactions',
        enforcedBy: 'beta-blocker-ccb',
      },
      {
        with: 'amlodipine',
        says: 'more risk of a slow heart rate or low blood pressure with amlodipine',
        source: 'cvca-atenolol-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'ace-inhibitor',
        says: 'more risk of a slow heart rate or low blood pressure with enalapril or benazepril',
        source: 'cvca-atenolol-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'acepromazine',
        says: 'more risk of a slow heart rate or low blood pressure with acepromazine',
        source: 'cvca-atenolol-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
    ],
    unread:
      'the atenolol sections of a label were not reached (atenolol is a human drug used off label); metoprolol and esmolol were not read',
  },
  {
    class: 'calcium-channel-blocker',
    drugs: ['amlodipine'],
    sources: ['rockridge-amlodipine-interactions', 'wedgewood-amlodipine-combinations'],
    interactions: [
      {
        with: 'ace-inhibitor',
        says: 'other blood-pressure-lowering drugs can drop the pressure too far; amlodipine is combined with ACE inhibitors',
        source: 'wedgewood-amlodipine-combinations',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'beta-blocker',
        says: 'other blood-pressure-lowering drugs can drop the pressure too far; amlodipine is combined with beta-blockers',
        source: 'wedgewood-amlodipine-combinations',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'grapefruit juice',
        says: 'grapefruit juice can raise amlodipine levels',
        source: 'rockridge-amlodipine-interactions',
        notEnforced: 'a food, not a catalogue medicine; no harm described in pets',
      },
    ],
    unread:
      'the Amodip SPC interaction section was not reached; the maropitant label naming calcium-channel blockers is recorded under nk1-antagonist',
  },
  {
    class: 'ccb-nondihydropyridine',
    drugs: ['diltiazem'],
    sources: ['spc-hypercard', 'cvca-diltiazem-interactions'],
    interactions: [
      {
        with: 'beta-blocker',
        says: 'the HyperCard label (cats) says not with beta-blockers; the cardiology handout names a slow heart rate and low blood pressure with atenolol',
        source: 'spc-hypercard',
        enforcedBy: 'diltiazem-beta-blocker-cat',
      },
      {
        with: 'cardiac-glycoside',
        says: 'the HyperCard label (cats with hypertrophic cardiomyopathy) says not with digitalis or digoxin; in dogs the pair is given on purpose for atrial fibrillation (digoxin-rate-control, Low)',
        source: 'spc-hypercard',
        enforcedBy: 'diltiazem-digoxin-cat',
      },
      {
        with: 'amlodipine',
        says: 'more risk of a slow heart rate and low blood pressure with amlodipine',
        source: 'cvca-diltiazem-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'ace-inhibitor',
        says: 'more risk of a slow heart rate and low blood pressure with enalapril or benazepril',
        source: 'cvca-diltiazem-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'acepromazine',
        says: 'more risk of a slow heart rate and low blood pressure with acepromazine',
        source: 'cvca-diltiazem-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'cyclosporine',
        says: 'diltiazem raises the effect of cyclosporine',
        source: 'cvca-diltiazem-interactions',
        enforcedBy: 'cyp3a-cyclosporine',
      },
      {
        with: 'benzodiazepine',
        says: 'diltiazem raises the effect of benzodiazepines (diazepam, alprazolam)',
        source: 'cvca-diltiazem-interactions',
        enforcedBy: 'diltiazem-benzodiazepine',
      },
    ],
    unread: 'the HyperCard SPC interaction section (4.8) itself; verapamil was not read',
  },
  {
    class: 'antiarrhythmic',
    drugs: ['sotalol'],
    sources: ['ecvh-sotalol-interactions', 'cvca-sotalol-interactions'],
    interactions: [
      {
        with: 'amiodarone',
        says: 'should not be used together with amiodarone (pro-arrhythmic)',
        source: 'ecvh-sotalol-interactions',
        enforcedBy: 'sotalol-amiodarone',
      },
      {
        with: 'erythromycin',
        says: 'caution with erythromycin, which may raise the risk of arrhythmias',
        source: 'ecvh-sotalol-interactions',
        enforcedBy: 'antiarrhythmic-qt',
      },
      {
        with: 'cisapride',
        says: 'a small risk of worsening arrhythmia with cisapride',
        source: 'cvca-sotalol-interactions',
        enforcedBy: 'antiarrhythmic-qt',
      },
      {
        with: 'quinidine',
        says: 'a small risk of worsening arrhythmia with quinidine',
        source: 'cvca-sotalol-interactions',
        enforcedBy: 'antiarrhythmic-qt',
      },
      {
        with: 'procainamide',
        says: 'a small risk of worsening arrhythmia with procainamide',
        source: 'cvca-sotalol-interactions',
        enforcedBy: 'antiarrhythmic-qt',
      },
      {
        with: 'digoxin',
        says: 'caution with digoxin (pro-arrhythmic); the two are also combined for difficult arrhythmias',
        source: 'ecvh-sotalol-interactions',
        enforcedBy: 'digoxin-rate-control',
      },
      {
        with: 'ccb-nondihydropyridine',
        says: 'verapamil and diltiazem may lower blood pressure and heart rate',
        source: 'cvca-sotalol-interactions',
        enforcedBy: 'beta-blocker-ccb',
      },
      {
        with: 'azithromycin',
        says: 'azithromycin may raise the risk of toxicity',
        source: 'ecvh-sotalol-interactions',
        enforcedBy: 'sotalol-azithromycin',
      },
      {
        with: 'fluoroquinolone',
        says: 'caution with fluoroquinolones, which may raise the risk of arrhythmias',
        source: 'ecvh-sotalol-interactions',
        enforcedBy: 'sotalol-fluoroquinolone',
      },
      {
        with: 'acepromazine',
        says: 'a small risk of worsening arrhythmia with acepromazine',
        source: 'cvca-sotalol-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'tca',
        says: 'a small risk of worsening arrhythmia with tricyclic antidepressants (clomipramine, amitriptyline)',
        source: 'cvca-sotalol-interactions',
        notEnforced: CARDIOLOGIST_ALLOWS,
      },
      {
        with: 'antacid',
        says: 'antacids reduce sotalol absorption; separate doses by 1-2 hours',
        source: 'ecvh-sotalol-interactions',
        notEnforced:
          'an absorption-timing note with no harm described; separating doses is the vet’s instruction',
      },
    ],
    unread: 'no mexiletine, amiodarone or lidocaine section was read',
  },
  {
    class: 'vasodilator',
    drugs: ['hydralazine'],
    sources: ['mims-apo-hydralazine-interactions'],
    interactions: [
      {
        with: 'maoi',
        says: 'use MAO inhibitors with caution: together they can markedly lower blood pressure',
        source: 'mims-apo-hydralazine-interactions',
        enforcedBy: 'hydralazine-maoi',
      },
      {
        with: 'loop-diuretic',
        says: 'diuretics add to the fall in blood pressure, used to therapeutic advantage with careful dosing',
        source: 'mims-apo-hydralazine-interactions',
        notEnforced:
          'a planned combination (hydralazine is given with a diuretic because it retains salt and water); the vet titrates the dose',
      },
      {
        with: 'ace-inhibitor',
        says: 'other antihypertensives add to the fall in blood pressure, used to therapeutic advantage',
        source: 'mims-apo-hydralazine-interactions',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'calcium-channel-blocker',
        says: 'other antihypertensives add to the fall in blood pressure, used to therapeutic advantage',
        source: 'mims-apo-hydralazine-interactions',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'epinephrine',
        says: 'may reduce the pressor response to epinephrine',
        source: 'mims-apo-hydralazine-interactions',
        notEnforced: 'in-clinic only (epinephrine is given by the vet in an emergency)',
      },
    ],
    unread:
      'a human prescribing information was read (hydralazine is used off label); the Plumb’s hydralazine pages reached held no interaction paragraph; minoxidil and mannitol were not read',
  },
  { class: 'nitrate', pending: 'no nitroglycerin label interaction section was read' },
  {
    class: 'pde5-inhibitor',
    drugs: ['sildenafil'],
    sources: ['ecvh-sildenafil-interactions'],
    interactions: [
      {
        with: 'calcium-channel-blocker',
        says: 'with another vasodilator such as amlodipine there is a risk of low blood pressure; check blood pressure periodically',
        source: 'ecvh-sildenafil-interactions',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'ace-inhibitor',
        says: 'with another vasodilator such as an ACE inhibitor there is a risk of low blood pressure; check blood pressure periodically',
        source: 'ecvh-sildenafil-interactions',
        notEnforced: COMBINED_BP,
      },
      {
        with: 'phenobarbital',
        says: 'phenobarbital may lower sildenafil levels',
        source: 'ecvh-sildenafil-interactions',
        notEnforced: 'a possible loss of effect with no harm described; a dose note for the vet',
      },
      {
        with: 'azole-antifungal',
        says: 'some antifungals slow the breakdown of sildenafil, raising its levels',
        source: 'ecvh-sildenafil-interactions',
        notEnforced:
          'names no antifungal and no harm; sildenafil has a wide margin in dogs, so a rule would only add noise',
      },
    ],
    unread:
      'the VCA sildenafil handout interaction answer and a label section were not reached; nitrates with PDE5 inhibitors are enforced by pde5-nitrate from Plumb’s',
  },
  {
    class: 'alpha1-blocker',
    drugs: ['prazosin'],
    sources: ['rockridge-prazosin-interactions'],
    interactions: [
      {
        with: 'beta-blocker',
        says: 'avoid other drugs that lower blood pressure, such as beta-blockers',
        source: 'rockridge-prazosin-interactions',
        notEnforced: PRAZOSIN_BP,
      },
      {
        with: 'sildenafil',
        says: 'avoid other drugs that lower blood pressure, such as sildenafil',
        source: 'rockridge-prazosin-interactions',
        notEnforced: PRAZOSIN_BP,
      },
      {
        with: 'verapamil',
        says: 'avoid other drugs that lower blood pressure, such as verapamil',
        source: 'rockridge-prazosin-interactions',
        notEnforced: PRAZOSIN_BP,
      },
      {
        with: 'nifedipine',
        says: 'avoid other drugs that lower blood pressure, such as nifedipine',
        source: 'rockridge-prazosin-interactions',
        notEnforced: PRAZOSIN_BP,
      },
      {
        with: 'clonidine',
        says: 'clonidine may reduce the effect of prazosin',
        source: 'rockridge-prazosin-interactions',
        notEnforced: 'a possible loss of effect with no harm described',
      },
    ],
    unread:
      'no prazosin or phenoxybenzamine label section was read; phenoxybenzamine and tamsulosin were not read',
  },
  {
    class: 'antiplatelet',
    drugs: ['clopidogrel'],
    sources: ['cvca-clopidogrel-interactions', 'ecvh-clopidogrel-interactions'],
    interactions: [
      {
        with: 'nsaid',
        says: 'more risk of bleeding with NSAIDs (Rimadyl, Deramaxx, Metacam)',
        source: 'cvca-clopidogrel-interactions',
        enforcedBy: 'nsaid-clopidogrel',
      },
      {
        with: 'warfarin',
        says: 'more risk of bleeding with coumadin (warfarin)',
        source: 'cvca-clopidogrel-interactions',
        enforcedBy: 'anticoagulant-antiplatelet',
      },
      {
        with: 'aspirin',
        says: 'more risk of bleeding with aspirin, yet commonly given together with it',
        source: 'cvca-clopidogrel-interactions',
        notEnforced:
          'a planned combination in cats at risk of clots; nsaid-clopidogrel leaves aspirin out on purpose',
      },
      {
        with: 'enoxaparin',
        says: 'can be used safely with heparins (enoxaparin)',
        source: 'ecvh-clopidogrel-interactions',
        notEnforced:
          'the handout calls the pair safe, so anticoagulant-antiplatelet leaves the heparins out (decision 058)',
      },
      {
        with: 'omeprazole',
        says: 'omeprazole lowers the effect of clopidogrel',
        source: 'cvca-clopidogrel-interactions',
        enforcedBy: 'clopidogrel-omeprazole',
      },
      {
        with: 'torsemide',
        says: 'clopidogrel raises torsemide levels',
        source: 'cvca-clopidogrel-interactions',
        notEnforced: 'pharmacokinetic, no harm described; a note for the prescribing cardiologist',
      },
      {
        with: 'amlodipine',
        says: 'amlodipine may reduce the effect of clopidogrel',
        source: 'ecvh-clopidogrel-interactions',
        notEnforced:
          'a possible loss of effect named by one cardiology handout and not by the other; cats with heart disease are often given both',
      },
      {
        with: 'diltiazem',
        says: 'diltiazem may reduce the effect of clopidogrel',
        source: 'ecvh-clopidogrel-interactions',
        notEnforced:
          'a possible loss of effect named by one cardiology handout and not by the other; cats with heart disease are often given both',
      },
    ],
    unread:
      'no clopidogrel label section (a human drug used off label); aspirin is read under its own classes',
  },
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
