import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { ONC_ENDO_PAIR_RULES } from '../knowledge/interaction-rules-onc-endo';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// The pair rules read for the oncology, immune and endocrine chapter (k-onc): each fires for a
// drug of each side, either way round, and the near misses beside it stay silent.

function drugDrugRisk(meds: string[], species: Species = 'cat'): RiskLevel | null {
  const found = check({ species }, meds).drugInteractions.filter((i) => i.kind === 'drug-drug');
  return found.length === 0 ? null : found[0]!.riskLevel;
}

describe('oncology, immune and endocrine pair rules', () => {
  it('are all wired into the drug–drug check', () => {
    for (const rule of ONC_ENDO_PAIR_RULES) expect(PAIR_RULES).toContain(rule);
  });

  it.each<[string, string, RiskLevel, Species?]>([
    ['Glipizide|2.5 mg|Twice daily', 'Albon|62.5 mg|Once daily', 'Low'],
    ['Glucotrol|2.5 mg|Twice daily', 'Sulfadimethoxine|62.5 mg|Once daily', 'Low'],
    ['Glipizide|2.5 mg|Twice daily', 'Aspirin|20 mg|Every 72 hours', 'Low'],
    ['Glipizide|5 mg|Twice daily', 'Pepto-Bismol|5 mL|Once', 'Low', 'dog'],
    ['Azathioprine|50 mg|Once daily', 'Mycophenolate|250 mg|Twice daily', 'Low', 'dog'],
    ['Imuran|50 mg|Once daily', 'Leflunomide|40 mg|Once daily', 'Low', 'dog'],
    ['Azathioprine|50 mg|Once daily', 'Enalapril|10 mg|Twice daily', 'Low', 'dog'],
    ['Azathioprine|50 mg|Once daily', 'Fortekor|10 mg|Once daily', 'Low', 'dog'],
    ['Mycophenolate|250 mg|Twice daily', 'Aspirin|81 mg|Once daily', 'Low', 'dog'],
    ['CellCept|250 mg|Twice daily', 'Acyclovir|200 mg|Twice daily', 'Low', 'dog'],
  ])('%s with %s → %s', (a, b, risk, species = 'cat') => {
    expect(drugDrugRisk([a, b], species)).toBe(risk);
    expect(drugDrugRisk([b, a], species)).toBe(risk);
  });

  it.each<[string, string, Species?]>([
    // Another oral diabetes drug the reference does not speak of, and glipizide with an
    // antibiotic that is no sulfa or an NSAID that is no salicylate.
    ['Metformin|25 mg|Twice daily', 'Albon|62.5 mg|Once daily'],
    ['Glipizide|2.5 mg|Twice daily', 'Clavamox|62.5 mg|Twice daily'],
    ['Glipizide|2.5 mg|Twice daily', 'Onsior|6 mg|Once daily'],
    // Azathioprine with the corticosteroid it is routinely given with, with ciclosporin (not of
    // the class the monograph speaks of), and with an ARB; mycophenolate with another NSAID.
    ['Azathioprine|50 mg|Once daily', 'Prednisone|20 mg|Once daily', 'dog'],
    ['Azathioprine|50 mg|Once daily', 'Atopica|100 mg|Once daily', 'dog'],
    ['Azathioprine|50 mg|Once daily', 'Semintra|1 mL|Once daily', 'dog'],
    ['Mycophenolate|250 mg|Twice daily', 'Rimadyl|75 mg|Twice daily', 'dog'],
    ['Mycophenolate|250 mg|Twice daily', 'Famciclovir|250 mg|Twice daily', 'dog'],
  ])('%s with %s stays silent', (a, b, species = 'cat') => {
    expect(drugDrugRisk([a, b], species)).toBeNull();
  });
});
