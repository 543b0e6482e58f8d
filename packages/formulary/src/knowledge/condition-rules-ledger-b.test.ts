import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { conditionFindings, medOf, petOf } from '../engine/test-support';
import { AGE_LIMITS } from './age-limits';
import { LEDGER_B_CONDITION_RULES } from './condition-rules-ledger-b';

// The rows added by the second half of the label ledger (decision 042): each condition row fires
// for a pet with the condition as owners write it, stays silent without it, and a species-limited
// row stays silent for the species its label does not speak of; each age row fires below its
// label age and not above it.

const RULES = new Map(LEDGER_B_CONDITION_RULES.map((r) => [r.id, r]));

function ageFinding(species: Species, ageYears: number, kg: number, med: string) {
  const pet = { ...petOf({ species, kg }), ageYears };
  const r = checkMedications(pet, [medOf(med)]);
  return r.drugInteractions.find((i) => i.kind === 'age')?.riskLevel ?? null;
}

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['rx-enrofloxacin-breeding-cat', 'cat', 'breeding queen', 'Baytril|15 mg|Once daily'],
  ['rx-doxycycline-kidney', 'cat', 'chronic kidney disease', 'Doxycycline|50 mg|Once daily'],
  ['rx-doxycycline-kidney', 'dog', 'kidney failure', 'Ronaxan|100 mg|Once daily'],
  ['rx-doxycycline-liver', 'dog', 'liver disease', 'Doxycycline|200 mg|Once daily'],
  ['rx-metoclopramide-gi-bleeding', 'dog', 'gi bleeding', 'Metoclopramide|10 mg|Three times daily'],
  ['rx-metoclopramide-pregnancy', 'cat', 'pregnant', 'Metoclopramide|1 mg|Three times daily'],
  ['rx-metoclopramide-lactation', 'dog', 'nursing puppies', 'Vomend|5 mg|Three times daily'],
  ['rx-misoprostol-lactation', 'dog', 'nursing puppies', 'Misoprostol|100 mcg|Three times daily'],
  ['rx-lactulose-obstruction', 'cat', 'intestinal obstruction', 'Lactulose|1 mL|Twice daily'],
  ['rx-ketoconazole-lactation', 'dog', 'nursing puppies', 'Ketoconazole|200 mg|Once daily'],
  ['rx-ketoconazole-breeding-male', 'dog', 'breeding stud dog', 'Ketoconazole|200 mg|Once daily'],
  ['rx-ilunocitinib-liver', 'dog', 'liver disease', 'Zenrelia|8.5 mg|Once daily'],
  ['rx-ilunocitinib-kidney', 'dog', 'chronic kidney disease', 'Zenrelia|8.5 mg|Once daily'],
  ['rx-trimethoprim-kidney', 'dog', 'kidney disease', 'Trimethoprim sulfa|480 mg|Twice daily'],
];

describe('ledger-b label condition rows', () => {
  it('has unique ids', () => {
    expect(RULES.size).toBe(LEDGER_B_CONDITION_RULES.length);
  });

  conditionRowTests(RULES, SAMPLE);

  it.each([
    ['rx-enrofloxacin-breeding-cat', 'dog', 'breeding bitch', 'Baytril|50 mg|Once daily'],
    ['rx-ilunocitinib-liver', 'cat', 'liver disease', 'Ilunocitinib|2 mg|Once daily'],
  ] as const)('%s stays silent for a %s', (id, species, condition, med) => {
    const rule = RULES.get(id)!;
    expect(rule.species).not.toContain(species);
    const found = conditionFindings(species, [condition], med);
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });
});

describe('ledger-b label minimum ages', () => {
  it('keeps the rows it cites', () => {
    expect(AGE_LIMITS.find((r) => r.id === 'enrofloxacin-kitten-3-months')?.minMonths).toBe(3);
  });

  it.each<[string, Species, number, number, string, RiskLevel | null]>([
    [
      'Baytril in a 10-week kitten (Floxabactin: not under 3 months)',
      'cat',
      10 / 52,
      1.2,
      'Baytril|15 mg|Once daily',
      'High',
    ],
    ['Baytril in a 4-month cat', 'cat', 4 / 12, 2, 'Baytril|15 mg|Once daily', null],
  ])('%s', (_name, species, ageYears, kg, med, expected) => {
    expect(ageFinding(species, ageYears, kg, med)).toBe(expected);
  });
});
