import type { LedgerRecord, LedgerSpecies } from './types';
import { offLabelFrom, noMinAge } from './types';

// Hormone drugs with a veterinary label: what each label read says, section by section
// (decision 042). Carbimazole, megestrol and deslorelin are still to read (coverage.test.ts lists them).

// Insulin: the ProZinc labels, licensed for dogs and cats (US insert and UK SPC). The US insert
// says not to give it during hypoglycaemia and that it was not evaluated in puppies, kittens, or
// breeding, pregnant and lactating animals (Low rows); the SPC adds only that it is not for the
// acute management of diabetic ketoacidosis (a choice of insulin for the clinic, no condition
// term). Caninsulin / Vetsulin was not read.
const insulin: LedgerSpecies = {
  labels: ['label-prozinc-us', 'spc-prozinc'],
  minAge: {
    labels: [
      {
        source: 'label-prozinc-us',
        says: 'not evaluated in puppies or kittens (no age given)',
      },
    ],
    enforced: {
      none: 'the label names puppies and kittens without an age in months, and the SPC gives none',
    },
  },
  pregnancy: { says: 'not established', source: 'label-prozinc-us', rule: 'rx-insulin-pregnancy' },
  lactation: { says: 'not established', source: 'label-prozinc-us', rule: 'rx-insulin-lactation' },
  breeding: { says: 'not established', source: 'label-prozinc-us', rule: 'rx-insulin-breeding' },
  conditions: [
    {
      condition: 'hypoglycaemia',
      says: 'not to be used during episodes of hypoglycaemia',
      source: 'label-prozinc-us',
      rule: 'hypoglycaemic-insulinoma',
    },
  ],
};

const methimazoleCat: LedgerSpecies = {
  labels: ['spc-felimazole', 'label-felimazole'],
  minAge: noMinAge('label', 'spc-felimazole'),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-felimazole',
    rule: 'lbl-antithyroid-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-felimazole',
    rule: 'lbl-antithyroid-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'spc-felimazole',
    rule: 'lbl-antithyroid-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'do not use with primary liver disease',
      source: 'spc-felimazole',
      rule: 'antithyroid-liver',
    },
    {
      condition: 'diabetes',
      says: 'do not use with systemic disease such as diabetes mellitus',
      source: 'spc-felimazole',
      rule: 'rx-methimazole-diabetes',
    },
    {
      condition: 'immune-mediated',
      says: 'do not use with signs of autoimmune disease',
      source: 'spc-felimazole',
      rule: 'antithyroid-autoimmune',
    },
    {
      condition: 'bleeding-disorder',
      says: 'do not use with white cell or platelet disorders or coagulopathies',
      source: 'spc-felimazole',
      rule: 'lbl-antithyroid-bleeding',
    },
    {
      condition: 'kidney',
      says: 'US: do not use in renal failure; EU: evaluate carefully (treatment can unmask kidney disease)',
      source: 'spc-felimazole',
      rule: 'lbl-antithyroid-kidney',
    },
  ],
};

const trilostaneDog: LedgerSpecies = {
  labels: ['spc-vetoryl', 'vetoryl-us-summary', 'label-vetoryl'],
  minAge: {
    labels: [
      { source: 'spc-vetoryl', kg: 3, says: 'do not use the 5-30 mg capsules in dogs under 3 kg' },
    ],
    enforced: {
      none: "the engine's weight finding says the smallest size is an overdose, but 5 mg in a 2.5 kg dog is 2 mg/kg, inside the labelled starting dose: the label gives no reason to state",
    },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'vetoryl-us-summary',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'not established',
    source: 'vetoryl-us-summary',
    rule: 'rx-trilostane-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'vetoryl-us-summary',
    rule: 'rx-trilostane-breeding-male',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'do not use with primary liver disease',
      source: 'spc-vetoryl',
      rule: 'hepatotoxic-liver',
    },
    {
      condition: 'kidney',
      says: 'do not use with kidney insufficiency',
      source: 'spc-vetoryl',
      rule: 'trilostane-kidney-liver',
    },
    {
      condition: 'addisons',
      says: 'over-suppression causes hypoadrenocorticism (adrenal crisis)',
      source: 'label-vetoryl',
      rule: 'adrenolytic-addisons',
    },
    {
      condition: 'diabetes',
      says: "diabetes with Cushing's needs specific monitoring",
      source: 'spc-vetoryl',
      notEnforced: "monitoring only; diabetes and Cushing's often coexist and are treated together",
    },
  ],
};

