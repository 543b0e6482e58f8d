import type { LedgerRecord, LedgerSpecies, LedgerStatement } from './types';
import { noMinAge } from './types';
import type { SourceId } from '../../knowledge/sources';

// Corticosteroids with a veterinary label (decision 042). Prednisolone is read from its UK SPCs,
// US insert and, for nursing, an Austrian injection leaflet (below).
// Budesonide, a human drug given off label, is read from two veterinary compounding monographs
// (ledger-c).
//
// Prednisone, methylprednisolone, dexamethasone and triamcinolone are read from their US label
// text as the regulations give it (21 CFR part 520/522 sections for dogs and cats) together with
// 21 CFR 510.410, the warning every US veterinary corticosteroid label must carry: in the last
// trimester they may bring on premature parturition, dystocia, fetal death, retained placenta and
// metritis, and in pregnant dogs they have caused cleft palate and limb defects. That warning names
// the harm without saying "do not use": a clear caution with harm, Medium, which the class row
// pregnancy-caution already gives (prednisolone's High row stands on the UK SPCs' "do not use").
// None of these texts mentions nursing or breeding animals or a minimum age. Conditions they name
// without a condition term: tuberculosis, acute psychoses, osteoporosis, thrombophlebitis.

// Prednisolone: the UK tablet SPCs for dogs and cats (Prednicortone, Prednidale, Prednicare) and
// the US Prednis-Tab insert, read to their contraindications and precautions; their lactation
// sections stayed out of reach in four searches (ledger-a, ledger-c, rx-ledger-5 in Norwegian,
// Swedish, Danish and German texts), so nursing is read from the Austrian prednisolone injection
// leaflet for cattle, horses, dogs and cats, whose precautions were reached. Breeding: no label
// read speaks of it; a veterinary client handout lists breeding males. Conditions without a
// condition term: osteoporosis, burns, steroid myopathy, live vaccines, and (Hedylon) parasitic
// infections not under control; growing animals are a caution about slowed growth, not an age.
const PRED_UK = 'spc-prednicortone';
const prednisolone: LedgerSpecies = {
  labels: [
    PRED_UK,
    'spc-prednidale',
    'spc-prednicare',
    'label-prednistab',
    'pil-prednisolon-inj-at',
  ],
  minAge: {
    labels: [
      { source: PRED_UK, says: 'no minimum age or weight stated' },
      { source: 'label-prednistab', says: 'no minimum age or weight stated' },
    ],
    enforced: {
      none: 'no label read gives a minimum age or weight; young animals are a caution about slowed growth',
    },
  },
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-prednicare',
    rule: 'lbl-prednisolone-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'pil-prednisolon-inj-at',
    rule: 'rx-prednisolone-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'handout-prednisolone-texaswest',
    rule: 'rx-prednisolone-breeding-male',
  },
  conditions: [
    {
      condition: 'kidney',
      says: 'do not use with renal insufficiency or dysfunction',
      source: 'spc-prednidale',
      rule: 'lbl-prednisolone-kidney',
    },
    {
      condition: 'diabetes',
      says: 'do not use with diabetes mellitus',
      source: PRED_UK,
      rule: 'steroid-diabetes',
    },
    {
      condition: 'cushings',
      says: 'do not use with hyperadrenocorticism',
      source: PRED_UK,
      rule: 'steroid-cushings',
    },
    {
      condition: 'heart-failure',
      says: 'do not use with heart failure or cardiac dysfunction',
      source: 'spc-prednicare',
      rule: 'steroid-chf',
    },
    {
      condition: 'corneal-ulcer',
      says: 'do not use with corneal ulceration',
      source: 'spc-prednidale',
      rule: 'lbl-prednisolone-corneal-ulcer',
    },
    {
      condition: 'gi-ulcer',
      says: 'do not use with gastrointestinal ulceration',
      source: PRED_UK,
      rule: 'steroid-ulcer',
    },
    {
      condition: 'glaucoma',
      says: 'do not use with glaucoma',
      source: PRED_UK,
      rule: 'lbl-prednisolone-glaucoma',
    },
    {
      condition: 'serious-infection',
      says: 'do not use with viral or fungal infection not controlled by treatment',
      source: PRED_UK,
      rule: 'immunosuppressant-infection',
    },
    {
      condition: 'epilepsy',
      says: 'use with caution in epilepsy',
      source: 'spc-prednicare',
      rule: 'lbl-prednisolone-epilepsy',
    },
    {
      condition: 'hypertension',
      says: 'use with caution in hypertension',
      source: PRED_UK,
      rule: 'lbl-prednisolone-hypertension',
    },
  ],
};

const US_WARNING: LedgerStatement = {
  says: 'caution (harm described)',
  source: 'cfr-corticosteroid-warning',
  rule: 'pregnancy-caution',
};

const silent = (source: SourceId): LedgerStatement => ({
  says: 'none stated',
  source,
  notEnforced: 'the US label text read says nothing about nursing or breeding animals',
});

/** A US corticosteroid label for dogs and cats read from the regulations, with its conditions. */
function usSteroid(source: SourceId, conditions: LedgerSpecies['conditions']): LedgerSpecies {
  return {
    labels: [source, 'cfr-corticosteroid-warning'],
    minAge: {
      labels: [{ source, says: 'no minimum age or weight stated' }],
      enforced: { none: 'the US label gives no minimum age or weight to enforce' },
    },
    pregnancy: US_WARNING,
    lactation: silent(source),
    breeding: silent(source),
    conditions,
  };
}

