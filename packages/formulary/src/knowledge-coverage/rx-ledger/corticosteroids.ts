import type { LedgerRecord, LedgerSpecies, LedgerStatement } from './types';
import type { SourceId } from '../../knowledge/sources';

// Corticosteroids with a veterinary label (decision 042). Prednisolone's UK SPCs and US insert are
// read except the SPCs' lactation section, so it stays a gap while what was read is enforced.
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

const PREDNISOLONE_PENDING =
  "UK SPCs read (Prednicortone, Prednidale, Prednicare; dogs and cats) and the US Prednis-Tab insert: do not use in pregnancy, harm described (early parturition, abortion, fetal death, cleft palate: lbl-prednisolone-pregnancy, High), with kidney insufficiency (lbl-prednisolone-kidney), diabetes (steroid-diabetes), hyperadrenocorticism (steroid-cushings), heart failure (steroid-chf), corneal ulcer (lbl-prednisolone-corneal-ulcer), gut ulceration (steroid-ulcer), glaucoma (lbl-prednisolone-glaucoma) or uncontrolled viral or fungal infection (immunosuppressant-infection); caution with epilepsy (lbl-prednisolone-epilepsy) and hypertension (lbl-prednisolone-hypertension); osteoporosis, burns, steroid myopathy and live vaccines have no condition term; no minimum age in the sections read; the SPC lactation section (4.7 / 3.7) could not be reached (a second search for it, ledger-a, reached only the SPCs' openings again; a third, ledger-c, the Prednicortone and Prednidale SPCs to their precautions again); a veterinary client handout (Texas West, prednisone/prednisolone) lists pregnant animals and breeding males plainly among those that should not take it (rx-prednisolone-breeding-male, Medium) and says nothing of nursing; rx-ledger-5 tried the Norwegian (Felleskatalogen Prednicortone and Hedylon monographs and leaflets), Swedish (Fass, apoteket.se), Danish and German (vetisearch, medikamio Prednitab, Prednizol and Hedylon) texts: every one answered with its contraindications or precautions only (Hedylon adds parasitic infections not under control; its young-animal caution is about slowed growth, not an age floor), never with the lactation paragraph";

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
  minAge: {
    labels: [{ source: BUDESONIDE_REF, says: 'no minimum age or weight stated' }],
    enforced: { none: 'the references read give no minimum age or weight to enforce' },
  },
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
  prednisolone: { dog: { pending: PREDNISOLONE_PENDING }, cat: { pending: PREDNISOLONE_PENDING } },
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
