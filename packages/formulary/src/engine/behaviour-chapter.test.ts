import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check, conditionFindings } from './test-support';

// The behaviour and pain chapter read for issue 22 (k-beh): buspirone's doses from a veterinary
// psychopharmacology text, its MAO-inhibitor pairs and its liver and kidney cautions. Each finding
// has its near miss beside it, so a safe use stays safe.

function kinds(species: Species, kg: number, meds: string[], kind: string): RiskLevel[] {
  return check({ species, kg }, meds)
    .drugInteractions.filter((i) => i.kind === kind)
    .map((i) => i.riskLevel);
}

describe('buspirone doses (Dantas and Crowell-Davis)', () => {
  it.each<[Species, number, string, RiskLevel | null]>([
    // Dog 0.5–2 mg/kg every 8–24 hours: 1 mg/kg three times a day was flagged before.
    ['dog', 20, 'Buspirone|20 mg|Three times daily', null],
    ['dog', 20, 'Buspirone|30 mg|Twice daily', null],
    ['dog', 20, 'Buspar|40 mg|Three times daily', null],
    ['dog', 20, 'Buspirone|60 mg|Three times daily', 'Medium'],
    // Cat 2.5–7.5 mg per cat every 12 hours: 7.5 mg for a 3.5 kg cat was flagged before.
    ['cat', 3.5, 'Buspirone|7.5 mg|Twice daily', null],
    ['cat', 4, 'Buspirone|2.5 mg|Twice daily', null],
    ['cat', 3.5, 'Buspirone|15 mg|Twice daily', 'Medium'],
  ])('%s %s kg: %s → %s', (species, kg, med, risk) => {
    const found = kinds(species, kg, [med], 'dose');
    expect(found[0] ?? null).toBe(risk);
  });
});

describe('buspirone with an MAO inhibitor', () => {
  it.each<[string, string]>([
    ['Buspirone|10 mg|Twice daily', 'Selegiline|10 mg|Once daily'],
    ['Buspar|10 mg|Twice daily', 'Preventic collar||'],
  ])('%s with %s is High', (a, b) => {
    expect(kinds('dog', 20, [a, b], 'drug-drug')).toEqual(['High']);
    expect(kinds('dog', 20, [b, a], 'drug-drug')).toEqual(['High']);
  });

  it('stays silent with a tick product that has no amitraz, and with gabapentin', () => {
    expect(
      kinds('dog', 20, ['Buspirone|10 mg|Twice daily', 'NexGard|1 chew|Monthly'], 'drug-drug'),
    ).toEqual([]);
    expect(
      kinds(
        'dog',
        20,
        ['Buspirone|10 mg|Twice daily', 'Gabapentin|200 mg|Twice daily'],
        'drug-drug',
      ),
    ).toEqual([]);
  });
});

describe('buspirone with liver or kidney disease', () => {
  it('is a Low caution, and silent without the condition or for another drug', () => {
    const risk = (c: string[], med: string, s: Species = 'dog') =>
      conditionFindings(s, c, med).map((f) => f.riskLevel);
    expect(risk(['liver disease'], 'Buspirone|10 mg|Twice daily')).toEqual(['Low']);
    expect(risk(['CKD'], 'Buspirone|5 mg|Twice daily', 'cat')).toEqual(['Low']);
    expect(risk(['arthritis'], 'Buspirone|10 mg|Twice daily')).toEqual([]);
    expect(risk(['CKD'], 'Gabapentin|50 mg|Twice daily', 'cat')).toEqual([]);
  });
});
