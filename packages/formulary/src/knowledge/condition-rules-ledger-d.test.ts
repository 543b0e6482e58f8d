import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { conditionFindings, medOf, petOf } from '../engine/test-support';
import { LEDGER_D_CONDITION_RULES } from './condition-rules-ledger-d';

// The rows added by the ledger-d pass of the label ledger (decision 042): each condition row fires
// for a pet with the condition as owners write it, stays silent without it, and stays silent for
// a drug of the same family that the reference does not name.

const RULES = new Map(LEDGER_D_CONDITION_RULES.map((r) => [r.id, r]));

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['rx-zonisamide-pregnancy', 'dog', 'pregnant', 'Zonisamide|100 mg|Twice daily'],
  ['rx-zonisamide-pregnancy', 'cat', 'pregnant queen', 'Zonegran|25 mg|Once daily'],
  ['rx-zonisamide-lactation', 'dog', 'nursing puppies', 'Zonisamide|100 mg|Twice daily'],
  ['rx-zonisamide-lactation', 'cat', 'lactating', 'Zonisamide|25 mg|Once daily'],
  ['rx-clindamycin-pregnancy-cat', 'cat', 'pregnant', 'Antirobe Aquadrops|25 mg|Once daily'],
  ['rx-clindamycin-breeding-cat', 'cat', 'breeding tom', 'Clindamycin|25 mg|Once daily'],
  ['rx-cyclosporine-pregnancy-dog', 'dog', 'pregnant', 'Atopica|100 mg|Once daily'],
  ['rx-cyclosporine-pregnancy-cat', 'cat', 'pregnant', 'Atopica for Cats|0.3 mL|Once daily'],
  ['rx-cyclosporine-lactation-cat', 'cat', 'nursing kittens', 'Cyclosporine|25 mg|Once daily'],
  ['rx-cyclosporine-breeding-cat', 'cat', 'breeding queen', 'Cyclosporine|25 mg|Once daily'],
  ['rx-orbifloxacin-liver', 'dog', 'liver disease', 'Orbax|68 mg|Once daily'],
  ['rx-orbifloxacin-liver', 'cat', 'hepatic lipidosis', 'Orbifloxacin|22.7 mg|Once daily'],
  [
    'rx-cephalexin-kidney-severe-cat',
    'cat',
    'severe kidney failure',
    'Cefalexin|50 mg|Twice daily',
  ],
  ['rx-cephalexin-pregnancy-cat', 'cat', 'pregnant', 'Cephalexin|75 mg|Twice daily'],
  ['rx-famciclovir-kidney', 'cat', 'chronic kidney disease', 'Famciclovir|125 mg|Twice daily'],
  ['rx-famciclovir-kidney', 'cat', 'CKD stage 2', 'Famvir|62.5 mg|Twice daily'],
  ['rx-rifampin-pregnancy', 'dog', 'pregnant', 'Rifampin|100 mg|Once daily'],
  ['rx-rifampin-pregnancy', 'cat', 'pregnant queen', 'Rifampicin|25 mg|Once daily'],
  ['rx-rifampin-lactation', 'dog', 'nursing puppies', 'Rifadin|150 mg|Once daily'],
];

describe('ledger-d label condition rows', () => {
  it('has unique ids', () => {
    expect(RULES.size).toBe(LEDGER_D_CONDITION_RULES.length);
  });

  conditionRowTests(
    RULES,
    SAMPLE,
    [
      ['rx-zonisamide-pregnancy', 'dog', 'pregnant', 'Levetiracetam|500 mg|Three times daily'],
      [
        'rx-zonisamide-lactation',
        'dog',
        'nursing puppies',
        'Levetiracetam|500 mg|Three times daily',
      ],
      ['rx-clindamycin-pregnancy-cat', 'cat', 'pregnant', 'Amoxicillin|50 mg|Twice daily'],
      ['rx-orbifloxacin-liver', 'dog', 'liver disease', 'Marbofloxacin|80 mg|Once daily'],
      // L-lysine, also given for feline herpesvirus, is not famciclovir.
      ['rx-famciclovir-kidney', 'cat', 'chronic kidney disease', 'L-lysine|250 mg|Twice daily'],
      // An antibiotic the handout does not concern, given to a pregnant or nursing bitch.
      ['rx-rifampin-pregnancy', 'dog', 'pregnant', 'Amoxicillin|250 mg|Twice daily'],
      ['rx-rifampin-lactation', 'dog', 'nursing puppies', 'Amoxicillin|250 mg|Twice daily'],
    ],
    'epilepsy',
  );
});

describe('ledger-d species and sex limits', () => {
  it.each([
    ['rx-clindamycin-pregnancy-cat', 'dog', 'pregnant'],
    ['rx-clindamycin-breeding-cat', 'dog', 'breeding stud dog'],
  ] as const)(
    '%s stays silent for a %s (its own dog row speaks there)',
    (id, species, condition) => {
      const rule = RULES.get(id)!;
      expect(rule.species).not.toContain(species);
      const found = conditionFindings(species, [condition], 'Clindamycin|150 mg|Twice daily');
      expect(found.map((f) => f.description)).not.toContain(rule.description);
    },
  );

  it.each([
    ['rx-cyclosporine-pregnancy-cat', 'dog', 'pregnant'],
    ['rx-cyclosporine-breeding-cat', 'dog', 'breeding bitch'],
    ['rx-cyclosporine-lactation-cat', 'dog', 'nursing puppies'],
    ['rx-cyclosporine-pregnancy-dog', 'cat', 'pregnant'],
  ] as const)('%s stays silent for a %s', (id, species, condition) => {
    const rule = RULES.get(id)!;
    expect(rule.species).not.toContain(species);
    const found = conditionFindings(species, [condition], 'Cyclosporine|50 mg|Once daily');
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });

  it('rx-clindamycin-breeding-cat stays silent for a breeding queen recorded as female', () => {
    const rule = RULES.get('rx-clindamycin-breeding-cat')!;
    const pet = {
      ...petOf({ species: 'cat', conditions: ['breeding queen'] }),
      sex: 'female' as const,
    };
    const found = checkMedications(pet, [medOf('Clindamycin|25 mg|Once daily')]).drugInteractions;
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });
});

describe('ledger-d cefalexin in cats', () => {
  const kidneyRow = RULES.get('rx-cephalexin-kidney-severe-cat')!;

  it('the severe-kidney row stays silent for chronic kidney disease not called severe, and for dogs', () => {
    const mild = conditionFindings(
      'cat',
      ['chronic kidney disease'],
      'Cefalexin|50 mg|Twice daily',
    );
    expect(mild.map((f) => f.description)).not.toContain(kidneyRow.description);
    const dog = conditionFindings('dog', ['severe kidney failure'], 'Cefalexin|500 mg|Twice daily');
    expect(dog.map((f) => f.description)).not.toContain(kidneyRow.description);
  });

  function ageRisk(species: Species, weeks: number, kg: number) {
    const pet = { ...petOf({ species, kg }), ageYears: weeks / 52 };
    const r = checkMedications(pet, [medOf('Cefalexin|25 mg|Twice daily')]);
    return r.drugInteractions.find((i) => i.kind === 'age')?.riskLevel ?? null;
  }

  it('a 9-week kitten (past the 9-week row) is under the 10-week label limit (Medium, no harm named)', () => {
    expect(ageRisk('cat', 9, 1.2)).toBe('Medium');
  });

  it('an 11-week kitten and a 9-week puppy get no age finding', () => {
    expect(ageRisk('cat', 11, 1.4)).toBeNull();
    expect(ageRisk('dog', 9, 3)).toBeNull();
  });
});
