import type { ConditionRule } from './condition-rules';

// Label rows added by the label ledger's list c (issue 22, decision 042): what the labels and
// veterinary references of the corticosteroid, cardiac, hormonal and behaviour drugs say and no
// row said yet. Spread into LABEL_CONDITION_RULES. Same convention: a "do not use" with harm
// described is High; "do not use" without harm, or a caution with harm, is Medium; "not
// established" or a caution without harm is Low.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';

export const LEDGER_C_CONDITION_RULES: readonly ConditionRule[] = [
  {
    // Budesonide is a human drug given off label; two veterinary compounding monographs list liver
    // disease among the conditions needing caution (no harm named: Low). Its other cautions
    // (infection, diabetes, ulcers) are the corticosteroid class rows.
    id: 'rx-budesonide-liver',
    condition: 'liver',
    match: { drugs: ['budesonide'] },
    risk: 'Low',
    description:
      'Veterinary drug monographs advise caution with budesonide in pets with liver disease; normally the liver clears most of it before it reaches the rest of the body.',
    recommendation: ASK_VET,
    source: 'monograph-budesonide-rockridge',
  },
  {
    // A veterinary client handout lists pregnant and nursing pets plainly under "should not take"
    // (no harm named: Medium). The Furosoral SPC's own section 4.7 was not reached.
    id: 'rx-furosemide-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['furosemide'] },
    risk: 'Medium',
    description:
      'A veterinary furosemide handout lists pregnant pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-furosemide-texaswest',
  },
  {
    id: 'rx-furosemide-lactation',
    condition: 'lactation',
    match: { drugs: ['furosemide'] },
    risk: 'Medium',
    description:
      'A veterinary furosemide handout lists nursing pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-furosemide-texaswest',
  },
  {
    id: 'rx-furosemide-urinary-retention',
    condition: 'urinary-retention',
    match: { drugs: ['furosemide'] },
    risk: 'Medium',
    description:
      'A veterinary furosemide handout says pets having difficulty urinating should not take it; it makes a pet pass much more urine.',
    recommendation: ASK_VET,
    source: 'handout-furosemide-texaswest',
  },
  {
    // Furosoral SPC: caution with impaired liver function, which it may tip into hepatic coma (a
    // caution with harm described: Medium).
    id: 'lbl-furosemide-liver',
    condition: 'liver',
    match: { drugs: ['furosemide'] },
    risk: 'Medium',
    description:
      'The Furosoral (furosemide) label for cats and dogs advises caution with impaired liver function, where it may bring on hepatic coma.',
    recommendation: 'Your vet may adjust the dose and check blood tests while it is given.',
    source: 'spc-furosoral',
  },
  {
    // A veterinary medication guide (VetDepot): caution with kidney disease and in debilitated or
    // geriatric animals (no harm named: Low). Its liver caution is rx-benzodiazepine-liver.
    id: 'rx-diazepam-kidney',
    condition: 'kidney',
    match: { drugs: ['diazepam'] },
    risk: 'Low',
    description:
      'A veterinary drug guide advises caution with diazepam in pets with kidney disease.',
    recommendation: ASK_VET,
    source: 'guide-diazepam-vetdepot',
  },
  {
    id: 'rx-diazepam-debilitated',
    condition: 'debilitated',
    match: { drugs: ['diazepam'] },
    risk: 'Low',
    description:
      'A veterinary drug guide advises caution with diazepam in debilitated or elderly animals.',
    recommendation: ASK_VET,
    source: 'guide-diazepam-vetdepot',
  },
  {
    // The Texas West handout for prednisone/prednisolone lists breeding males plainly under
    // "should not take" (no harm named: Medium). Prednisolone only: its UK SPCs and US insert, read
    // earlier, say nothing of breeding, and prednisone's own ledger record is another list's.
    id: 'rx-prednisolone-breeding-male',
    condition: 'breeding',
    match: { drugs: ['prednisolone'] },
    sex: 'male',
    risk: 'Medium',
    description:
      'A veterinary prednisolone handout lists breeding males among the animals that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-prednisolone-texaswest',
  },
  {
    // The Austrian prednisolone injection leaflet (dogs and cats among its species) asks for a
    // strict indication in lactating animals: a caution with no harm named (Low). No tablet SPC
    // lactation section was reachable; this is the only label statement on nursing read.
    id: 'rx-prednisolone-lactation',
    condition: 'lactation',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'A prednisolone label for dogs and cats says to give it to nursing mothers only when it is clearly needed.',
    recommendation: ASK_VET,
    source: 'pil-prednisolon-inj-at',
  },
  {
    // Galastop (Felleskatalogen monograph, dogs and cats): use with caution in heart failure and
    // kidney or liver insufficiency (no harm named: Low). The liver caution is rx-cabergoline-liver.
    id: 'rx-cabergoline-heart-failure',
    condition: 'heart-failure',
    match: { drugs: ['cabergoline'] },
    risk: 'Low',
    description:
      'The Galastop (cabergoline) label for dogs and cats advises caution in animals with heart failure.',
    recommendation: ASK_VET,
    source: 'fk-galastop',
  },
  {
    id: 'rx-cabergoline-kidney',
    condition: 'kidney',
    match: { drugs: ['cabergoline'] },
    risk: 'Low',
    description:
      'The Galastop (cabergoline) label for dogs and cats advises caution in animals with kidney insufficiency.',
    recommendation: ASK_VET,
    source: 'fk-galastop',
  },
  {
    // VetDepot guide: tramadol prescribed cautiously in geriatric or severely debilitated animals
    // (no harm named: Low). Its kidney and liver cautions stay without rows (a dose adjustment and
    // a weaker effect, as the UK dog SPCs explain).
    id: 'rx-tramadol-debilitated',
    condition: 'debilitated',
    match: { drugs: ['tramadol'] },
    risk: 'Low',
    description:
      'A veterinary drug guide advises caution with tramadol in elderly or severely debilitated animals.',
    recommendation: ASK_VET,
    source: 'guide-tramadol-vetdepot',
  },
  {
    // Megecat (French SPC for queens): contraindicated in pregnant queens, with uterine infection
    // or liver insufficiency (no harm named: Medium). Cat-only: the dog rows rest on Ovaban's label.
    id: 'rx-megestrol-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['megestrol acetate'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Megecat (megestrol acetate) label for cats says not to give it to pregnant queens.',
    recommendation: ASK_VET,
    source: 'spc-megecat',
  },
  {
    id: 'rx-megestrol-uterine-cat',
    condition: 'uterine-infection',
    match: { drugs: ['megestrol acetate'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Megecat (megestrol acetate) label for cats says not to use it in queens with a uterine infection.',
    recommendation: ASK_VET,
    source: 'spc-megecat',
  },
  {
    id: 'rx-megestrol-liver-cat',
    condition: 'liver',
    match: { drugs: ['megestrol acetate'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Megecat (megestrol acetate) label for cats says not to use it in cats with liver insufficiency.',
    recommendation: ASK_VET,
    source: 'spc-megecat',
  },
];
