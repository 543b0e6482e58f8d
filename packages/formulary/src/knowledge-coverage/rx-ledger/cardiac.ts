import type { LedgerRecord, LedgerSpecies } from './types';
import { offLabelFrom, noMinAge } from './types';

// Heart and blood-pressure drugs with a veterinary label: what each label read says, section by
// section (decision 042). Diltiazem, sildenafil and furosemide are still to read (coverage.test.ts
// lists them; their pending notes say what was tried).

const pimobendanDog: LedgerSpecies = {
  labels: ['spc-pimobendan', 'label-vetmedin'],
  minAge: noMinAge('label', 'spc-pimobendan'),
  pregnancy: {
    says: 'not established',
    source: 'spc-pimobendan',
    rule: 'lbl-pimobendan-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'spc-pimobendan',
    rule: 'lbl-pimobendan-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-pimobendan',
    notEnforced: 'the label reports no effect on fertility in laboratory studies',
  },
  conditions: [
    {
      condition: 'hcm',
      says: 'do not use in hypertrophic cardiomyopathy or aortic stenosis',
      source: 'spc-pimobendan',
      rule: 'pimobendan-hcm',
    },
    {
      condition: 'liver',
      says: 'do not use with severe impairment of liver function',
      source: 'spc-pimobendan',
      rule: 'lbl-pimobendan-liver',
    },
    {
      condition: 'diabetes',
      says: 'test blood glucose regularly in diabetic dogs',
      source: 'spc-pimobendan',
      rule: 'lbl-pimobendan-diabetes',
    },
  ],
};

const aceShock = (source: LedgerSpecies['labels'][number]) =>
  [
    {
      condition: 'hypotension',
      says: 'do not use in hypotension; acute hypotension when hypovolaemic',
      source,
      rule: 'lbl-ace-shock',
    },
    {
      condition: 'dehydration',
      says: 'hypovolaemia or dehydration: acute hypotension',
      source,
      rule: 'lbl-ace-shock',
    },
    {
      condition: 'hcm',
      says: 'do not use with outflow obstruction (aortic stenosis)',
      source,
      rule: 'lbl-ace-stenosis',
    },
  ] as const;

const benazepril: LedgerSpecies = {
  labels: ['spc-fortekor', 'spc-benazepril'],
  minAge: {
    labels: [
      { source: 'spc-fortekor', kg: 2.5, says: 'efficacy and safety not established below 2.5 kg' },
    ],
    enforced: {
      none: 'the engine\'s weight finding says even the smallest size is an overdose, which this label does not say: half a 2.5 mg tablet doses a 2.5 kg pet, and below that the label only says "not established"',
    },
  },
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-fortekor',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-fortekor',
    rule: 'lbl-raas-lactation',
  },
  breeding: { says: 'not established', source: 'spc-benazepril', rule: 'lbl-raas-breeding' },
  conditions: [
    ...aceShock('spc-fortekor'),
    {
      condition: 'kidney',
      says: 'do not use in acute kidney failure',
      source: 'spc-fortekor',
      notEnforced:
        "only acute kidney failure; chronic kidney disease is the cat label's own indication, and a profile's kidney disease cannot be told apart as acute",
    },
  ],
};

const enalaprilDog: LedgerSpecies = {
  labels: ['spc-enacard'],
  minAge: noMinAge('label', 'spc-enacard'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-enacard',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'none stated',
    source: 'spc-enacard',
    notEnforced: 'the label is silent; the ACE-inhibitor class row still asks',
  },
  breeding: { says: 'not established', source: 'spc-enacard', rule: 'lbl-raas-breeding' },
  conditions: [
    {
      condition: 'hcm',
      says: 'do not use with cardiac output failure (aortic stenosis)',
      source: 'spc-enacard',
      rule: 'lbl-ace-stenosis',
    },
  ],
};

const ramiprilDog: LedgerSpecies = {
  labels: ['spc-vasotop'],
  minAge: noMinAge('label', 'spc-vasotop'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-vasotop',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-vasotop',
    rule: 'lbl-raas-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-vasotop',
    notEnforced: 'the label is silent; the ACE-inhibitor class row still asks',
  },
  conditions: [
    ...aceShock('spc-vasotop'),
    {
      condition: 'kidney',
      says: 'benefit-risk assessment and monitoring in kidney or liver disease',
      source: 'spc-vasotop',
      notEnforced: 'monitoring only, no harm described; ACE inhibitors are routine in such dogs',
    },
  ],
};

