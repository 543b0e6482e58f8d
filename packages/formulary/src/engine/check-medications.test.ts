import { quickCheckResultSchema, verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { checkMedications } from './check-medications';
import { check, medOf, petOf } from './test-support';

describe('checkMedications (the one entry point)', () => {
  const busyPet = petOf({
    species: 'dog',
    breed: 'Rough Collie',
    kg: 27,
    name: 'Lassie',
    allergies: ['penicillin'],
    conditions: ['chronic kidney disease', 'epilepsy'],
  });
  const busyMeds = [
    'Rimadyl|75 mg|Twice daily',
    'Prednisone|20 mg|Once daily',
    'Tramadol|100 mg|Every 8 hours',
    'Clavamox|375 mg|Twice daily',
    'Imodium|2 mg|Every 8 hours',
    'Chocolate|1 bar|As needed',
    'Qwertyzol|5 mg|Once daily',
  ].map(medOf);

  it('returns a result matching the contract schema', () => {
    const result = checkMedications(busyPet, busyMeds);
    expect(quickCheckResultSchema.parse(result)).toEqual(result);
    expect(verdict(result)).toBe('dangerous');
  });

  it('is deterministic and orders findings by risk', () => {
    const a = checkMedications(busyPet, busyMeds);
    const b = checkMedications(busyPet, busyMeds);
    expect(a).toEqual(b);
    const order = ['Critical', 'High', 'Medium', 'Low'];
    const ranks = a.drugInteractions.map((i) => order.indexOf(i.riskLevel));
    expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
  });

  it('reports each finding once', () => {
    const result = checkMedications(busyPet, busyMeds);
    const keys = result.drugInteractions.map((i) => `${i.kind}|${i.medication1}|${i.medication2}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists names it could not resolve, as typed, and says so in the analysis', () => {
    const result = checkMedications(busyPet, busyMeds);
    expect(result.unrecognized).toEqual(['Qwertyzol']);
    expect(result.analysis).toContain('Qwertyzol');
    expect(result.analysis).toContain('Lassie');
  });

  it('covers every finding family for a pet with a complex profile', () => {
    const kinds = new Set(checkMedications(busyPet, busyMeds).drugInteractions.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['allergy', 'condition', 'drug-drug', 'mdr1']);
    expect(checkMedications(busyPet, busyMeds).toxicMedications.map((t) => t.medication)).toEqual([
      'Chocolate',
    ]);
  });

  it('says safe with a short summary when nothing is found', () => {
    const result = check({ species: 'dog', kg: 30 }, [
      'Carprofen|75 mg|Twice daily',
      'Gabapentin|300 mg|Twice daily',
    ]);
    expect(verdict(result)).toBe('safe');
    expect(result.analysis).toMatch(/No known problems/u);
  });

  it('never counts an unrecognised name as checked in the summary', () => {
    const one = check({ species: 'dog', kg: 30 }, [
      'Carprofen|75 mg|Twice daily',
      'Zorblaxil|1|Once daily',
    ]);
    expect(one.unrecognized).toEqual(['Zorblaxil']);
    expect(one.analysis).toMatch(/among the 1 medication checked/u);
    expect(one.analysis).toMatch(/Not recognised, so not checked: Zorblaxil/u);
    const none = check({ species: 'dog', kg: 30 }, ['Zorblaxil|1|Once daily']);
    expect(none.analysis).not.toMatch(/No known problems/u);
    expect(none.analysis).toMatch(/Not recognised, so not checked: Zorblaxil/u);
  });

  it('handles an empty list, blank names and a missing weight', () => {
    const pet = petOf({ species: 'cat', kg: null });
    expect(checkMedications(pet, [])).toMatchObject({
      toxicMedications: [],
      drugInteractions: [],
      unrecognized: [],
    });
    const result = checkMedications(pet, [medOf('  |10 mg|'), medOf('Meloxicam|5 mg|Once daily')]);
    expect(result.drugInteractions).toEqual([]);
  });

  it('shows a brand with its generic and a generic as typed', () => {
    const result = check({ species: 'dog', kg: 30 }, [
      'Rimadyl|75 mg|Twice daily',
      'Carprofen|75 mg|Twice daily',
    ]);
    expect(result.drugInteractions[0]).toMatchObject({
      medication1: 'Rimadyl (carprofen)',
      medication2: 'Carprofen',
    });
  });

  it('shows the generic beside a household product’s name when it adds something', () => {
    const result = check({ species: 'dog', kg: 20 }, ['Antifreeze||', 'Raisins||', 'Coffee||']);
    expect(result.toxicMedications.map((t) => t.medication)).toEqual([
      'Antifreeze (ethylene glycol)',
      'Raisins',
      'Coffee (caffeine)',
    ]);
  });
});
