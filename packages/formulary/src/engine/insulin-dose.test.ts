import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

function insulinFinding(species: Species, kg: number, med: string): RiskLevel | null {
  const r = check({ species, kg, conditions: ['diabetes'] }, [med]);
  const found = r.drugInteractions.filter((i) => i.kind === 'dose');
  return found[0]?.riskLevel ?? null;
}

describe('insulin doses', () => {
  it.each<[Species, number, string, RiskLevel | null]>([
    // units/kg: dogs flagged above 1.3 × 1.5 U/kg, cats above 1.3 × 1 U/kg; High from twice it
    ['dog', 10, 'Vetsulin|5 units|Twice daily', null],
    ['dog', 10, 'Vetsulin|15 units|Twice daily', null],
    ['dog', 10, 'Vetsulin|20 units|Twice daily', 'Medium'],
    ['dog', 10, 'Vetsulin|30 units|Twice daily', 'High'],
    ['cat', 4, 'ProZinc|2 units|Twice daily', null],
    ['cat', 4, 'ProZinc|6 units|Twice daily', 'Medium'],
    ['cat', 4, 'ProZinc|8 units|Twice daily', 'High'],
    // a bare number is units; a volume uses the insulin's strength
    ['cat', 4, 'ProZinc|2|Twice daily', null],
    ['cat', 4, 'ProZinc|0.05 mL|Twice daily', null],
    ['cat', 4, 'Lantus|0.1 mL|Twice daily', 'High'],
    ['dog', 10, 'Vetsulin|1 mL|Twice daily', 'High'],
    // syringe mismatch: U-100 insulin in a U-40 syringe is 2.5 × the dose; the reverse 40 %
    ['cat', 4.5, 'Lantus|2 units in a U-40 syringe|Twice daily', 'High'],
    ['dog', 20, 'Vetsulin|10 units with a U-100 syringe|Twice daily', 'Medium'],
    ['dog', 20, 'Vetsulin|10 units (U-40 syringe)|Twice daily', null],
    // insulin needs units
    ['dog', 15, 'Insulin|5 mg|Twice daily', 'Medium'],
    ['dog', 15, 'Insulin|1 tablet|Twice daily', 'Medium'],
  ])('%s %s kg %s → %s', (species, kg, med, expected) => {
    expect(insulinFinding(species, kg, med)).toBe(expected);
  });

  it('shows units, units/kg and the insulin strength it assumed', () => {
    const r = check({ species: 'dog', kg: 10, conditions: ['diabetes'] }, [
      'Vetsulin|1 mL|Twice daily',
    ]);
    const d = r.drugInteractions.find((i) => i.kind === 'dose')?.description ?? '';
    expect(d).toContain('1 mL × 40 units/mL = 40 units');
    expect(d).toContain('4 units/kg for a 10 kg dog');
  });
});