const osateroneDog: LedgerSpecies = {
  labels: ['spc-ypozane'],
  minAge: {
    labels: [{ source: 'spc-ypozane', kg: 3, says: 'no data for dogs under 3 kg' }],
    enforced: {
      none: '"no data" below 3 kg is not a limit, and the engine\'s weight finding would call the smallest tablet an overdose',
    },
  },
  pregnancy: {
    says: 'none stated',
    source: 'spc-ypozane',
    notEnforced: 'a product for male dogs only (benign prostatic hypertrophy)',
  },
  lactation: {
    says: 'none stated',
    source: 'spc-ypozane',
    notEnforced: 'a product for male dogs only (benign prostatic hypertrophy)',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-ypozane',
    notEnforced: 'the contraindications and precautions read name none for the treated male',
  },
  conditions: [
    {
      condition: 'addisons',
      says: 'cortisol may fall for weeks: monitor dogs with hypoadrenocorticism',
      source: 'spc-ypozane',
      rule: 'rx-osaterone-addisons',
    },
    {
      condition: 'liver',
      says: 'use with caution with a history of liver disease',
      source: 'spc-ypozane',
      rule: 'rx-osaterone-liver',
    },
  ],
};

const levothyroxineDog: LedgerSpecies = {
  labels: ['spc-levothyroxine', 'spc-thyforon'],
  minAge: noMinAge(
    'labels',
    { source: 'spc-levothyroxine', says: 'Leventa: no minimum age or weight stated' },
    { source: 'spc-thyforon', says: 'Thyforon: no minimum age or weight stated' },
  ),
  pregnancy: {
    says: 'not established',
    source: 'spc-levothyroxine',
    rule: 'lbl-thyroxine-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'spc-levothyroxine',
    rule: 'lbl-thyroxine-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'spc-levothyroxine',
    rule: 'lbl-thyroxine-breeding',
  },
  conditions: [
    {
      condition: 'hyperthyroidism',
      says: 'Leventa: do not use in dogs with hyperthyroidism',
      source: 'spc-levothyroxine',
      rule: 'thyroxine-hyperthyroid',
    },
    {
      condition: 'addisons',
      says: 'do not use with uncorrected adrenal insufficiency; caution and a gradual start when treated',
      source: 'spc-levothyroxine',
      rule: 'lbl-thyroxine-addisons',
    },
    {
      condition: 'heart-failure',
      says: 'caution in heart disease: the extra demand may decompensate a poorly functioning heart into congestive heart failure',
      source: 'spc-thyforon',
      rule: 'lbl-thyroxine-heart-failure',
    },
    {
      condition: 'diabetes',
      says: 'caution and a gradual start in diabetes mellitus',
      source: 'spc-levothyroxine',
      rule: 'lbl-thyroxine-diabetes',
    },
    {
      condition: 'kidney',
      says: 'Thyforon: a gradual start with kidney dysfunction',
      source: 'spc-thyforon',
      notEnforced: 'a gradual introduction of the dose, not a caution against use: no row',
    },
    {
      condition: 'liver',
      says: 'Thyforon: a gradual start with liver dysfunction',
      source: 'spc-thyforon',
      notEnforced: 'a gradual introduction of the dose, not a caution against use: no row',
    },
  ],
};

// Zycortal's EU SPC read (contraindications, warnings, precautions, and section 4.7 in the EMA's
// French text). Oedema, which it also names for caution, has no condition term. The Percorten-V
// insert could not be reached; pharmacy pages' "not for pregnant dogs" is not a label read.
const docpDog: LedgerSpecies = {
  labels: ['spc-zycortal', 'spc-zycortal-fr'],
  minAge: noMinAge('label', 'spc-zycortal'),
  pregnancy: { says: 'not established', source: 'spc-zycortal-fr', rule: 'rx-docp-pregnancy' },
  lactation: { says: 'not established', source: 'spc-zycortal-fr', rule: 'rx-docp-lactation' },
  breeding: { says: 'not established', source: 'spc-zycortal-fr', rule: 'rx-docp-breeding' },
  conditions: [
    {
      condition: 'heart-failure',
      says: 'give with caution with congestive heart disease',
      source: 'spc-zycortal',
      rule: 'lbl-mineralocorticoid-chf',
    },
    {
      condition: 'kidney',
      says: 'give with caution with severe kidney disease',
      source: 'spc-zycortal',
      rule: 'lbl-mineralocorticoid-kidney',
    },
    {
      condition: 'liver',
      says: 'give with caution with primary liver insufficiency',
      source: 'spc-zycortal',
      rule: 'lbl-mineralocorticoid-liver',
    },
    {
      condition: 'dehydration',
      says: 'a dog in Addisonian crisis (hypovolaemia, dehydration) is rehydrated with fluids before the first dose',
      source: 'spc-zycortal',
      notEnforced:
        'the first dose is given at the clinic after rehydration; a dehydrated Addisonian dog is the reason for the drug, not a caution against it',
    },
  ],
};

