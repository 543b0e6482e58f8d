import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { formatMgKg } from './dose';
import { check } from './test-support';

function doseFinding(
  species: Species,
  kg: number | null,
  med: string,
): { risk: RiskLevel; label: string } | null {
  const r = check({ species, kg }, [med]);
  const found = r.drugInteractions.filter((i) => i.kind === 'dose');
  return found[0] ? { risk: found[0].riskLevel, label: found[0].medication2 } : null;
}

describe('dose range', () => {
  it.each<[Species, number | null, string, RiskLevel | null]>([
    // Carprofen, dog, max 4.4 mg/kg/day, flagged above 1.3× (5.72) and High from 2× (8.8)
    ['dog', 30, 'Carprofen|75 mg|Twice daily', null],
    ['dog', 30, 'Carprofen|85 mg|Twice daily', null],
    ['dog', 30, 'Carprofen|87 mg|Twice daily', 'Medium'],
    ['dog', 30, 'Carprofen|130 mg|Twice daily', 'Medium'],
    ['dog', 30, 'Carprofen|133 mg|Twice daily', 'High'],
    ['dog', 20, 'Carprofen|100 mg (15 mg/kg/day total)|Three times daily', 'High'],
    ['dog', 30, 'Carprofen|4.4 mg/kg|Once daily', null],
    ['dog', null, 'Carprofen|75 mg|Twice daily', null],
    ['dog', null, 'Carprofen|10 mg/kg|Once daily', 'High'],
    ['dog', 30, 'Carprofen|1 tablet|Twice daily', null],
    ['dog', 30, 'Carprofen||', null],
    // Meloxicam: the cat single injection vs repeated dosing
    [
      'cat',
      4,
      'Meloxicam injection|0.3 mg/kg SC (single dose)|Once (single pre-operative dose)',
      null,
    ],
    ['cat', 4, 'Meloxicam|0.3 mg/kg|Once daily', 'High'],
    ['cat', 4, 'Meloxicam|0.4 mg|Once daily', null],
    ['dog', 7, 'Meloxicam oral suspension 1.5 mg/mL|1 mL of 1.5 mg/mL|Once daily', null],
    ['dog', 30, 'Meloxicam|15 mg|Once daily', 'High'],
    ['rabbit', 3.5, 'Meloxicam|1.75 mg|Once daily', null],
    ['bird', 0.09, 'Meloxicam|0.09 mg|Twice daily', null],
    // Other common drugs
    ['dog', 30, 'Gabapentin|300 mg|Three times daily', null],
    ['dog', 10, 'Gabapentin|1200 mg|Three times daily', 'High'],
    ['cat', 4.5, 'Gabapentin|100 mg|As needed', null],
    ['dog', 8, 'Tramadol|60 mg|Every 8 hours', 'Medium'],
    ['dog', 30, 'Prednisone|30 mg|Twice daily', null],
    ['dog', 5, 'Prednisone|20 mg|Twice daily', 'High'],
    ['dog', 22, 'Amoxicillin-clavulanate|375 mg|Twice daily', null],
    ['cat', 4.5, 'Clavamox|62.5 mg|Twice daily', null],
    ['cat', 4.5, 'Clavamox|250 mg|Twice daily', 'High'],
    ['dog', 13, 'Cephalexin|500 mg|Twice daily', null],
    ['cat', 4.5, 'Enrofloxacin|22.7 mg|Once daily', null],
    ['cat', 4, 'Enrofloxacin|50 mg|Once daily', 'High'],
    ['dog', 30, 'Enrofloxacin|136 mg|Once daily', null],
    ['dog', 14, 'Doxycycline|70 mg|Twice daily', null],
    ['dog', 33, 'Metronidazole|375 mg|Twice daily', null],
    ['dog', 10, 'Metronidazole|500 mg|Twice daily', 'High'],
    ['dog', 33, 'Maropitant|60 mg|Once daily', null],
    ['dog', 9, 'Famotidine|10 mg|Twice daily', null],
    ['dog', 9, 'Omeprazole|10 mg|Twice daily', null],
    ['dog', 9, 'Fluoxetine|10 mg|Once daily', null],
    ['dog', 9, 'Fluoxetine|40 mg|Once daily', 'High'],
    ['cat', 4.5, 'Methimazole|2.5 mg|Twice daily', null],
    ['cat', 4, 'Amlodipine|0.625 mg|Once daily', null],
    ['cat', 4, 'Amlodipine|5 mg|Once daily', 'High'],
    ['dog', 10, 'Pimobendan|2.5 mg|Twice daily', null],
    ['dog', 10, 'Pimobendan|5 mg|Twice daily', 'Medium'],
    ['dog', 4, 'Theophylline (extended release)|40 mg|Twice daily', null],
    ['dog', 30, 'Oclacitinib|16 mg|Twice daily', null],
    ['dog', 13, 'Diphenhydramine|25 mg|Twice daily', null],
    ['dog', 30, 'Ivermectin|9 mg (0.3 mg/kg)|Once daily', null],
    ['dog', 30, 'Ivermectin|30 mg|Once daily', 'Medium'],
    // One dose of 40 mg/kg: over the treatment maximum but under the 75 mg/kg poisoning dose.
    ['dog', 4, 'Acetaminophen|160 mg|Once', 'Medium'],
    ['dog', 4, 'Acetaminophen|160 mg|Twice daily', 'High'],
    ['dog', 30, 'Trazodone|100 mg|As needed', null],
  ])('%s %s kg: %s → %s', (species, kg, med, risk) => {
    expect(doseFinding(species, kg, med)?.risk ?? null).toBe(risk);
  });

  it('names the dose that was too high, per day or per dose', () => {
    expect(
      doseFinding('dog', 20, 'Carprofen|100 mg (15 mg/kg/day total)|Three times daily')?.label,
    ).toBe('15 mg/kg/day (dose)');
    expect(doseFinding('cat', 4, 'Enrofloxacin|50 mg|Once')?.label).toBe('13 mg/kg (dose)');
  });

  it.each([
    [15, '15'],
    [0.3, '0.3'],
    [0.0057, '0.0057'],
    [125, '125'],
    [5.004, '5'],
    [12.5, '13'],
  ])('formats %s mg/kg as %s', (value, text) => {
    expect(formatMgKg(value)).toBe(text);
  });
});
