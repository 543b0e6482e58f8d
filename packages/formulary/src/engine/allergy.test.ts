import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { parseAllergy } from './allergy-match';
import { check } from './test-support';

function allergyRisk(allergy: string, med: string): RiskLevel | null {
  const r = check({ species: 'dog', kg: 20, allergies: [allergy] }, [
    'Famotidine|10 mg|Twice daily',
    `${med}||`,
  ]);
  const found = r.drugInteractions.filter((i) => i.kind === 'allergy');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.riskLevel ?? null;
}

describe('reading stored allergies', () => {
  it.each([
    ['penicillin', ['penicillins'], []],
    ['Penicillins', ['penicillins'], []],
    ['allergic to penicillin', ['penicillins'], []],
    ['sulfa', ['sulfonamides'], []],
    ['Sulfa drugs', ['sulfonamides'], []],
    ['sulfonamides', ['sulfonamides'], []],
    ['cephalosporins', ['cephalosporins'], []],
    ['NSAIDs', ['nsaids'], []],
    ['amoxicillin allergy', [], ['amoxicillin']],
    ['Rimadyl', [], ['carprofen']],
    ['carprofen (vomiting)', [], ['carprofen']],
    ['antibiotics', ['antibiotics'], []],
    ['allergic to all antibiotics', ['antibiotics'], []],
    ['penicillin antibiotics', ['penicillins'], []],
    ['Cefa', [], ['cefadroxil']],
  ])('%s → groups %j, drugs %j', (text, groups, drugs) => {
    const parsed = parseAllergy(text);
    expect(parsed?.groups.map((g) => g.id)).toEqual(groups);
    expect(parsed?.drugs.map((d) => d.id)).toEqual(drugs);
  });

  it.each([
    'chicken',
    'beef',
    'grass pollen',
    'flea bites',
    'dust mites',
    '',
    'not allergic to antibiotics',
    'vaccines',
  ])('%j names no drug', (text) => {
    expect(parseAllergy(text)).toBeNull();
  });

  it('labels the other party with the owner’s wording', () => {
    expect(parseAllergy('penicillin')?.label).toBe('penicillin allergy');
    expect(parseAllergy('Amoxicillin allergy')?.label).toBe('Amoxicillin allergy');
  });
});

describe('allergy cross-reactivity', () => {
  it.each<[string, string, RiskLevel | null]>([
    ['penicillin', 'Amoxicillin', 'High'],
    ['penicillin', 'Ampicillin', 'High'],
    ['penicillin', 'Amoxicillin-clavulanate', 'High'],
    ['penicillin', 'Clavamox', 'High'],
    ['penicillin', 'Penicillin G', 'High'],
    ['penicillin', 'Cephalexin', 'Medium'],
    ['penicillin', 'Cefovecin', 'Medium'],
    ['penicillin', 'Meropenem', 'Low'],
    ['penicillin', 'Doxycycline', null],
    ['penicillin', 'Enrofloxacin', null],
    ['penicillin', 'Clindamycin', null],
    ['amoxicillin', 'Amoxicillin', 'Critical'],
    ['amoxicillin', 'Clavamox', 'Critical'],
    ['amoxicillin', 'Ampicillin', 'High'],
    ['amoxicillin', 'Cephalexin', 'Medium'],
    ['cephalosporins', 'Cefpodoxime', 'High'],
    ['cephalosporins', 'Amoxicillin', 'Medium'],
    ['cephalexin', 'Cefadroxil', 'Medium'],
    ['sulfa', 'Trimethoprim-sulfamethoxazole', 'High'],
    ['sulfonamides', 'Tribrissen', 'High'],
    ['sulfa drugs', 'Primor', 'High'],
    ['sulfa', 'Zonisamide', 'Medium'],
    ['sulfa', 'Deracoxib', 'Low'],
    ['sulfa', 'Furosemide', null],
    ['sulfa', 'Trimethoprim', null],
    ['NSAIDs', 'Carprofen', 'High'],
    ['NSAIDs', 'Grapiprant', 'High'],
    ['carprofen', 'Rimadyl', 'Critical'],
    ['carprofen', 'Meloxicam', 'Medium'],
    ['carprofen', 'Gabapentin', null],
    ['methimazole', 'Carbimazole', 'Critical'],
    ['prednisone', 'Prednisolone', 'Critical'],
    ['fluoroquinolones', 'Marbofloxacin', 'High'],
    ['tetracycline', 'Minocycline', 'High'],
    ['opioids', 'Buprenorphine', 'High'],
    ['chicken', 'Apoquel', null],
    ['all antibiotics', 'Amoxicillin', 'Medium'],
    ['antibiotics', 'Enrofloxacin', 'Medium'],
    ['antibiotics', 'Gabapentin', null],
    ['penicillin antibiotics', 'Enrofloxacin', null],
  ])('%s allergy + %s → %s', (allergy, med, risk) => {
    expect(allergyRisk(allergy, med)).toBe(risk);
  });

  it('reports one finding per medication and allergy, the most serious', () => {
    const r = check({ species: 'dog', allergies: ['penicillin', 'amoxicillin'] }, ['Clavamox||']);
    expect(r.drugInteractions.map((i) => [i.medication2, i.riskLevel])).toEqual([
      ['amoxicillin allergy', 'Critical'],
      ['penicillin allergy', 'High'],
    ]);
  });
});