const DOCP_DOG_ONLY = "the dog label's statement is held to dogs, whom it was written for";

const dogSideOnly = {
  lactation: {
    says: 'none stated',
    source: 'vetoryl-us-summary',
    notEnforced: "the dog label's statement is held to dogs, whom it was written for",
  },
  breeding: {
    says: 'none stated',
    source: 'vetoryl-us-summary',
    notEnforced: "the dog label's statement is held to dogs, whom it was written for",
  },
} as const;

// Carbimazole: the Vidalta SPC for cats (UK, read to its precautions) and the Swiss Vidalta text,
// whose contraindications name pregnant and lactating queens outright (their section 4.7, with
// the reasons, was not reached). Neither says anything of breeding or a minimum age; the class
// rows written from the Felimazole label (methimazole, carbimazole's active form) enforce
// pregnancy, nursing and breeding. Dogs get it off label.
const VIDALTA_CH = 'spc-vidalta-ch';
const carbimazoleCat: LedgerSpecies = {
  labels: ['spc-vidalta', VIDALTA_CH],
  minAge: {
    labels: [{ source: VIDALTA_CH, says: 'no minimum age or weight stated' }],
    enforced: { none: 'the Vidalta texts read give no minimum age or weight to enforce' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: VIDALTA_CH,
    rule: 'lbl-antithyroid-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: VIDALTA_CH,
    rule: 'lbl-antithyroid-lactation',
  },
  breeding: { says: 'none stated', source: VIDALTA_CH, rule: 'lbl-antithyroid-breeding' },
  conditions: [
    {
      condition: 'liver',
      says: 'not with concurrent systemic disease such as severe primary liver disease',
      source: 'spc-vidalta',
      rule: 'antithyroid-liver',
    },
    {
      condition: 'diabetes',
      says: 'not with concurrent systemic disease such as diabetes mellitus',
      source: 'spc-vidalta',
      rule: 'rx-carbimazole-diabetes',
    },
    {
      condition: 'immune-mediated',
      says: 'not with signs of autoimmune disease or altered blood counts',
      source: 'spc-vidalta',
      rule: 'antithyroid-autoimmune',
    },
    {
      condition: 'bleeding-disorder',
      says: 'not with platelet disorders or coagulopathies',
      source: 'spc-vidalta',
      rule: 'lbl-antithyroid-bleeding',
    },
    {
      condition: 'kidney',
      says: 'treating hyperthyroidism can lower kidney filtration and unmask kidney disease',
      source: 'spc-vidalta',
      rule: 'antithyroid-kidney',
    },
  ],
};

// Cabergoline (Galastop and the dog-and-cat cabergoline SPC, NOAH; the Galastop monograph for dogs
// and cats in Felleskatalogen; the Dutch Galastop leaflet for bitches and queens): abortion in
// pregnancy (pregnancy-contraindicated, High); not for lactating animals unless lactation is to be
// stopped, which is what it is given for (lbl-cabergoline-lactation); it may lower blood pressure
// (lbl-cabergoline-hypotension); caution with heart failure and kidney or liver insufficiency. No
// label read gives a minimum age or says anything of breeding animals.
const cabergoline: LedgerSpecies = {
  labels: ['spc-galastop', 'fk-galastop', 'leaflet-galastop-nl'],
  minAge: noMinAge('labels read', 'fk-galastop'),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'fk-galastop',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'leaflet-galastop-nl',
    rule: 'lbl-cabergoline-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'fk-galastop',
    notEnforced: 'the labels read say nothing about breeding animals beyond pregnancy',
  },
  conditions: [
    {
      condition: 'hypotension',
      says: 'may lower blood pressure: not with hypotensive drugs or just after surgery under anaesthesia',
      source: 'spc-galastop',
      rule: 'lbl-cabergoline-hypotension',
    },
    {
      condition: 'heart-failure',
      says: 'use with caution in heart failure',
      source: 'fk-galastop',
      rule: 'rx-cabergoline-heart-failure',
    },
    {
      condition: 'kidney',
      says: 'use with caution with kidney insufficiency',
      source: 'fk-galastop',
      rule: 'rx-cabergoline-kidney',
    },
    {
      condition: 'liver',
      says: 'use with caution with liver insufficiency',
      source: 'fk-galastop',
      rule: 'rx-cabergoline-liver',
    },
  ],
};

