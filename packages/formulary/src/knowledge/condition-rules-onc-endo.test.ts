import { describe, expect, it } from 'vitest';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { conditionFindings } from '../engine/test-support';
import { ONC_ENDO_CONDITION_RULES } from './condition-rules-onc-endo';

// The oncology, immune and endocrine label rows (k-onc pass): each fires for a pet with the
// condition as owners write it, stays silent without it, and stays silent for the near misses
// (a diabetic cat without ketones, insulin in a ketoacidotic cat).

const RULES = new Map(ONC_ENDO_CONDITION_RULES.map((r) => [r.id, r]));

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['lbl-sglt2-ketoacidosis', 'cat', 'diabetic ketoacidosis', 'Senvelgo|0.33 mL|Once daily'],
  ['lbl-sglt2-ketoacidosis', 'cat', 'DKA', 'Bexacat|15 mg|Once daily'],
  ['lbl-sglt2-ketoacidosis', 'cat', 'ketones in urine', 'Velagliflozin|5 mg|Once daily'],
  ['lbl-sglt2-pancreatitis', 'cat', 'pancreatitis', 'Senvelgo|0.33 mL|Once daily'],
  ['lbl-sglt2-debilitated', 'cat', 'cachexia', 'Senvelgo|0.33 mL|Once daily'],
  ['rx-glipizide-ketoacidosis', 'cat', 'DKA', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-glipizide-infection', 'cat', 'serious infection', 'Glucotrol|2.5 mg|Twice daily'],
  ['rx-glipizide-kidney', 'cat', 'CKD', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-glipizide-liver', 'cat', 'liver disease', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-glipizide-hyperthyroidism', 'cat', 'hyperthyroid', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-glipizide-hypothyroidism', 'dog', 'hypothyroidism', 'Glipizide|5 mg|Twice daily'],
  ['rx-glipizide-pregnancy', 'cat', 'pregnant', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-glipizide-lactation', 'cat', 'nursing kittens', 'Glipizide|2.5 mg|Twice daily'],
  ['rx-azathioprine-lactation', 'dog', 'nursing puppies', 'Azathioprine|50 mg|Once daily'],
];

describe('oncology, immune and endocrine label condition rows', () => {
  it('has unique ids', () => {
    expect(RULES.size).toBe(ONC_ENDO_CONDITION_RULES.length);
  });

  conditionRowTests(RULES, SAMPLE, [
    // Insulin is the treatment of ketoacidosis: no SGLT2 row may speak for it.
    ['lbl-sglt2-ketoacidosis', 'cat', 'diabetic ketoacidosis', 'ProZinc|2 units|Twice daily'],
    ['lbl-sglt2-pancreatitis', 'cat', 'pancreatitis', 'ProZinc|2 units|Twice daily'],
    // Diabetes without ketones is what Senvelgo treats.
    ['lbl-sglt2-ketoacidosis', 'cat', 'diabetes', 'Senvelgo|0.33 mL|Once daily'],
    ['lbl-sglt2-ketoacidosis', 'cat', 'diabetic in remission', 'Senvelgo|0.33 mL|Once daily'],
    // Glipizide in the diabetic cat it is given to, and another oral diabetes drug.
    ['rx-glipizide-ketoacidosis', 'cat', 'diabetes', 'Glipizide|2.5 mg|Twice daily'],
    ['rx-glipizide-kidney', 'cat', 'CKD', 'Metformin|25 mg|Twice daily'],
    ['rx-azathioprine-lactation', 'dog', 'nursing puppies', 'Mycophenolate|250 mg|Twice daily'],
  ]);

  it('leaves a plain diabetic cat on Senvelgo without any condition finding', () => {
    expect(conditionFindings('cat', ['diabetes mellitus'], 'Senvelgo|0.33 mL|Once daily')).toEqual(
      [],
    );
  });

  it('reads azathioprine in pregnancy as High (Rockridge: birth defects)', () => {
    const found = conditionFindings('dog', ['pregnant'], 'Azathioprine|50 mg|Once daily');
    expect(found.map((f) => f.riskLevel)).toContain('High');
  });
});
