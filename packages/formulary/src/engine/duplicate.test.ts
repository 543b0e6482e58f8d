import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

function duplicate(a: string, b: string): { risk: RiskLevel; text: string } | null {
  const r = check({ species: 'dog', breed: 'Labrador Retriever', kg: 30 }, [`${a}||`, `${b}||`]);
  const found = r.drugInteractions.filter((i) => i.kind === 'duplicate');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] ? { risk: found[0].riskLevel, text: found[0].description } : null;
}

describe('duplicate therapy', () => {
  it.each<[string, string, RiskLevel]>([
    ['Metacam', 'Meloxicam', 'High'],
    ['Rimadyl', 'Novox', 'High'],
    ['Carprofen', 'Meloxicam', 'High'],
    ['Aspirin', 'Carprofen', 'High'],
    ['Meloxicam', 'Grapiprant', 'High'],
    ['Prednisone', 'Prednisolone', 'Medium'],
    ['Prednisolone', 'Dexamethasone', 'Medium'],
    ['Enalapril', 'Benazepril', 'Medium'],
    ['NexGard', 'Bravecto', 'Medium'],
    ['Credelio', 'Simparica Trio', 'Medium'],
    ['Heartgard Plus', 'Interceptor', 'Low'],
    ['Heartgard Plus', 'Tri-Heart Plus', 'Medium'],
    ['Famotidine', 'Omeprazole', 'Low'],
    ['Famotidine', 'Ranitidine', 'Low'],
    ['Fluoxetine', 'Paroxetine', 'High'],
    ['Prozac', 'Reconcile', 'High'],
    ['Clomipramine', 'Amitriptyline', 'High'],
    ['Atenolol', 'Propranolol', 'Medium'],
    ['Furosemide', 'Torsemide', 'Medium'],
    ['Lasix', 'Furosemide', 'Medium'],
    ['Methimazole', 'Carbimazole', 'Medium'],
    ['Enrofloxacin', 'Marbofloxacin', 'Medium'],
    ['Doxycycline', 'Minocycline', 'Medium'],
    ['Apoquel', 'Atopica', 'Medium'],
    ['Gentamicin', 'Amikacin', 'High'],
    ['Insulin glargine', 'Vetsulin', 'High'],
    ['Diphenhydramine', 'Hydroxyzine', 'Low'],
    ['Percorten-V', 'Florinef', 'Medium'],
    ['Zycortal', 'Fludrocortisone', 'Medium'],
    ['Apoquel', 'Zenrelia', 'Medium'],
    ['NexGard Plus', 'Heartgard Plus', 'Low'],
  ])('%s + %s → %s', (a, b, risk) => {
    expect(duplicate(a, b)?.risk).toBe(risk);
  });

  it.each<[string, string]>([
    ['Carprofen', 'Gabapentin'],
    ['Amoxicillin', 'Cephalexin'],
    ['Maropitant', 'Ondansetron'],
    ['Phenobarbital', 'Potassium bromide'],
    ['Prednisolone acetate eye drops', 'Prednisolone'],
    ['Simparica', 'Heartgard Plus'],
    ['Seresto', 'NexGard'],
    ['Fluticasone (inhaled)', 'Prednisolone'],
    ['Drontal', 'Nemex'],
    ['Heartgard Plus', 'Drontal Plus'],
    ['Fish oil', 'Salmon oil'],
    ['Zycortal', 'Prednisone'],
    ['Apoquel', 'Cytopoint'],
  ])('%s + %s → no duplicate', (a, b) => {
    expect(duplicate(a, b)).toBeNull();
  });

  it('explains a brand and its generic as the same drug twice, not as two NSAIDs', () => {
    expect(duplicate('Metacam', 'Meloxicam')?.text).toContain('Both medicines contain meloxicam');
  });

  it('finds two medicines typed in one field, but not a product’s own ingredients', () => {
    const r = check({ species: 'dog', kg: 30 }, ['Rimadyl / Metacam||']);
    expect(r.drugInteractions).toMatchObject([
      { kind: 'duplicate', medication2: 'meloxicam', riskLevel: 'High' },
    ]);
    expect(
      check({ species: 'dog', kg: 30 }, ['Heartgard Plus / NexGard||']).drugInteractions,
    ).toEqual([]);
    expect(check({ species: 'dog', kg: 30 }, ['Drontal Plus||']).drugInteractions).toEqual([]);
  });

  it('reports one finding per pair', () => {
    const r = check({ species: 'dog', kg: 30 }, ['Metacam||', 'Meloxicam||']);
    expect(r.drugInteractions).toHaveLength(1);
  });
});
