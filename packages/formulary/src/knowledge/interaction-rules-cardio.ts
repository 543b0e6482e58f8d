import type { PairRule } from './interaction-rules';

/** Heparin and the low-molecular-weight heparins. */
const HEPARINS = ['heparin', 'enoxaparin', 'dalteparin'];

// Heart, kidney, electrolyte, bleeding and endocrine interactions (ACVIM MMVD consensus; Plumb's;
// Boothe; product labels).

export const CARDIO_RENAL_RULES: readonly PairRule[] = [
  {
    id: 'nsaid-raas',
    a: { classes: ['nsaid'] },
    b: { classes: ['ace-inhibitor', 'arb'] },
    risk: 'Medium',
    description:
      'An NSAID reduces blood flow to the kidneys while an ACE inhibitor or ARB relaxes the kidney’s outflow vessels; together they can cause kidney injury, especially in older or dehydrated pets.',
    recommendation:
      'Your vet may want kidney values checked before and a few weeks after starting both.',
    source: 'boothe-interactions',
  },
  {
    id: 'nsaid-loop-diuretic',
    a: { classes: ['nsaid'] },
    b: { classes: ['loop-diuretic', 'thiazide-diuretic'] },
    risk: 'Low',
    description: 'NSAIDs blunt the effect of diuretics and, with dehydration, strain the kidneys.',
    recommendation: 'Make sure your pet keeps drinking; your vet may monitor kidney values.',
    source: 'boothe-interactions',
  },
  {
    id: 'nsaid-aminoglycoside',
    a: { classes: ['nsaid'] },
    b: { classes: ['aminoglycoside'] },
    risk: 'Medium',
    description: 'Both are hard on the kidneys; together the risk of kidney injury rises.',
    recommendation: 'Ask your vet about monitoring kidney values.',
    source: 'boothe-interactions',
  },
  {
    id: 'nsaid-anticoagulant',
    group: 'bleeding',
    a: { classes: ['nsaid'] },
    b: { classes: ['anticoagulant'] },
    risk: 'High',
    description:
      'An NSAID with an anticoagulant greatly raises the risk of serious bleeding, including from the stomach.',
    recommendation: 'Do not combine without your vet’s advice.',
    source: 'boothe-interactions',
  },
  {
    id: 'nsaid-clopidogrel',
    group: 'bleeding',
    a: { classes: ['nsaid'], except: ['aspirin'] },
    b: { drugs: ['clopidogrel'] },
    risk: 'Medium',
    description: 'An NSAID with clopidogrel raises the risk of stomach bleeding.',
    recommendation: 'Watch for black stools or vomiting blood and tell your vet.',
    source: 'boothe-interactions',
  },
  {
    id: 'nsaid-methotrexate',
    a: { classes: ['nsaid'] },
    b: { drugs: ['methotrexate'] },
    risk: 'Medium',
    description: 'NSAIDs slow the kidney clearance of methotrexate, raising its toxicity.',
    recommendation: 'Tell your oncologist about the NSAID.',
    source: 'plumbs',
  },
  {
    id: 'ace-arb',
    a: { classes: ['ace-inhibitor'] },
    b: { classes: ['arb'] },
    risk: 'Medium',
    description:
      'An ACE inhibitor and an ARB both block the renin–angiotensin system; together they can drop blood pressure and raise potassium and kidney values.',
    recommendation:
      'Use together only if your vet planned it, with blood pressure and kidney monitoring.',
    source: 'plumbs',
  },
  {
    id: 'raas-spironolactone',
    a: { classes: ['ace-inhibitor', 'arb'] },
    b: { classes: ['potassium-sparing-diuretic'] },
    risk: 'Low',
    description:
      'An ACE inhibitor (or ARB) with spironolactone can raise blood potassium; the pair is a standard heart-failure combination when monitored.',
    recommendation: 'Your vet will usually check potassium and kidney values after starting.',
    source: 'acvim-mmvd',
  },
  {
    id: 'spironolactone-nsaid',
    a: { classes: ['potassium-sparing-diuretic'] },
    b: { classes: ['nsaid'] },
    risk: 'Low',
    description:
      'The Prilactone (spironolactone) label asks for good hydration and kidney and potassium checks before and during treatment with an NSAID, and says not to combine them in dogs with kidney insufficiency.',
    recommendation:
      'Make sure your pet keeps drinking; your vet may check kidney values and potassium, and will avoid the pair if the kidneys are failing.',
    source: 'spc-prilactone',
  },
  {
    id: 'potassium-sparing-supplement',
    a: { classes: ['potassium-sparing-diuretic'] },
    b: { classes: ['potassium-supplement'] },
    risk: 'Medium',
    description:
      'A potassium supplement on top of a drug that holds on to potassium can push blood potassium dangerously high.',
    recommendation: 'Ask your vet whether the supplement is still needed and check potassium.',
    source: 'plumbs',
  },
  {
    id: 'raas-potassium-supplement',
    a: { classes: ['ace-inhibitor', 'arb'] },
    b: { classes: ['potassium-supplement'] },
    risk: 'Low',
    description:
      'An ACE inhibitor or ARB makes the body hold on to potassium; with a potassium supplement blood potassium can climb (kidney-disease cats often need both).',
    recommendation: 'Your vet will check potassium levels periodically.',
    source: 'plumbs',
  },
  {
    id: 'trilostane-potassium',
    a: { drugs: ['trilostane'] },
    b: { classes: ['potassium-sparing-diuretic', 'potassium-supplement'] },
    risk: 'Medium',
    description:
      'Trilostane lowers aldosterone, so potassium-sparing drugs add to the risk of high potassium.',
    recommendation: 'Your vet will monitor electrolytes.',
    source: 'label-vetoryl',
  },
  {
    id: 'trilostane-ace',
    a: { drugs: ['trilostane'] },
    b: { classes: ['ace-inhibitor', 'arb'] },
    risk: 'Low',
    description: 'Trilostane with an ACE inhibitor can raise potassium and lower blood pressure.',
    recommendation: 'Your vet will monitor electrolytes.',
    source: 'label-vetoryl',
  },
  {
    id: 'adrenolytic-azole',
    a: { classes: ['adrenolytic'] },
    b: { drugs: ['ketoconazole'] },
    risk: 'Medium',
    description:
      'Ketoconazole also suppresses adrenal hormone production; with trilostane or mitotane this can cause an adrenal crisis.',
    recommendation: 'Ask your vet before combining.',
    source: 'label-vetoryl',
  },
  {
    id: 'allopurinol-azathioprine',
    a: { classes: ['xanthine-oxidase-inhibitor'] },
    b: { drugs: ['azathioprine'] },
    risk: 'High',
    description:
      'Allopurinol blocks the enzyme that breaks down azathioprine, so azathioprine builds up and can severely suppress the bone marrow.',
    recommendation:
      'Do not combine unless your vet has cut the azathioprine dose sharply and is monitoring blood counts.',
    source: 'plumbs',
  },
  {
    id: 'mitotane-spironolactone',
    a: { drugs: ['mitotane'] },
    b: { drugs: ['spironolactone'] },
    risk: 'Medium',
    description:
      'Spironolactone can block the adrenal-suppressing action of mitotane (Lysodren), so Cushing’s control may fail.',
    recommendation: 'Ask your vet before combining; another diuretic may be chosen.',
    source: 'plumbs',
  },
  {
    id: 'digoxin-diuretic',
    a: { drugs: ['digoxin'] },
    b: { classes: ['loop-diuretic', 'thiazide-diuretic'] },
    risk: 'Medium',
    description:
      'Diuretics can lower potassium and magnesium, which makes digoxin toxicity (vomiting, rhythm problems) more likely.',
    recommendation: 'Your vet may check electrolytes and digoxin levels.',
    source: 'plumbs',
  },
  {
    id: 'digoxin-raisers',
    a: { drugs: ['digoxin'] },
    b: {
      drugs: [
        'amiodarone',
        'quinidine',
        'verapamil',
        'ketoconazole',
        'itraconazole',
        'spironolactone',
      ],
    },
    risk: 'Medium',
    description:
      'This drug raises digoxin levels (less clearance through the kidney or gut), risking toxicity.',
    recommendation: 'Your vet may lower the digoxin dose and check levels.',
    source: 'plumbs',
  },
  {
    id: 'digoxin-rate-control',
    a: { drugs: ['digoxin'] },
    b: { classes: ['beta-blocker'], drugs: ['diltiazem'] },
    risk: 'Low',
    description:
      'Both slow the heart; the pair is used on purpose for atrial fibrillation but can slow it too much.',
    recommendation: 'Your vet will check the heart rate; report weakness or fainting.',
    source: 'plumbs',
  },
  {
    id: 'aminoglycoside-loop',
    a: { classes: ['aminoglycoside'] },
    b: { classes: ['loop-diuretic'] },
    risk: 'High',
    description:
      'Loop diuretics and aminoglycosides together damage the kidneys and inner ear (deafness, balance loss) much more than either alone.',
    recommendation:
      'Avoid the combination; if unavoidable, your vet will monitor kidney values closely.',
    source: 'plumbs',
  },
  {
    id: 'aminoglycoside-nephrotoxic',
    a: { classes: ['aminoglycoside'] },
    b: { drugs: ['amphotericin b', 'cisplatin', 'cyclosporine'] },
    risk: 'High',
    description: 'Two kidney-toxic drugs together markedly raise the risk of kidney injury.',
    recommendation: 'Ask your vet about alternatives or close kidney monitoring.',
    source: 'plumbs',
  },
  {
    id: 'beta-blocker-ccb',
    a: { classes: ['beta-blocker'] },
    b: { classes: ['ccb-nondihydropyridine'] },
    risk: 'Medium',
    description:
      'A beta-blocker with diltiazem or verapamil can slow the heart and lower blood pressure too far.',
    recommendation: 'Use together only under your vet’s monitoring.',
    source: 'plumbs',
  },
  {
    id: 'nonselective-beta-agonist',
    a: { classes: ['beta-blocker-nonselective'] },
    b: { classes: ['beta2-agonist'] },
    risk: 'Medium',
    anyRoute: true,
    description:
      'A non-selective beta-blocker cancels the airway-opening effect of terbutaline or albuterol.',
    recommendation: 'Ask your vet about a selective beta-blocker such as atenolol.',
    source: 'plumbs',
  },
  {
    id: 'pimobendan-antagonists',
    a: { drugs: ['pimobendan'] },
    b: { classes: ['beta-blocker', 'ccb-nondihydropyridine'] },
    risk: 'Low',
    description:
      'Beta-blockers and diltiazem/verapamil can blunt pimobendan’s effect on heart contraction.',
    recommendation: 'Your vet will weigh the combination; report tiredness or breathing changes.',
    source: 'label-vetmedin',
  },
  {
    id: 'maropitant-ccb',
    a: { drugs: ['maropitant'] },
    b: { classes: ['calcium-channel-blocker'], drugs: ['carvedilol', 'pimobendan'] },
    risk: 'Low',
    description:
      'Maropitant is highly protein-bound and has a weak calcium-channel effect; its label advises care with other highly protein-bound heart drugs and (EU) against calcium-channel blockers such as amlodipine.',
    recommendation:
      'Usually manageable short term; ask your vet and watch for weakness or low blood pressure.',
    source: 'spc-cerenia',
  },
  {
    id: 'pde5-nitrate',
    a: { classes: ['pde5-inhibitor'] },
    b: { classes: ['nitrate'] },
    risk: 'High',
    anyRoute: true,
    description: 'Sildenafil with a nitrate can cause a severe, prolonged drop in blood pressure.',
    recommendation: 'Do not combine.',
    source: 'plumbs',
  },
  {
    id: 'anticoagulant-raisers',
    a: { drugs: ['warfarin'] },
    b: { classes: ['sulfonamide', 'azole-antifungal', 'nitroimidazole'], drugs: ['phenobarbital'] },
    risk: 'Medium',
    description: 'This drug changes warfarin clearance, so clotting times can swing out of range.',
    recommendation: 'Your vet will recheck clotting times.',
    source: 'plumbs',
  },
  // Clopidogrel with a heparin is left out: the cardiology handout (ecvh-clopidogrel-interactions)
  // says the two can be used safely together (decision 058). Aspirin, the other antiplatelet, is an
  // NSAID, and nsaid-anticoagulant already reports it with a heparin.
  {
    id: 'anticoagulant-antiplatelet',
    group: 'bleeding',
    a: { classes: ['anticoagulant'], except: HEPARINS },
    b: { classes: ['antiplatelet'] },
    risk: 'Medium',
    description: 'An anticoagulant with an antiplatelet drug adds to the bleeding risk.',
    recommendation: 'Use together only under your vet’s plan; watch for bruising or bleeding.',
    source: 'plumbs',
  },
  // Endocrine
  {
    id: 'thyroid-antithyroid',
    a: { classes: ['thyroid-hormone'] },
    b: { classes: ['antithyroid'] },
    risk: 'Medium',
    description: 'Levothyroxine and methimazole work in opposite directions.',
    recommendation: 'Check with your vet that both are intended.',
    source: 'plumbs',
  },
  {
    id: 'sglt2-insulin',
    a: { classes: ['sglt2-inhibitor'] },
    b: { classes: ['insulin', 'oral-hypoglycaemic'], except: ['bexagliflozin', 'velagliflozin'] },
    risk: 'High',
    description:
      'SGLT2 inhibitors for cats (bexagliflozin, velagliflozin) are not for cats on insulin: the combination risks dangerous low blood sugar and diabetic ketoacidosis.',
    recommendation: 'Do not combine; your vet manages any switch between them.',
    source: 'label-bexacat',
  },
  {
    id: 'corticosteroid-insulin',
    a: { classes: ['corticosteroid'] },
    b: { classes: ['insulin'] },
    risk: 'Low',
    description: 'Corticosteroids raise blood sugar and can increase insulin needs.',
    recommendation: 'Your vet may need to adjust the insulin dose; watch thirst and urination.',
    source: 'plumbs',
  },
  // Sedation and anaesthesia
  {
    // High since decision 058: the ACP Injection SPC lists the pair among its contraindications
    // ("do not use in conjunction with organophosphates", enhanced activity and toxicity).
    id: 'acepromazine-organophosphate',
    a: { drugs: ['acepromazine'] },
    b: { classes: ['organophosphate'] },
    risk: 'High',
    anyRoute: true,
    description:
      'Acepromazine can make organophosphate insecticides (flea collars, dips, some wormers) more toxic; the horse label says not to use the two together, and the pet handout says not within a month of exposure.',
    recommendation:
      'Do not give acepromazine to a pet exposed to an organophosphate in the last month; tell your vet about any flea collar, dip or wormer before sedation.',
    source: 'spc-acp-stallion',
  },
  {
    id: 'fluoxetine-phenothiazine',
    a: { drugs: ['fluoxetine'] },
    b: { classes: ['phenothiazine'] },
    risk: 'High',
    description:
      'The Reconcile (fluoxetine) label says not to give it with drugs that lower the seizure threshold, such as acepromazine or chlorpromazine.',
    recommendation: 'Ask your vet about another sedative for a dog taking fluoxetine.',
    source: 'spc-reconcile',
  },
  {
    id: 'ondansetron-apomorphine',
    a: { classes: ['5ht3-antagonist'] },
    b: { drugs: ['apomorphine'] },
    risk: 'High',
    description:
      'Ondansetron with apomorphine can cause a profound drop in blood pressure and collapse.',
    recommendation: 'Do not combine.',
    source: 'plumbs',
  },
];
