import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { conditionFindings, medOf, petOf } from '../engine/test-support';
import { LEDGER_C_CONDITION_RULES } from './condition-rules-ledger-c';
import { RX_CONDITION_RULES } from './condition-rules-rx';

// The rows added by the label ledger's list c (decision 042): each condition row fires for a pet
// with the condition as owners write it, stays silent without it, and stays silent for a drug of
// the same class or purpose that the label or reference does not speak of.

const RULES = new Map(
  [...LEDGER_C_CONDITION_RULES, ...RX_CONDITION_RULES].map((r) => [r.id, r] as const),
);

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['rx-budesonide-liver', 'dog', 'liver disease', 'Budesonide|3 mg|Once daily'],
  ['rx-budesonide-liver', 'cat', 'hepatic lipidosis', 'Entocort|1 mg|Once daily'],
  ['rx-furosemide-pregnancy', 'dog', 'pregnant', 'Furosemide|20 mg|Twice daily'],
  ['rx-furosemide-lactation', 'cat', 'nursing kittens', 'Salix|6.25 mg|Twice daily'],
  ['rx-furosemide-urinary-retention', 'dog', 'difficulty urinating', 'Lasix|20 mg|Twice daily'],
  ['lbl-furosemide-liver', 'cat', 'liver disease', 'Furosemide|5 mg|Twice daily'],
  [
    'rx-diltiazem-heart-failure',
    'cat',
    'congestive heart failure',
    'Diltiazem|7.5 mg|Three times daily',
  ],
  ['rx-diltiazem-hypotension', 'dog', 'low blood pressure', 'Diltiazem|30 mg|Three times daily'],
  ['rx-diazepam-kidney', 'dog', 'chronic kidney disease', 'Diazepam|5 mg|Twice daily'],
  ['rx-diazepam-debilitated', 'dog', 'emaciated', 'Valium|5 mg|Twice daily'],
  ['rx-benzodiazepine-liver', 'dog', 'liver disease', 'Diazepam|5 mg|Twice daily'],
  ['rx-benzodiazepine-glaucoma', 'dog', 'glaucoma', 'Diazepam|5 mg|Twice daily'],
  ['rx-cabergoline-heart-failure', 'dog', 'congestive heart failure', 'Galastop|0.5 mL|Once daily'],
  ['rx-cabergoline-kidney', 'cat', 'chronic kidney disease', 'Cabergoline|25 mcg|Once daily'],
  ['rx-tramadol-debilitated', 'cat', 'emaciated', 'Tramadol|5 mg|Twice daily'],
  ['rx-megestrol-pregnancy-cat', 'cat', 'pregnant', 'Megestrol|5 mg|Once daily'],
  ['rx-megestrol-uterine-cat', 'cat', 'metritis', 'Megestrol acetate|5 mg|Once daily'],
  ['rx-megestrol-liver-cat', 'cat', 'liver disease', 'Megestrol|2.5 mg|Once daily'],
  ['rx-prednisolone-breeding-male', 'dog', 'breeding stud dog', 'Prednisolone|10 mg|Once daily'],
  ['rx-prednisolone-lactation', 'cat', 'nursing kittens', 'Prednisolone|5 mg|Once daily'],
  ['rx-prednisolone-lactation', 'dog', 'nursing puppies', 'Prednisolone|20 mg|Once daily'],
];

describe('ledger-c label condition rows', () => {
  it('has unique ids and cites no unread reference', () => {
    expect(new Set(LEDGER_C_CONDITION_RULES.map((r) => r.id)).size).toBe(
      LEDGER_C_CONDITION_RULES.length,
    );
    for (const id of ['rx-diltiazem-heart-failure', 'rx-diltiazem-hypotension']) {
      expect(RULES.get(id)?.source, id).toBe('spc-hypercard');
    }
    expect(RULES.get('rx-benzodiazepine-liver')?.source).toBe('guide-diazepam-vetdepot');
    expect(RULES.get('rx-benzodiazepine-glaucoma')?.source).toBe('spc-ziapam');
  });

  conditionRowTests(RULES, SAMPLE, [
    // Same class, not the ingredient the reference speaks of.
    ['rx-budesonide-liver', 'dog', 'liver disease', 'Prednisolone|5 mg|Once daily'],
    ['rx-furosemide-pregnancy', 'dog', 'pregnant', 'Torsemide|1 mg|Once daily'],
    ['rx-prednisolone-lactation', 'dog', 'nursing puppies', 'Dexamethasone|1 mg|Once daily'],
    ['lbl-furosemide-liver', 'dog', 'liver disease', 'Spironolactone|25 mg|Once daily'],
    [
      'rx-furosemide-urinary-retention',
      'cat',
      'difficulty urinating',
      'Benazepril|2.5 mg|Once daily',
    ],
  ]);
});

describe('cat-only megestrol rows', () => {
  it.each([
    ['rx-megestrol-liver-cat', 'liver disease'],
    ['rx-megestrol-pregnancy-cat', 'pregnant'],
  ] as const)('%s stays silent for a dog', (id, condition) => {
    const rule = RULES.get(id)!;
    expect(rule.species).toEqual(['cat']);
    const found = conditionFindings('dog', [condition], 'Megestrol|20 mg|Once daily');
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });
});

describe('a male-only breeding row', () => {
  it('stays silent for a breeding bitch given prednisolone', () => {
    const rule = RULES.get('rx-prednisolone-breeding-male')!;
    const r = checkMedications(
      { ...petOf({ species: 'dog', conditions: ['breeding'] }), sex: 'female' },
      [medOf('Prednisolone|10 mg|Once daily')],
    );
    const found = r.drugInteractions.filter((i) => i.kind === 'condition');
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });
});
