import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../../engine/check-medications';
import { medOf, petOf } from '../../engine/test-support';

// Certifect's leaflet contraindications (issue 22 products pass): diabetes and sick or
// convalescent dogs fire for Certifect; a fipronil product without amitraz stays silent.

function conditionRisk(conditions: string[], med: string): RiskLevel | null {
  const r = checkMedications(petOf({ species: 'dog', kg: 25, conditions }), [medOf(med)]);
  return r.drugInteractions.find((i) => i.kind === 'condition')?.riskLevel ?? null;
}

describe('Certifect leaflet contraindications', () => {
  it.each<[string, string[], string, RiskLevel | null]>([
    ['a diabetic dog', ['diabetes'], 'Certifect|1 pipette|Monthly', 'High'],
    ['a debilitated dog', ['debilitated'], 'Certifect|1 pipette|Monthly', 'Medium'],
    ['a healthy dog', [], 'Certifect|1 pipette|Monthly', null],
    [
      'a diabetic dog given Frontline Plus (no amitraz)',
      ['diabetes'],
      'Frontline Plus for Dogs|1 pipette|Monthly',
      null,
    ],
  ])('%s', (_name, conditions, med, risk) => {
    expect(conditionRisk(conditions, med)).toBe(risk);
  });
});
