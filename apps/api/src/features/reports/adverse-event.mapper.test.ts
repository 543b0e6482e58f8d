import { describe, expect, it } from 'vitest';
import type { AdverseEventRows } from './adverse-event.repository';
import { matchProduct, toAdverseEventData } from './adverse-event.mapper';
import type { MedicationRow } from './reports.repository';

const at = new Date('2026-03-01T00:00:00Z');
const med = (id: string, overrides: Partial<MedicationRow> = {}): MedicationRow => ({
  id,
  petId: 'p1',
  name: 'Carprofen',
  brandName: '',
  dosage: '75 mg',
  frequency: 'Twice daily',
  route: 'oral',
  startDate: '2026-01-01',
  endDate: null,
  prescribedBy: '',
  reason: '',
  instructions: '',
  status: 'active',
  doseTimes: [],
  remindersEnabled: true,
  supplyQuantity: null,
  supplyUnit: null,
  amountPerDose: null,
  supplyCountedOn: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

describe('matchProduct', () => {
  it.each<[string, string, MedicationRow[], string | null]>([
    ['the same name, any case', 'carprofen', [med('a')], 'a'],
    ['the brand name', 'Rimadyl', [med('a', { brandName: 'Rimadyl' })], 'a'],
    ['a name that starts with it', 'Rimadyl', [med('a', { name: 'Rimadyl 100mg' })], 'a'],
    ['the same active ingredient', 'Rimadyl', [med('a', { name: 'Carprofen chewables' })], 'a'],
    ['nothing alike', 'Apoquel', [med('a')], null],
    ['an unknown name', 'Mystery tonic', [med('a')], null],
    [
      'the same name before a shared ingredient',
      'Rimadyl',
      [med('a', { name: 'Carprofen' }), med('b', { name: 'Rimadyl' })],
      'b',
    ],
    [
      'of two courses, the one given on the day',
      'Carprofen',
      [
        med('old', { startDate: '2025-01-01', endDate: '2025-02-01', status: 'completed' }),
        med('later', { startDate: '2026-04-01' }),
        med('then', { startDate: '2026-02-01', endDate: '2026-02-20', status: 'completed' }),
      ],
      'then',
    ],
    [
      'of two courses not given on the day, the newest',
      'Carprofen',
      [
        med('old', { startDate: '2025-01-01', endDate: '2025-06-01' }),
        med('new', { startDate: '2026-04-01' }),
      ],
      'new',
    ],
  ])('finds %s', (_label, typed, meds, expected) => {
    expect(matchProduct(typed, '2026-02-10', meds)?.id ?? null).toBe(expected);
  });
});

describe('toAdverseEventData', () => {
  const rows = (overrides: Partial<AdverseEventRows> = {}): AdverseEventRows => ({
    pet: {
      id: 'p1',
      ownerId: 'o1',
      name: 'Rex',
      species: 'dog',
      breed: 'Beagle',
      sex: 'male',
      age: 4,
      ageUnit: 'years',
      weight: 12,
      weightUnit: 'kg',
      neutered: true,
      birthDate: null,
      microchipId: '',
      insuranceProvider: '',
      allergies: [],
      chronicConditions: ['arthritis'],
      mdr1Status: 'untested',
      photo: null,
      photoUpdatedAt: null,
      createdAt: at,
      updatedAt: at,
    },
    reaction: {
      id: 'r1',
      petId: 'p1',
      medication: 'Rimadyl',
      date: '2026-02-10',
      severity: 'moderate',
      symptoms: ['vomiting'],
      symptomsInput: 'vomiting',
      duration: '2 days',
      treatment: '',
      outcome: 'recovered',
      notes: '',
      createdAt: at,
      updatedAt: at,
    },
    medications: [
      med('a', { name: 'Rimadyl 100mg' }),
      med('b', { name: 'Apoquel' }),
      med('c', { name: 'Old antibiotic', status: 'completed', endDate: '2026-01-05' }),
    ],
    weights: [
      {
        id: 'w1',
        petId: 'p1',
        date: '2026-01-01',
        weightKg: 13,
        note: '',
        source: 'weighing',
        createdAt: at,
      },
      {
        id: 'w2',
        petId: 'p1',
        date: '2026-02-10',
        weightKg: 12.6,
        note: '',
        source: 'weighing',
        createdAt: at,
      },
      {
        id: 'w3',
        petId: 'p1',
        date: '2026-02-20',
        weightKg: 12,
        note: '',
        source: 'weighing',
        createdAt: at,
      },
    ],
    givenBy: new Map([['a', ['Sam', 'Alex']]]),
    ...overrides,
  });

  it('names the product, who gave it, the weight on the day, and the other current medications', () => {
    const data = toAdverseEventData(rows(), at);
    expect(data.product?.name).toBe('Rimadyl 100mg');
    expect(data.givenBy).toEqual(['Sam', 'Alex']);
    expect(data.weightAtReaction).toEqual({ date: '2026-02-10', weightKg: 12.6 });
    expect(data.otherMedications.map((m) => m.name)).toEqual(['Apoquel']);
  });

  it('leaves the product out, and keeps every current medication, when none matches', () => {
    const data = toAdverseEventData(rows({ weights: [] }), at);
    const unmatched = toAdverseEventData(
      { ...rows(), reaction: { ...rows().reaction, medication: 'New food' } },
      at,
    );
    expect(data.weightAtReaction).toBeNull();
    expect(unmatched.product).toBeNull();
    expect(unmatched.givenBy).toEqual([]);
    expect(unmatched.otherMedications.map((m) => m.name)).toEqual(['Rimadyl 100mg', 'Apoquel']);
  });
});