const telmisartanCat: LedgerSpecies = {
  labels: ['spc-semintra'],
  minAge: {
    labels: [{ source: 'spc-semintra', months: 6, says: 'safety not tested under 6 months' }],
    enforced: { row: 'telmisartan-cat-6-months' },
  },
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-semintra',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-semintra',
    rule: 'lbl-raas-lactation',
  },
  breeding: { says: 'not established', source: 'spc-semintra', rule: 'rx-telmisartan-breeding' },
  conditions: [
    {
      condition: 'hypotension',
      says: 'transient hypotension may occur',
      source: 'spc-semintra',
      rule: 'lbl-arb-hypotension',
    },
    {
      condition: 'kidney',
      says: 'monitor kidney function in severe kidney disease',
      source: 'spc-semintra',
      notEnforced: "monitoring only; proteinuric chronic kidney disease is the label's indication",
    },
  ],
};

const spironolactoneDog: LedgerSpecies = {
  labels: ['spc-prilactone'],
  minAge: {
    labels: [
      {
        source: 'spc-prilactone',
        says: 'not recommended in growing dogs (anti-androgenic); no age given',
      },
    ],
    enforced: { none: 'the label gives no age for "growing", so there is no number to enforce' },
  },
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-prilactone',
    rule: 'lbl-spironolactone-pregnancy',
  },
  lactation: {
    says: 'contraindicated (harm described)',
    source: 'spc-prilactone',
    rule: 'lbl-spironolactone-lactation',
  },
  breeding: {
    says: 'contraindicated (harm described)',
    source: 'spc-prilactone',
    rule: 'lbl-spironolactone-breeding',
  },
  conditions: [
    {
      condition: 'addisons',
      says: 'do not use in hypoadrenocorticism',
      source: 'spc-prilactone',
      rule: 'potassium-addisons',
    },
    {
      condition: 'hyperkalaemia',
      says: 'do not use in hyperkalaemia',
      source: 'spc-prilactone',
      rule: 'potassium-hyperkalaemia',
    },
    {
      condition: 'liver',
      says: 'caution: extensively metabolised by the liver',
      source: 'spc-prilactone',
      rule: 'rx-spironolactone-liver',
    },
    {
      condition: 'kidney',
      says: 'not with an NSAID in kidney insufficiency',
      source: 'spc-prilactone',
      notEnforced:
        'the contraindication is the NSAID combination in kidney disease, held by the spironolactone-nsaid drug pair, not kidney disease alone',
    },
  ],
};

const torsemideDog: LedgerSpecies = {
  labels: ['spc-upcard', 'label-upcard-ca1'],
  minAge: noMinAge('label', 'spc-upcard'),
  pregnancy: {
    says: 'not established',
    source: 'label-upcard-ca1',
    rule: 'rx-torsemide-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'label-upcard-ca1',
    rule: 'rx-torsemide-lactation',
  },
  breeding: { says: 'not established', source: 'label-upcard-ca1', rule: 'rx-torsemide-breeding' },
  conditions: [
    {
      condition: 'kidney',
      says: 'do not use in renal failure',
      source: 'spc-upcard',
      rule: 'rx-torsemide-kidney',
    },
    {
      condition: 'dehydration',
      says: 'do not use with severe dehydration or hypovolaemia',
      source: 'spc-upcard',
      rule: 'nsaid-hypotension',
    },
    {
      condition: 'hypotension',
      says: 'do not use in hypotension',
      source: 'spc-upcard',
      rule: 'nsaid-hypotension',
    },
    {
      condition: 'diabetes',
      says: 'use with care in diabetes mellitus',
      source: 'spc-upcard',
      rule: 'lbl-loop-diabetes',
    },
  ],
};

const amlodipineCat: LedgerSpecies = {
  labels: ['spc-amlodipine-cat', 'cvca-amlodipine'],
  minAge: noMinAge('label', {
    source: 'spc-amlodipine-cat',
    says: 'no minimum age in the contraindications; dosing from 2.5 kg',
  }),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'cvca-amlodipine',
    rule: 'rx-amlodipine-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'cvca-amlodipine',
    rule: 'rx-amlodipine-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'cvca-amlodipine',
    rule: 'rx-amlodipine-breeding',
  },
  conditions: [
    {
      condition: 'hypotension',
      says: 'do not use in cardiogenic shock',
      source: 'spc-amlodipine-cat',
      rule: 'lbl-amlodipine-shock',
    },
    {
      condition: 'liver',
      says: 'do not use in severe liver failure; special caution in liver disease',
      source: 'spc-amlodipine-cat',
      rule: 'lbl-amlodipine-liver',
    },
  ],
};