const MEGESTROL_PENDING =
  'US label text (21 CFR 520.1341, Ovaban, bitches) read: not before or during the first oestrus (no age in months, no row), not in pregnant animals (rx-megestrol-pregnancy, Medium, dogs), not with disease of the reproductive system (rx-megestrol-reproductive-disease, Medium, dogs) or mammary tumours (the neoplasia term covers every cancer, so no row); diabetes is the class row depot-steroid-diabetes; the Ovarid SPC (dogs and cats) could not be read past its indications, so the lactation and breeding sections for dogs are missing (cats: the Megecat SPC below)';

// Megestrol acetate in cats: the French Megecat SPC (ANSES-ANMV) and leaflet, read through their
// contraindications, precautions and section 4.7. Not for prepubertal queens (no age in months: no
// row); pregnancy, uterine infection and liver insufficiency are cat-only Medium rows; diabetes is
// the class row; genital disease and mammary tumours have no row of their own (the neoplasia term
// covers every cancer); section 4.7 speaks of pregnancy only.
const megestrolCat: LedgerSpecies = {
  labels: ['spc-megecat', 'leaflet-megecat'],
  minAge: {
    labels: [{ source: 'spc-megecat', says: 'not in prepubertal queens (no age in months)' }],
    enforced: { none: 'the label names prepubertal queens, not an age in months, so no row' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-megecat',
    rule: 'rx-megestrol-pregnancy-cat',
  },
  lactation: {
    says: 'none stated',
    source: 'spc-megecat',
    notEnforced:
      'the label read says nothing about nursing queens (its section 4.7 names pregnancy only)',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-megecat',
    notEnforced: 'the label read says nothing about breeding animals beyond pregnancy',
  },
  conditions: [
    {
      condition: 'uterine-infection',
      says: 'not with uterine infection (leaflet: any genital disease)',
      source: 'spc-megecat',
      rule: 'rx-megestrol-uterine-cat',
    },
    {
      condition: 'liver',
      says: 'not with liver insufficiency',
      source: 'spc-megecat',
      rule: 'rx-megestrol-liver-cat',
    },
    {
      condition: 'diabetes',
      says: 'not in diabetic cats',
      source: 'spc-megecat',
      rule: 'depot-steroid-diabetes',
    },
    {
      condition: 'neoplasia',
      says: 'not with mammary tumours (leaflet)',
      source: 'leaflet-megecat',
      notEnforced:
        'the neoplasia term covers every cancer; a row for all cancers would overstate a mammary-tumour contraindication',
    },
  ],
};

const DESLORELIN_PENDING =
  'Suprelorin 4.7 mg SPC read to part of its special warnings: contraindications none; licensed for sexually mature male dogs, prepubertal bitches implanted between 12 and 16 weeks, and male cats from 3 months (indications, not minimum ages the engine can hold for every use); its precautions and section 4.7 (pregnancy, lactation) could not be reached';

// Fludrocortisone: a human drug given to dogs (and rarely cats) with Addison's disease off label;
// read from a veterinary client handout. It calls the drug safe in pregnancy (no row may fire),
// says treated mothers should not nurse (Medium), and lists conditions in which it should not be
// given; kidney, liver and heart disease are enforced by the mineralocorticoid rows written from
// the Percorten label (Low, Low and Medium), not raised from a handout.
const FLUDRO = 'handout-fludrocortisone-texaswest';
const fludrocortisone: LedgerSpecies = {
  labels: [FLUDRO],
  offLabel: 'a human drug used off label in dogs and cats; no veterinary label exists',
  minAge: noMinAge('reference read', FLUDRO),
  pregnancy: {
    says: 'may be used (label says safe)',
    source: FLUDRO,
    notEnforced: 'the handout calls it safe for use during pregnancy; no row fires',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: FLUDRO,
    rule: 'rx-fludrocortisone-lactation',
  },
  breeding: {
    says: 'none stated',
    source: FLUDRO,
    notEnforced: 'the veterinary handout read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'serious-infection',
      says: 'not with serious bacterial, fungal or viral infection',
      source: FLUDRO,
      rule: 'rx-fludrocortisone-infection',
    },
    {
      condition: 'gi-ulcer',
      says: 'not with stomach ulcers',
      source: FLUDRO,
      rule: 'rx-fludrocortisone-ulcer',
    },
    {
      condition: 'hypothyroidism',
      says: 'not with hypothyroidism',
      source: FLUDRO,
      rule: 'rx-fludrocortisone-hypothyroidism',
    },
    {
      condition: 'diabetes',
      says: 'not with diabetes',
      source: FLUDRO,
      rule: 'rx-fludrocortisone-diabetes',
    },
    {
      condition: 'liver',
      says: 'not with liver disease',
      source: FLUDRO,
      rule: 'lbl-mineralocorticoid-liver',
    },
    {
      condition: 'heart-failure',
      says: 'not with heart disease',
      source: FLUDRO,
      rule: 'lbl-mineralocorticoid-chf',
    },
    {
      condition: 'kidney',
      says: 'not with kidney disease',
      source: FLUDRO,
      rule: 'lbl-mineralocorticoid-kidney',
    },
  ],
};

