import type { ConditionRule } from './condition-rules';
import type { Selector } from './types';

// Label rows for the oncology, immune and endocrine chapter (k-onc pass, issue 22): what the
// labels of these drugs say about a condition and no row said yet. Spread into
// LABEL_CONDITION_RULES. Same convention as the other label rows: "do not use" with harm
// described is High; "do not use" without harm, or a clear caution with harm, is Medium.

const SGLT2: Selector = { classes: ['sglt2-inhibitor'] };
const GLIPIZIDE: Selector = { drugs: ['glipizide'] };
const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose insulin or another drug.';

export const ONC_ENDO_CONDITION_RULES: readonly ConditionRule[] = [
  {
    // Senvelgo SPC, contraindications: not in cats with diabetic ketoacidosis or ketonuria. The
    // drug lowers glucose without insulin, so ketoacidosis can worsen while glucose looks normal.
    id: 'lbl-sglt2-ketoacidosis',
    condition: 'ketoacidosis',
    match: SGLT2,
    risk: 'High',
    description:
      'SGLT2 inhibitors (Senvelgo, Bexacat) must not be used in cats with diabetic ketoacidosis or ketones in the urine: they can worsen ketoacidosis, which is life-threatening.',
    recommendation: 'Do not give; your vet treats the ketoacidosis with insulin first.',
    source: 'spc-sglt2',
  },
  {
    // Senvelgo SPC, special precautions: clinical pancreatitis is to be resolved before the
    // first dose (a clear precaution naming the state, no harm spelt out: Medium).
    id: 'lbl-sglt2-pancreatitis',
    condition: 'pancreatitis',
    match: SGLT2,
    risk: 'Medium',
    description:
      'The Senvelgo label says clinical pancreatitis should be resolved before an SGLT2 inhibitor is started; sick cats are at more risk of ketoacidosis on it.',
    recommendation: 'Ask your vet before starting; the pancreatitis is treated first.',
    source: 'spc-sglt2',
  },
  {
    // Same paragraph: cachexia (wasting) is to be resolved before treatment starts.
    id: 'lbl-sglt2-debilitated',
    condition: 'debilitated',
    match: SGLT2,
    risk: 'Medium',
    description:
      'The Senvelgo label says a wasted, underweight (cachectic) cat should be stabilised before an SGLT2 inhibitor is started, because of the risk of ketoacidosis.',
    recommendation: 'Ask your vet before starting; insulin may suit a thin, unwell cat better.',
    source: 'spc-sglt2',
  },
  {
    // VCA and Texas West: do not use in diabetic ketoacidosis or coma (no harm beyond the disease: Medium).
    id: 'rx-glipizide-ketoacidosis',
    condition: 'ketoacidosis',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'Glipizide is not for diabetic emergencies: veterinary handouts say not to use it in cats with diabetic ketoacidosis, which needs insulin.',
    recommendation: 'Do not give; ketoacidosis is an emergency treated with insulin by your vet.',
    source: 'vca-glipizide',
  },
  {
    id: 'rx-glipizide-infection',
    condition: 'serious-infection',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'Veterinary handouts say glipizide should not be used in pets with a serious infection, illness or injury, when insulin controls blood sugar more reliably.',
    recommendation: ASK_VET,
    source: 'vca-glipizide',
  },
  {
    // Texas West lists liver, kidney and thyroid disease under 'should not take' (VCA: use cautiously); the stricter reading, without harm described, is Medium.
    id: 'rx-glipizide-kidney',
    condition: 'kidney',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'A veterinary handout lists kidney disease among the conditions in which cats should not take glipizide; its effect lasts longer when the kidneys clear it slowly.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    id: 'rx-glipizide-liver',
    condition: 'liver',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'A veterinary handout lists liver disease among the conditions in which cats should not take glipizide; it is cleared by the liver and can itself raise liver enzymes.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    id: 'rx-glipizide-hyperthyroidism',
    condition: 'hyperthyroidism',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'A veterinary handout lists thyroid disease among the conditions in which cats should not take glipizide.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    id: 'rx-glipizide-hypothyroidism',
    condition: 'hypothyroidism',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'A veterinary handout lists thyroid disease among the conditions in which pets should not take glipizide.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    id: 'rx-glipizide-pregnancy',
    condition: 'pregnancy',
    match: GLIPIZIDE,
    risk: 'Medium',
    description:
      'A veterinary handout says pregnant cats should not take glipizide; its safety in pregnancy is not established.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    id: 'rx-glipizide-lactation',
    condition: 'lactation',
    match: GLIPIZIDE,
    risk: 'Medium',
    description: 'A veterinary handout says nursing cats should not take glipizide.',
    recommendation: ASK_VET,
    source: 'handout-glipizide-texaswest',
  },
  {
    // Rockridge monograph: contraindicated in lactating animals (reproductive harm named only in
    // general: Medium).
    id: 'rx-azathioprine-lactation',
    condition: 'lactation',
    match: { drugs: ['azathioprine'] },
    risk: 'Medium',
    description: 'A veterinary monograph says azathioprine should not be given to nursing mothers.',
    recommendation: ASK_VET,
    source: 'compounding-azathioprine-rockridge',
  },
];
