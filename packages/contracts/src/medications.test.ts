import { describe, expect, it } from 'vitest';
import {
  canMoveStatus,
  medicationCreateBodySchema,
  medicationUpdateBodySchema,
} from './medications';
import { normaliseSymptoms, reactionCreateBodySchema, splitSymptoms } from './reactions';
import { medicationRequestBodySchema, splitDoses } from './medication-requests';
import type { MedicationStatus } from './enums';

describe('medicationCreateBodySchema (spec §5 Medication save)', () => {
  it('requires a name with the spec message', () => {
    const result = medicationCreateBodySchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Medication name is required',
    });
  });

  it('fills the optional fields: empty route, null dates, status active, no schedule or supply', () => {
    expect(medicationCreateBodySchema.parse({ name: ' Carprofen ' })).toEqual({
      name: 'Carprofen',
      brandName: '',
      dosage: '',
      frequency: '',
      route: '',
      startDate: null,
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
    });
  });

  it.each([['oral'], ['topical'], ['injection'], ['inhalation'], ['other'], ['']])(
    'accepts route %j',
    (route) => expect(medicationCreateBodySchema.parse({ name: 'x', route }).route).toBe(route),
  );

  it('rejects an unknown route and a malformed date, naming the fields', () => {
    const result = medicationCreateBodySchema.safeParse({
      name: 'x',
      route: 'rectal',
      startDate: '31/01/2025',
    });
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'route',
      'startDate',
    ]);
  });

  it('reads an empty date as no date', () => {
    expect(medicationCreateBodySchema.parse({ name: 'x', endDate: '' }).endDate).toBeNull();
  });
});

describe('medicationUpdateBodySchema', () => {
  it('leaves unsent fields undefined so the stored values stay', () => {
    expect(medicationUpdateBodySchema.parse({ dosage: '10 mg' })).toEqual({ dosage: '10 mg' });
  });
  it('still refuses a blank name when one is sent', () => {
    expect(medicationUpdateBodySchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('canMoveStatus', () => {
  it.each<[MedicationStatus, MedicationStatus, boolean]>([
    ['active', 'paused', true],
    ['paused', 'active', true],
    ['active', 'completed', true],
    ['active', 'discontinued', true],
    ['paused', 'completed', true],
    ['paused', 'discontinued', true],
    ['completed', 'completed', true],
    ['completed', 'active', false],
    ['completed', 'paused', false],
    ['completed', 'discontinued', false],
    ['discontinued', 'active', false],
    ['discontinued', 'completed', false],
  ])('%s → %s: %s', (from, to, allowed) => expect(canMoveStatus(from, to)).toBe(allowed));
});

describe('symptoms (spec §5 Reaction form)', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitSymptoms(' vomiting, , lethargy ,hives,')).toEqual([
      'vomiting',
      'lethargy',
      'hives',
    ]);
  });
  it('prefers symptoms[] and keeps the typed line', () => {
    expect(normaliseSymptoms(['itching', 'hives, itching'], 'itching,hives')).toEqual({
      symptoms: ['itching', 'hives'],
      symptomsInput: 'itching,hives',
    });
  });
  it('falls back to symptomsInput when the list is empty', () => {
    expect(normaliseSymptoms([], 'a, b')).toEqual({ symptoms: ['a', 'b'], symptomsInput: 'a, b' });
  });
  it('rejects a reaction whose symptoms are all blank, on the symptoms field', () => {
    const result = reactionCreateBodySchema.safeParse({
      medication: 'Amoxicillin',
      date: '2025-01-02',
      severity: 'mild',
      symptoms: [' '],
      symptomsInput: ' , ',
    });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['symptoms']);
  });
  it('defaults the outcome to recovered', () => {
    const parsed = reactionCreateBodySchema.parse({
      medication: 'Amoxicillin',
      date: '2025-01-02',
      severity: 'mild',
      symptomsInput: 'hives',
    });
    expect(parsed).toMatchObject({ outcome: 'recovered', symptoms: ['hives'] });
  });
});

describe('medicationRequestBodySchema', () => {
  it.each([
    ['a comma string', '5 mg, 10 mg,, ', ['5 mg', '10 mg']],
    ['an array', [' 5 mg', '10 mg, 20 mg'], ['5 mg', '10 mg', '20 mg']],
    ['nothing', undefined, []],
  ])('stores doses sent as %s as a list', (_label, commonDoses, expected) => {
    expect(
      medicationRequestBodySchema.parse({ medicationName: 'X', commonDoses }).commonDoses,
    ).toEqual(expected);
  });
  it('accepts the §9 categories and empty, rejects others', () => {
    expect(
      medicationRequestBodySchema.safeParse({ medicationName: 'X', category: 'Pain' }).success,
    ).toBe(true);
    expect(
      medicationRequestBodySchema.safeParse({ medicationName: 'X', category: '' }).success,
    ).toBe(true);
    expect(
      medicationRequestBodySchema.safeParse({ medicationName: 'X', category: 'pain' }).success,
    ).toBe(false);
  });
  it('de-duplicates doses', () => expect(splitDoses('5 mg,5 mg')).toEqual(['5 mg']));
});