// Mitotane: a human drug given to dogs with Cushing's disease off label; read from a veterinary
// client handout. It lists pregnant and nursing dogs plainly (do not use, no harm described:
// pregnancy is enforced by the stricter class row pregnancy-contraindicated, High).
const MITO = 'handout-mitotane-texaswest';
const mitotaneDog: LedgerSpecies = {
  labels: [MITO],
  offLabel: 'a human drug used off label in dogs; no veterinary label exists',
  minAge: noMinAge('reference read', MITO),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: MITO,
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: MITO,
    rule: 'rx-mitotane-lactation',
  },
  breeding: {
    says: 'none stated',
    source: MITO,
    notEnforced: 'the veterinary handout read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'diabetes',
      says: 'use with caution in diabetes',
      source: MITO,
      rule: 'rx-mitotane-diabetes',
    },
    {
      condition: 'liver',
      says: 'use with caution in liver disease',
      source: MITO,
      rule: 'rx-mitotane-liver',
    },
    {
      condition: 'kidney',
      says: 'use with caution in kidney disease',
      source: MITO,
      rule: 'rx-mitotane-kidney',
    },
  ],
};

export const ENDOCRINE_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  insulin: { dog: insulin, cat: insulin },
  mitotane: {
    dog: mitotaneDog,
    cat: offLabelFrom(
      mitotaneDog,
      'the handout read is written for dogs; cats with hyperadrenocorticism rarely get mitotane',
    ),
  },
  fludrocortisone: { dog: fludrocortisone, cat: fludrocortisone },
  'megestrol acetate': {
    dog: { pending: MEGESTROL_PENDING },
    cat: megestrolCat,
  },
  deslorelin: { dog: { pending: DESLORELIN_PENDING }, cat: { pending: DESLORELIN_PENDING } },
  carbimazole: {
    dog: offLabelFrom(
      carbimazoleCat,
      'Vidalta is licensed for cats; dogs get carbimazole off label',
      {
        conditions: carbimazoleCat.conditions.map((c) =>
          c.condition === 'diabetes'
            ? {
                condition: 'diabetes',
                says: c.says,
                source: c.source,
                notEnforced: "the cat label's diabetes contraindication is held to cats",
              }
            : c,
        ),
      },
    ),
    cat: carbimazoleCat,
  },
  cabergoline: { dog: cabergoline, cat: cabergoline },
  'desoxycorticosterone pivalate': {
    dog: docpDog,
    cat: offLabelFrom(
      docpDog,
      'Zycortal is licensed for dogs; cats with hypoadrenocorticism get DOCP off label',
      {
        pregnancy: { says: 'none stated', source: 'spc-zycortal-fr', notEnforced: DOCP_DOG_ONLY },
        lactation: { says: 'none stated', source: 'spc-zycortal-fr', notEnforced: DOCP_DOG_ONLY },
        breeding: { says: 'none stated', source: 'spc-zycortal-fr', notEnforced: DOCP_DOG_ONLY },
      },
    ),
  },
  levothyroxine: {
    dog: levothyroxineDog,
    cat: offLabelFrom(
      levothyroxineDog,
      'the levothyroxine labels read are for dogs; cats get it off label (after hyperthyroid treatment)',
    ),
  },
  methimazole: {
    dog: offLabelFrom(
      methimazoleCat,
      'Felimazole is licensed for cats; dogs get methimazole off label',
      {
        conditions: methimazoleCat.conditions.map((c) =>
          c.condition === 'diabetes'
            ? {
                condition: 'diabetes',
                says: c.says,
                source: c.source,
                notEnforced: "the cat label's diabetes contraindication is held to cats",
              }
            : c,
        ),
      },
    ),
    cat: methimazoleCat,
  },
  trilostane: {
    dog: trilostaneDog,
    cat: offLabelFrom(
      trilostaneDog,
      'Vetoryl is licensed for dogs; cats get trilostane off label',
      dogSideOnly,
    ),
  },
  osaterone: {
    dog: osateroneDog,
    cat: { notGiven: 'Ypozane is labelled for male dogs only.', source: 'spc-ypozane' },
  },
};