// Atenolol: a human drug given to dogs and cats off label, with no veterinary label; read from a
// veterinary client handout (Texas West Veterinary Hospital). It names no pregnancy, nursing or
// breeding statement and no minimum age.
const ATENOLOL_HANDOUT_SILENT =
  'the veterinary handout read says nothing about pregnant, nursing or breeding animals';
const atenolol: LedgerSpecies = {
  labels: ['handout-atenolol-texaswest'],
  offLabel: 'a human drug used off label in dogs and cats; no veterinary label exists',
  minAge: noMinAge('reference read', 'handout-atenolol-texaswest'),
  pregnancy: {
    says: 'none stated',
    source: 'handout-atenolol-texaswest',
    notEnforced: ATENOLOL_HANDOUT_SILENT,
  },
  lactation: {
    says: 'none stated',
    source: 'handout-atenolol-texaswest',
    notEnforced: ATENOLOL_HANDOUT_SILENT,
  },
  breeding: {
    says: 'none stated',
    source: 'handout-atenolol-texaswest',
    notEnforced: ATENOLOL_HANDOUT_SILENT,
  },
  conditions: [
    {
      condition: 'bradycardia',
      says: 'not with heart block or a slow heart rate',
      source: 'handout-atenolol-texaswest',
      rule: 'rate-slowing-bradycardia',
    },
    {
      condition: 'heart-failure',
      says: 'not with some types of heart failure',
      source: 'handout-atenolol-texaswest',
      rule: 'beta-blocker-chf',
    },
    {
      condition: 'diabetes',
      says: 'use with caution in diabetic pets',
      source: 'handout-atenolol-texaswest',
      rule: 'rx-atenolol-diabetes',
    },
    {
      condition: 'kidney',
      says: 'use with caution in kidney disease',
      source: 'handout-atenolol-texaswest',
      rule: 'rx-atenolol-kidney',
    },
    {
      condition: 'asthma',
      says: 'use with caution in lung disease such as asthma',
      source: 'handout-atenolol-texaswest',
      rule: 'selective-beta-asthma',
    },
  ],
};

// Digoxin: human products given to dogs and cats off label (no veterinary label was read); read from a
// veterinary client handout and a Vetstream factsheet. Ventricular fibrillation and digitalis
// overdose, Collie breeds, obesity and severe lung disease have no condition term.
const digoxin: LedgerSpecies = {
  labels: ['handout-digoxin-texaswest', 'factsheet-digoxin-vetstream'],
  offLabel: 'human digoxin products given off label; no veterinary label was read',
  minAge: noMinAge('references read', 'handout-digoxin-texaswest'),
  pregnancy: {
    says: 'not established',
    source: 'handout-digoxin-texaswest',
    rule: 'rx-digoxin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'handout-digoxin-texaswest',
    rule: 'rx-digoxin-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'handout-digoxin-texaswest',
    rule: 'rx-digoxin-breeding',
  },
  conditions: [
    {
      condition: 'bradycardia',
      says: 'do not use with heart block',
      source: 'factsheet-digoxin-vetstream',
      rule: 'rate-slowing-bradycardia',
    },
    {
      condition: 'kidney',
      says: 'caution (the factsheet: extreme caution) with kidney disease',
      source: 'handout-digoxin-texaswest',
      rule: 'lbl-digoxin-kidney',
    },
    {
      condition: 'hyperthyroidism',
      says: 'use with caution with thyroid disease',
      source: 'handout-digoxin-texaswest',
      rule: 'rx-digoxin-hyperthyroidism',
    },
    {
      condition: 'hypothyroidism',
      says: 'use with caution with thyroid disease',
      source: 'handout-digoxin-texaswest',
      rule: 'rx-digoxin-hypothyroidism',
    },
    {
      condition: 'hypokalaemia',
      says: 'use with caution with an electrolyte (potassium) imbalance',
      source: 'factsheet-digoxin-vetstream',
      rule: 'rx-digoxin-hypokalaemia',
    },
  ],
};

const FUROSEMIDE_PENDING =
  'Furosoral SPC (cats and dogs) read to its precautions: do not use with hypovolaemia, hypotension or dehydration (nsaid-hypotension, Medium), electrolyte deficiency (diuretic-hypokalaemia), renal failure with anuria or acute glomerular nephritis (no row: anuria has no condition term, and furosemide is given routinely to pets with kidney disease), after excessive cardiac glycosides or with another loop diuretic (drug pairs); caution with impaired liver function, which it may tip into hepatic coma (lbl-furosemide-liver, Medium), diabetes (lbl-loop-diabetes) and nephrotic syndrome; a veterinary client handout (Texas West) lists pregnant and nursing pets (rx-furosemide-pregnancy, -lactation, Medium) and pets having difficulty urinating (rx-furosemide-urinary-retention, Medium) among those that should not take it; the SPC section 4.7 and the Salix US insert past its dosage could not be reached; rx-ledger-5 tried the Felleskatalogen Furosoral monograph and leaflet, the Swedish Furosoral leaflet and the German Furosoral, Furosivet, Furotab and Libeo texts: each stops at its contraindications, precautions or side effects (the German Furotab leaflet adds severe potassium or sodium deficiency, already the electrolyte row), none at pregnancy or nursing';

