import { describe, expect, it } from 'vitest';
import { riskRank } from '@pawrx/contracts/enums';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import type { AnalysisPet, CheckMedicationsFn } from '../analysis-provider';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import { findAlternatives } from './alternatives';
import { builtInAnalysis } from './built-in-provider';
import { allFindings, involvedMedications, mentions, namesOf } from './finding-mentions';

const check: CheckMedicationsFn = checkMedications;

const base: AnalysisPet = {
  name: 'Max',
  species: 'dog',
  breed: 'Labrador Retriever',
  weightKg: 30,
  ageYears: 9,
  allergies: [],
  conditions: [],
  mdr1: 'untested',
};
const med = (name: string, dosage = '', frequency = 'Once daily'): MedicationToCheck => ({
  name,
  dosage,
  frequency,
});

const CASES: Array<[string, AnalysisPet, MedicationToCheck[]]> = [
  [
    'dog: NSAID with a corticosteroid',
    base,
    [med('Prednisone', '10 mg'), med('Carprofen', '75 mg', 'Twice daily')],
  ],
  [
    'dog: two NSAIDs, brand and generic',
    base,
    [med('Meloxicam', '1.5 mg'), med('Rimadyl', '100 mg', 'Twice daily')],
  ],
  [
    'cat with kidney disease: meloxicam',
    {
      ...base,
      name: 'Luna',
      species: 'cat',
      breed: 'Domestic Shorthair',
      weightKg: 4,
      ageYears: 14,
      conditions: ['chronic kidney disease'],
    },
    [med('Amlodipine', '0.625 mg'), med('Meloxicam', '0.1 mg/kg')],
  ],
  [
    'dog: xylitol',
    base,
    [med('Gabapentin', '300 mg', 'Twice daily'), med('Xylitol gum', '1 piece')],
  ],
  [
    'collie, untested: ivermectin at mange dose',
    { ...base, name: 'Lassie', breed: 'Rough Collie', weightKg: 25 },
    [med('Heartgard Plus', '1 chewable', 'Monthly'), med('Ivermectin', '0.3 mg/kg')],
  ],
  [
    'dog with a penicillin allergy: amoxicillin',
    { ...base, allergies: ['penicillin'] },
    [med('Gabapentin', '300 mg'), med('Amoxicillin', '500 mg', 'Twice daily')],
  ],
  [
    'rabbit: fipronil',
    { ...base, name: 'Thumper', species: 'rabbit', breed: '', weightKg: 2 },
    [med('Meloxicam', '1 mg'), med('Frontline spray', '1 pump')],
  ],
  [
    'safe pair, no weight',
    { ...base, weightKg: null },
    [med('Gabapentin', '100 mg'), med('Omeprazole', '20 mg')],
  ],
];

describe('built-in analysis', () => {
  it.each(CASES)('%s: explains every finding, grounded risk, deterministic', (_case, pet, meds) => {
    const findings = check(pet, meds);
    const input = { pet, medications: meds, query: '', findings };
    const result = builtInAnalysis(input, check);
    expect(builtInAnalysis(input, check)).toEqual(result);
    expect(result.engine).toBe('built-in');
    for (const t of findings.toxicMedications) {
      expect(result.analysis).toContain(t.reason);
      expect(result.warnings.join(' ')).toContain(t.medication);
    }
    for (const i of findings.drugInteractions) {
      expect(result.analysis).toContain(i.description);
      expect(result.analysis).toContain(i.medication1);
      expect(result.analysis).toContain(`${i.riskLevel} risk`);
      expect(result.sources).toContain(`${i.source.publisher} — ${i.source.title}`);
    }
    for (const name of findings.unrecognized) expect(result.warnings.join(' ')).toContain(name);
    const worst = Math.max(0, ...findings.drugInteractions.map((i) => riskRank(i.riskLevel)));
    expect(riskRank(result.riskLevel)).toBeGreaterThanOrEqual(worst);
    if (findings.toxicMedications.length > 0)
      expect(riskRank(result.riskLevel)).toBeGreaterThanOrEqual(riskRank('High'));
    expect(result.analysis).toMatch(/What to watch for/);
    expect(result.analysis).toMatch(/Species-specific risks/);
    expect(result.analysis).toContain(pet.name);
  });

  it.each(CASES)('%s: alternatives are free of the flagged problem', (_case, pet, meds) => {
    const found = allFindings(check(pet, meds));
    const flagged = involvedMedications(found, meds);
    const { alternatives } = findAlternatives({ pet, medications: meds, flagged, check });
    if (found.length === 0) expect(alternatives).toEqual([]);
    for (const alt of alternatives) {
      const trial = meds.map((m, i) =>
        i === alt.replaces ? { ...m, name: alt.candidate, dosage: '' } : m,
      );
      const names = namesOf(alt.candidate);
      const kinds = new Set(flagged.get(alt.replaces)!.map((f) => f.item.kind));
      const again = allFindings(check(pet, trial)).filter((f) => mentions(f, names));
      expect(again.filter((f) => f.type === 'toxic' || kinds.has(f.item.kind))).toEqual([]);
    }
  });

  it('reads doses as mg/kg for the pet’s weight', () => {
    const meds = [med('Prednisone', '10 mg'), med('Carprofen', '75 mg', 'Twice daily')];
    const result = builtInAnalysis(
      { pet: base, medications: meds, query: '', findings: check(base, meds) },
      check,
    );
    expect(result.analysis).toContain(
      'Carprofen 75 mg twice daily is about 2.5 mg/kg per dose (about 5 mg/kg a day)',
    );
    expect(result.analysis).toContain('Prednisone 10 mg once daily is about 0.33 mg/kg per dose');
  });

  it('says when a dose cannot be read and when the weight is missing', () => {
    const pet = { ...base, weightKg: null };
    const meds = [med('Gabapentin', 'a bit'), med('Omeprazole', '20 mg')];
    const result = builtInAnalysis(
      { pet, medications: meds, query: '', findings: check(pet, meds) },
      check,
    );
    expect(result.analysis).toContain("Max's weight is not recorded");
    expect(result.analysis).toContain('The dose of Gabapentin could not be read');
    expect(result.recommendations.join(' ')).toContain("Record Max's current weight");
  });

  it('suggests an MDR1 test for an untested herding breed', () => {
    const pet = { ...base, breed: 'Australian Shepherd' };
    const meds = [med('Gabapentin', '100 mg'), med('Omeprazole', '20 mg')];
    const result = builtInAnalysis(
      { pet, medications: meds, query: '', findings: check(pet, meds) },
      check,
    );
    expect(result.analysis).toMatch(/MDR1/);
    expect(result.recommendations.join(' ')).toMatch(/MDR1 \(ABCB1\) gene test/);
  });
});