// 21 CFR 520.1408 (dogs and cats): contraindicated with peptic ulcer and Cushingoid syndrome;
// diabetes, hypertension, congestive heart failure and renal insufficiency need carefully
// controlled use.
const methylprednisolone = usSteroid('cfr-methylprednisolone', [
  {
    condition: 'gi-ulcer',
    says: 'contraindicated with peptic ulcer',
    source: 'cfr-methylprednisolone',
    rule: 'steroid-ulcer',
  },
  {
    condition: 'cushings',
    says: 'contraindicated with Cushingoid syndrome',
    source: 'cfr-methylprednisolone',
    rule: 'steroid-cushings',
  },
  {
    condition: 'diabetes',
    says: 'diabetes needs carefully controlled use',
    source: 'cfr-methylprednisolone',
    rule: 'steroid-diabetes',
  },
  {
    condition: 'hypertension',
    says: 'hypertension needs carefully controlled use',
    source: 'cfr-methylprednisolone',
    rule: 'rx-methylprednisolone-hypertension',
  },
  {
    condition: 'heart-failure',
    says: 'congestive heart failure needs carefully controlled use',
    source: 'cfr-methylprednisolone',
    rule: 'steroid-chf',
  },
  {
    condition: 'kidney',
    says: 'renal insufficiency needs carefully controlled use',
    source: 'cfr-methylprednisolone',
    rule: 'lbl-steroid-kidney',
  },
]);

// 21 CFR 520.540c (chewable tablets for dogs, the text read): not in viral infections (it may
// mask signs of infection), nor, except in emergencies, with chronic nephritis, Cushingoid
// syndrome or peptic ulcers. The dog-and-cat tablet (520.540b(b)) and injection (522.540)
// sections read give amounts and indications only, so the cat record names no condition.
const dexamethasoneDog = usSteroid('cfr-dexamethasone', [
  {
    condition: 'serious-infection',
    says: 'do not use in viral infections; it may mask signs of infection',
    source: 'cfr-dexamethasone',
    rule: 'immunosuppressant-infection',
  },
  {
    condition: 'kidney',
    says: 'not with chronic nephritis except in emergencies',
    source: 'cfr-dexamethasone',
    rule: 'lbl-steroid-kidney',
  },
  {
    condition: 'cushings',
    says: 'not with Cushingoid syndrome except in emergencies',
    source: 'cfr-dexamethasone',
    rule: 'steroid-cushings',
  },
  {
    condition: 'gi-ulcer',
    says: 'not with peptic ulcers except in emergencies',
    source: 'cfr-dexamethasone',
    rule: 'steroid-ulcer',
  },
]);

// Budesonide (human drug, off label in dogs and cats): the Rockridge and Diamondback veterinary
// monographs name hypersensitivity, and caution with infections, diabetes, ulcers, cataracts and
// liver disease; neither says anything about pregnant, nursing or breeding animals or an age. The
// class row pregnancy-caution (the US corticosteroid warning, Medium) still applies to it.
const BUDESONIDE_REF = 'monograph-budesonide-rockridge';
const budesonide: LedgerSpecies = {
  labels: [BUDESONIDE_REF, 'monograph-budesonide-diamondback'],
  offLabel: 'a human drug used off label in dogs and cats; no veterinary label exists',
  minAge: noMinAge('references read', BUDESONIDE_REF),
  pregnancy: { says: 'none stated', source: BUDESONIDE_REF, rule: 'pregnancy-caution' },
  lactation: {
    says: 'none stated',
    source: BUDESONIDE_REF,
    notEnforced: 'the veterinary monographs read say nothing about nursing animals',
  },
  breeding: {
    says: 'none stated',
    source: BUDESONIDE_REF,
    notEnforced: 'the veterinary monographs read say nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'serious-infection',
      says: 'use cautiously in pets with infections',
      source: BUDESONIDE_REF,
      rule: 'immunosuppressant-infection',
    },
    {
      condition: 'diabetes',
      says: 'use cautiously in pets with diabetes',
      source: BUDESONIDE_REF,
      rule: 'steroid-diabetes',
    },
    {
      condition: 'gi-ulcer',
      says: 'use cautiously in pets with ulcers',
      source: BUDESONIDE_REF,
      rule: 'steroid-ulcer',
    },
    {
      condition: 'liver',
      says: 'use cautiously in pets with liver disease',
      source: BUDESONIDE_REF,
      rule: 'rx-budesonide-liver',
    },
  ],
};

export const CORTICOSTEROID_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  prednisolone: { dog: prednisolone, cat: prednisolone },
  // 21 CFR 522.1890 (dogs and cats): amounts and indication; no condition named.
  prednisone: { dog: usSteroid('cfr-prednisone', []), cat: usSteroid('cfr-prednisone', []) },
  methylprednisolone: { dog: methylprednisolone, cat: methylprednisolone },
  budesonide: { dog: budesonide, cat: budesonide },
  dexamethasone: { dog: dexamethasoneDog, cat: usSteroid('cfr-dexamethasone', []) },
  // 21 CFR 520.2483 (tablets, dogs and cats): special considerations are 510.410's warning.
  triamcinolone: {
    dog: usSteroid('cfr-triamcinolone', []),
    cat: usSteroid('cfr-triamcinolone', []),
  },
};
