import { describe, expect, it } from 'vitest';
import { medication, reportData } from './report-fixtures';
import { checkCurrentMedications } from './safety-check';

const NOW = new Date('2026-03-15T12:00:00Z');
const pet = () => reportData().pet;

describe('checkCurrentMedications', () => {
  it('says there is nothing to check without current medications', () => {
    expect(checkCurrentMedications(pet(), [], NOW)).toEqual({ status: 'no-medications' });
  });

  it("runs the formulary's engine over the current medications", () => {
    const current = [
      { ...medication(1), name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
      { ...medication(2), name: 'Prednisone', dosage: '10 mg', frequency: 'Once daily' },
    ];
    const safety = checkCurrentMedications(pet(), current, NOW);
    expect(safety.status).toBe('checked');
    if (safety.status !== 'checked') return;
    expect(safety.result.drugInteractions).toContainEqual(
      expect.objectContaining({
        medication1: 'Carprofen',
        medication2: 'Prednisone',
        riskLevel: 'High',
      }),
    );
  });
});
