import { describe, expect, it } from 'vitest';
import { confirmLabelFor, newMedicationNotChecked, verdict } from './interactions';
import type { RiskLevel } from './enums';

const interaction = (riskLevel: RiskLevel) => ({ riskLevel });
const toxic = {
  medication: 'Xylitol',
  reason: 'r',
  recommendation: 'x',
  species: ['dog' as const],
  severity: 'Critical' as const,
  kind: 'species-toxicity' as const,
  source: { publisher: 'p', title: 't' },
};

describe('verdict (spec §4)', () => {
  it.each([
    ['no result', null, 'unknown'],
    ['empty lists', { toxicMedications: [], drugInteractions: [] }, 'safe'],
    [
      'a Low interaction',
      { toxicMedications: [], drugInteractions: [interaction('Low')] },
      'caution',
    ],
    [
      'a Medium interaction',
      { toxicMedications: [], drugInteractions: [interaction('Medium')] },
      'caution',
    ],
    [
      'a High interaction',
      { toxicMedications: [], drugInteractions: [interaction('High')] },
      'dangerous',
    ],
    [
      'a Critical interaction',
      { toxicMedications: [], drugInteractions: [interaction('Critical')] },
      'dangerous',
    ],
    ['a toxic medication alone', { toxicMedications: [toxic], drugInteractions: [] }, 'dangerous'],
  ] as const)('%s → %s', (_label, input, expected) => {
    expect(verdict(input)).toBe(expected);
  });

  it('labels the confirm button by verdict', () => {
    expect(confirmLabelFor('dangerous')).toBe('Add Anyway (Consult Vet First!)');
    expect(confirmLabelFor('caution')).toBe('Proceed with Caution');
  });
});

describe('newMedicationNotChecked', () => {
  const clean = (unrecognized: string[]) => ({
    toxicMedications: [],
    drugInteractions: [],
    unrecognized,
  });

  it('is true when the new medication itself was not recognised and nothing was found', () => {
    expect(newMedicationNotChecked(clean(['Zorblax 10 mg']), ' zorblax 10 MG ')).toBe(true);
  });

  it('is false when only a current medication was not recognised', () => {
    expect(newMedicationNotChecked(clean(['Grandma tonic']), 'Carprofen')).toBe(false);
  });

  it('is false when something was found: the finding speaks for itself', () => {
    const found = { ...clean(['Zorblax']), drugInteractions: [interaction('Low')] };
    expect(newMedicationNotChecked(found, 'Zorblax')).toBe(false);
  });

  it('is false for a blank name', () => {
    expect(newMedicationNotChecked(clean(['']), '  ')).toBe(false);
  });
});
