import type { ConditionRule } from './condition-rules';

// Rows added while filling the label ledger's first half (decision 042; issue 22, ledger-a):
// statements of the labels read that no row enforced yet. Same convention as the other label
// rows: a label "do not use" with harm described is High; "do not use" without harm, or a clear
// caution with harm, is Medium; "not established" / "not evaluated", or a caution with no harm
// named, is Low. Spread into LABEL_CONDITION_RULES by condition-rules-labels.ts.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';
const TELL_VET = 'Tell your vet so they can weigh the benefit and risk and monitor the pet.';

export const LEDGER_A_CONDITION_RULES: readonly ConditionRule[] = [
  // ── Corticosteroids ───────────────────────────────────────────────────────────────────────
  {
    id: 'rx-methylprednisolone-hypertension',
    condition: 'hypertension',
    match: { drugs: ['methylprednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The US methylprednisolone tablet label for dogs and cats says high blood pressure calls for carefully controlled use.',
    recommendation: TELL_VET,
    source: 'cfr-methylprednisolone',
  },
  // ── Insulin ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'rx-insulin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in pregnant dogs or cats; needs change during pregnancy.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  {
    id: 'rx-insulin-lactation',
    condition: 'lactation',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in nursing dogs or cats.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  {
    id: 'rx-insulin-breeding',
    condition: 'breeding',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in breeding dogs or cats.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  // ── Gabapentin (human drug used off label) ────────────────────────────────────────────────
  {
    id: 'rx-gabapentin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for gabapentin say its safe use has not been established in pregnant pets and advise caution.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-seattle',
  },
  {
    id: 'rx-gabapentin-lactation',
    condition: 'lactation',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for gabapentin say its safe use has not been established in nursing pets and advise caution.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-seattle',
  },
  {
    id: 'rx-gabapentin-breeding',
    condition: 'breeding',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'A veterinary medication guide for gabapentin advises caution in animals intended for breeding.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-jamdvm',
  },
  {
    id: 'rx-gabapentin-liver',
    condition: 'liver',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description: 'A veterinary handout for gabapentin advises caution in pets with liver disease.',
    recommendation: ASK_VET,
    source: 'handout-gabapentin-seattle',
  },
  // ── Buprenorphine (Simbadol, cats; Vetergesic, dogs and cats) ─────────────────────────────
  {
    id: 'rx-buprenorphine-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['buprenorphine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Simbadol (buprenorphine) label says it has not been evaluated in pregnant cats.',
    recommendation: TELL_VET,
    source: 'label-simbadol',
  },
  {
    id: 'rx-buprenorphine-lactation-cat',
    condition: 'lactation',
    match: { drugs: ['buprenorphine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Simbadol (buprenorphine) label says it has not been evaluated in nursing cats.',
    recommendation: TELL_VET,
    source: 'label-simbadol',
  },
  {
    id: 'rx-buprenorphine-breeding-cat',
    condition: 'breeding',
    match: { drugs: ['buprenorphine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Simbadol (buprenorphine) label says it has not been evaluated in breeding cats.',
    recommendation: TELL_VET,
    source: 'label-simbadol',
  },
  {
    // A buprenorphine injection leaflet for dogs, cats and horses (Buprenodale, German text) does
    // not recommend use during lactation (no harm named: Medium, as for other "not recommended"
    // nursing rows). For cats it stands beside the Low Simbadol row, the stricter of the two.
    id: 'rx-buprenorphine-lactation',
    condition: 'lactation',
    match: { drugs: ['buprenorphine'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'A buprenorphine label for dogs and cats says it is not recommended while the mother is nursing.',
    recommendation: ASK_VET,
    source: 'pil-buprenodale-de',
  },
  {
    id: 'rx-buprenorphine-kidney',
    condition: 'kidney',
    match: { drugs: ['buprenorphine'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The Vetergesic (buprenorphine) label says kidney dysfunction may raise the risk of its use; the vet weighs benefit and risk.',
    recommendation: TELL_VET,
    source: 'spc-vetergesic',
  },
  {
    id: 'rx-buprenorphine-heart',
    condition: 'heart-disease',
    match: { drugs: ['buprenorphine'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The Vetergesic (buprenorphine) label says heart dysfunction may raise the risk of its use; the vet weighs benefit and risk.',
    recommendation: TELL_VET,
    source: 'spc-vetergesic',
  },
  {
    id: 'rx-buprenorphine-shock',
    condition: 'hypotension',
    match: { drugs: ['buprenorphine'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The Vetergesic (buprenorphine) label says shock may raise the risk of its use; the vet weighs benefit and risk.',
    recommendation: TELL_VET,
    source: 'spc-vetergesic',
  },
  {
    id: 'rx-buprenorphine-moribund-cat',
    condition: 'debilitated',
    match: { drugs: ['buprenorphine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Simbadol (buprenorphine) label says it has not been evaluated in moribund cats.',
    recommendation: TELL_VET,
    source: 'label-simbadol',
  },
  // ── Carbimazole (Vidalta, cats) ───────────────────────────────────────────────────────────
  {
    id: 'rx-carbimazole-diabetes',
    condition: 'diabetes',
    match: { drugs: ['carbimazole'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Vidalta (carbimazole) label says not to use it in cats with concurrent systemic disease such as diabetes mellitus.',
    recommendation: ASK_VET,
    source: 'spc-vidalta',
  },
  // ── Cabergoline (Galastop and the dog-and-cat cabergoline SPC) ────────────────────────────
  {
    id: 'rx-cabergoline-liver',
    condition: 'liver',
    match: { drugs: ['cabergoline'] },
    risk: 'Low',
    description:
      'Cabergoline labels for dogs and cats recommend caution in animals with significantly impaired liver function.',
    recommendation: ASK_VET,
    source: 'spc-galastop',
  },
  // ── Megestrol acetate (Ovaban, 21 CFR 520.1341, bitches) ──────────────────────────────────
  {
    id: 'rx-megestrol-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['megestrol acetate'] },
    species: ['dog'],
    risk: 'Medium',
    description: 'The US megestrol acetate (Ovaban) label says not to use it in pregnant animals.',
    recommendation: ASK_VET,
    source: 'cfr-megestrol',
  },
  {
    id: 'rx-megestrol-reproductive-disease',
    condition: 'uterine-infection',
    match: { drugs: ['megestrol acetate'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'The US megestrol acetate (Ovaban) label says not to use it in the presence of a disease of the reproductive system.',
    recommendation: ASK_VET,
    source: 'cfr-megestrol',
  },
  // ── Alprazolam, amitriptyline, atenolol (human drugs; a veterinary client handout) ─────────
  {
    id: 'rx-alprazolam-kidney',
    condition: 'kidney',
    match: { drugs: ['alprazolam'] },
    risk: 'Low',
    description: 'A veterinary handout for alprazolam advises caution in pets with kidney disease.',
    recommendation: ASK_VET,
    source: 'handout-alprazolam-texaswest',
  },
  {
    id: 'rx-alprazolam-debilitated',
    condition: 'debilitated',
    match: { drugs: ['alprazolam'] },
    risk: 'Low',
    description:
      'A veterinary handout for alprazolam advises caution in older or debilitated animals.',
    recommendation: ASK_VET,
    source: 'handout-alprazolam-texaswest',
  },
  {
    id: 'rx-alprazolam-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['alprazolam'] },
    risk: 'Medium',
    description:
      'A veterinary handout for alprazolam lists pregnant animals among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-alprazolam-texaswest',
  },
  {
    id: 'rx-alprazolam-lactation',
    condition: 'lactation',
    match: { drugs: ['alprazolam'] },
    risk: 'Medium',
    description:
      'A veterinary handout for alprazolam lists nursing animals among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-alprazolam-texaswest',
  },
  {
    id: 'rx-amitriptyline-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['amitriptyline'] },
    risk: 'Medium',
    description:
      'A veterinary handout for amitriptyline lists pregnant pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-amitriptyline-liver',
    condition: 'liver',
    match: { drugs: ['amitriptyline'] },
    risk: 'Low',
    description:
      'A veterinary handout for amitriptyline advises caution in pets with liver disorders.',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-amitriptyline-hyperthyroidism',
    condition: 'hyperthyroidism',
    match: { drugs: ['amitriptyline'] },
    risk: 'Low',
    description:
      'A veterinary handout for amitriptyline advises caution in pets with thyroid disorders.',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-amitriptyline-hypothyroidism',
    condition: 'hypothyroidism',
    match: { drugs: ['amitriptyline'] },
    risk: 'Low',
    description:
      'A veterinary handout for amitriptyline advises caution in pets with thyroid disorders.',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-amitriptyline-kcs',
    condition: 'kcs',
    match: { drugs: ['amitriptyline'] },
    risk: 'Low',
    description:
      'A veterinary handout for amitriptyline advises caution in pets with dry eye (KCS).',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-amitriptyline-diabetes',
    condition: 'diabetes',
    match: { drugs: ['amitriptyline'] },
    risk: 'Low',
    description: 'A veterinary handout for amitriptyline advises caution in diabetic pets.',
    recommendation: ASK_VET,
    source: 'handout-amitriptyline-texaswest',
  },
  {
    id: 'rx-atenolol-diabetes',
    condition: 'diabetes',
    match: { drugs: ['atenolol'] },
    risk: 'Low',
    description: 'A veterinary handout for atenolol advises caution in diabetic pets.',
    recommendation: TELL_VET,
    source: 'handout-atenolol-texaswest',
  },
  {
    id: 'rx-atenolol-kidney',
    condition: 'kidney',
    match: { drugs: ['atenolol'] },
    risk: 'Low',
    description: 'A veterinary handout for atenolol advises caution in pets with kidney disease.',
    recommendation: TELL_VET,
    source: 'handout-atenolol-texaswest',
  },
  {
    id: 'rx-clomipramine-lactation',
    condition: 'lactation',
    match: { drugs: ['clomipramine'] },
    risk: 'Medium',
    description:
      'A veterinary handout for clomipramine lists nursing mothers among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-clomipramine-texaswest',
  },
  // ── Digoxin (human drug; veterinary client handout and factsheet) ─────────────────────────
  {
    id: 'rx-digoxin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for digoxin say its safety has not been determined in pregnant animals.',
    recommendation: TELL_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-lactation',
    condition: 'lactation',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for digoxin say its safety has not been determined in nursing animals.',
    recommendation: TELL_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-breeding',
    condition: 'breeding',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description:
      'A veterinary handout for digoxin says its safety has not been determined in breeding animals.',
    recommendation: TELL_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-hcm-cat',
    condition: 'hcm',
    match: { drugs: ['digoxin'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'A veterinary handout for digoxin lists cats with hypertrophic cardiomyopathy among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-hyperthyroidism',
    condition: 'hyperthyroidism',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description: 'A veterinary handout for digoxin advises caution in pets with thyroid disease.',
    recommendation: TELL_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-hypothyroidism',
    condition: 'hypothyroidism',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description: 'A veterinary handout for digoxin advises caution in pets with thyroid disease.',
    recommendation: TELL_VET,
    source: 'handout-digoxin-texaswest',
  },
  {
    id: 'rx-digoxin-hypokalaemia',
    condition: 'hypokalaemia',
    match: { drugs: ['digoxin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for digoxin advise caution with an electrolyte imbalance, particularly of potassium.',
    recommendation: TELL_VET,
    source: 'factsheet-digoxin-vetstream',
  },
  // ── Trazodone and fludrocortisone (human drugs; Plumb's summary and client handouts) ──────
  {
    id: 'rx-trazodone-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['trazodone'] },
    risk: 'Low',
    description:
      'A veterinary handout for trazodone says its safety in pregnant pets has not been established.',
    recommendation: TELL_VET,
    source: 'handout-trazodone-aceofspays',
  },
  {
    id: 'rx-trazodone-lactation',
    condition: 'lactation',
    match: { drugs: ['trazodone'] },
    risk: 'Low',
    description:
      'A veterinary handout for trazodone says its safety in nursing pets has not been established.',
    recommendation: TELL_VET,
    source: 'handout-trazodone-aceofspays',
  },
  {
    id: 'rx-fludrocortisone-lactation',
    condition: 'lactation',
    match: { drugs: ['fludrocortisone'] },
    risk: 'Medium',
    description:
      'A veterinary handout for fludrocortisone says it enters the milk, so a treated mother should not nurse her young.',
    recommendation: ASK_VET,
    source: 'handout-fludrocortisone-texaswest',
  },
  {
    id: 'rx-fludrocortisone-infection',
    condition: 'serious-infection',
    match: { drugs: ['fludrocortisone'] },
    risk: 'Medium',
    description:
      'A veterinary handout for fludrocortisone lists pets with serious bacterial, fungal or viral infections among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-fludrocortisone-texaswest',
  },
  {
    id: 'rx-fludrocortisone-ulcer',
    condition: 'gi-ulcer',
    match: { drugs: ['fludrocortisone'] },
    risk: 'Medium',
    description:
      'A veterinary handout for fludrocortisone lists pets with stomach ulcers among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-fludrocortisone-texaswest',
  },
  {
    id: 'rx-fludrocortisone-hypothyroidism',
    condition: 'hypothyroidism',
    match: { drugs: ['fludrocortisone'] },
    risk: 'Medium',
    description:
      'A veterinary handout for fludrocortisone lists pets with hypothyroidism among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-fludrocortisone-texaswest',
  },
  {
    id: 'rx-fludrocortisone-diabetes',
    condition: 'diabetes',
    match: { drugs: ['fludrocortisone'] },
    risk: 'Medium',
    description:
      'A veterinary handout for fludrocortisone lists diabetic pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-fludrocortisone-texaswest',
  },
  // ── Mitotane (human drug; veterinary client handout) ──────────────────────────────────────
  {
    id: 'rx-mitotane-lactation',
    condition: 'lactation',
    match: { drugs: ['mitotane'] },
    risk: 'Medium',
    description:
      'A veterinary handout for mitotane lists nursing dogs among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-mitotane-texaswest',
  },
  {
    id: 'rx-mitotane-diabetes',
    condition: 'diabetes',
    match: { drugs: ['mitotane'] },
    risk: 'Low',
    description: 'A veterinary handout for mitotane advises caution in diabetic pets.',
    recommendation: TELL_VET,
    source: 'handout-mitotane-texaswest',
  },
  {
    id: 'rx-mitotane-liver',
    condition: 'liver',
    match: { drugs: ['mitotane'] },
    risk: 'Low',
    description: 'A veterinary handout for mitotane advises caution in pets with liver disease.',
    recommendation: TELL_VET,
    source: 'handout-mitotane-texaswest',
  },
  {
    id: 'rx-mitotane-kidney',
    condition: 'kidney',
    match: { drugs: ['mitotane'] },
    risk: 'Low',
    description: 'A veterinary handout for mitotane advises caution in pets with kidney disease.',
    recommendation: TELL_VET,
    source: 'handout-mitotane-texaswest',
  },
  // ── Potassium bromide (read in part; veterinary client handout) ───────────────────────────
  {
    id: 'rx-bromide-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['potassium bromide'] },
    risk: 'Medium',
    description:
      'A veterinary handout for potassium bromide lists pregnant pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-bromide-texaswest',
  },
  {
    id: 'rx-bromide-lactation',
    condition: 'lactation',
    match: { drugs: ['potassium bromide'] },
    risk: 'Medium',
    description:
      'A veterinary handout for potassium bromide lists nursing pets among those that should not take it.',
    recommendation: ASK_VET,
    source: 'handout-bromide-texaswest',
  },
  // ── Diltiazem (HyperCard, cats; read in part) ─────────────────────────────────────────────
  {
    id: 'rx-diltiazem-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'Medium',
    description: 'The HyperCard (diltiazem) label for cats says not to use it in pregnant females.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  {
    id: 'rx-diltiazem-lactation-cat',
    condition: 'lactation',
    match: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The HyperCard (diltiazem) label for cats says not to use it in lactating females.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  {
    id: 'rx-diltiazem-liver-cat',
    condition: 'liver',
    match: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The HyperCard (diltiazem) label for cats says it should not be given to cats with liver disease; liver failure raises its blood level.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  {
    id: 'rx-diltiazem-kidney-cat',
    condition: 'kidney',
    match: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The HyperCard (diltiazem) label for cats says not to use it in cats with kidney disease.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  {
    id: 'rx-diltiazem-hyperthyroidism-cat',
    condition: 'hyperthyroidism',
    match: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The HyperCard (diltiazem) label says cats with thyroid problems or hyperthyroidism should be treated for that first and reassessed before diltiazem is started.',
    recommendation: TELL_VET,
    source: 'spc-hypercard',
  },
];