const DILTIAZEM_PENDING =
  'HyperCard SPC (cats) read to its precautions: not with 2nd or 3rd degree AV block, severe bradycardia or sick sinus syndrome (rate-slowing-bradycardia), hypotension (rx-diltiazem-hypotension), liver disease (rx-diltiazem-liver-cat, Medium) or kidney disease (rx-diltiazem-kidney-cat, Medium), nor in pregnant or lactating females (rx-diltiazem-pregnancy-cat, -lactation-cat, Medium); not under 12 months (diltiazem-cat-12-months, High) or 3 kg (a weight the engine would misstate as an overdose: no row, as for Vetoryl); caution in congestive heart failure (rx-diltiazem-heart-failure); treat hyperthyroidism first (rx-diltiazem-hyperthyroidism-cat, Low); monitor glucose in diabetics (monitoring only); its section 4.7 (and any breeding statement) could not be reached; dogs get human diltiazem off label';

const SILDENAFIL_PENDING =
  "a human drug (Viagra, Revatio) given to dogs and cats off label for pulmonary hypertension; no veterinary label exists. rx9 (2026-11-29) read the East Coast Heart Vet cardiology handout in full (ecvh-sildenafil-interactions): it names no contraindication, no minimum age and nothing of pregnant, nursing or breeding animals, only low blood pressure with other vasodilators (an interaction, in the interaction ledger); the VCA handout answers only to its side effects, before its risk-factor section, so the pregnancy, nursing and breeding statements stay unread. The rows rx-sildenafil-hypotension (Medium) and rx-sildenafil-liver (Low) cite Plumb's contraindications";

export const CARDIAC_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  diltiazem: { dog: { pending: DILTIAZEM_PENDING }, cat: { pending: DILTIAZEM_PENDING } },
  furosemide: { dog: { pending: FUROSEMIDE_PENDING }, cat: { pending: FUROSEMIDE_PENDING } },
  sildenafil: { dog: { pending: SILDENAFIL_PENDING }, cat: { pending: SILDENAFIL_PENDING } },
  digoxin: {
    dog: digoxin,
    cat: {
      ...digoxin,
      conditions: [
        ...digoxin.conditions,
        {
          condition: 'hcm',
          says: 'cats with hypertrophic cardiomyopathy should not take it',
          source: 'handout-digoxin-texaswest',
          rule: 'rx-digoxin-hcm-cat',
        },
      ],
    },
  },
  atenolol: { dog: atenolol, cat: atenolol },
  pimobendan: {
    dog: pimobendanDog,
    cat: offLabelFrom(
      pimobendanDog,
      'pimobendan is licensed for dogs; cats with heart failure get it off label',
    ),
  },
  benazepril: { dog: benazepril, cat: benazepril },
  enalapril: {
    dog: enalaprilDog,
    cat: offLabelFrom(enalaprilDog, 'enalapril is licensed for dogs; cats get it off label'),
  },
  ramipril: {
    dog: ramiprilDog,
    cat: offLabelFrom(ramiprilDog, 'Vasotop is licensed for dogs; cats get ramipril off label'),
  },
  telmisartan: {
    dog: offLabelFrom(
      telmisartanCat,
      'Semintra is licensed for cats; dogs get telmisartan off label',
      {
        breeding: {
          says: 'none stated',
          source: 'spc-semintra',
          notEnforced:
            "the cat label's breeding statement is held to cats, whom it was written for",
        },
      },
    ),
    cat: telmisartanCat,
  },
  spironolactone: {
    dog: spironolactoneDog,
    cat: offLabelFrom(spironolactoneDog, 'Prilactone is licensed for dogs; cats get it off label'),
  },
  torsemide: {
    dog: torsemideDog,
    cat: {
      notGiven: 'UpCard-CA1 is for use in dogs only; cats are not given it at home on this label.',
      source: 'label-upcard-ca1',
    },
  },
  amlodipine: {
    dog: offLabelFrom(
      amlodipineCat,
      'amlodipine tablets are licensed for cats; dogs get it off label',
    ),
    cat: amlodipineCat,
  },
};
