import { describe, expect, it } from 'vitest';
import type { Pet } from '@pawrx/contracts/pets';
import { makePet } from '../../../test/factories';
import { ADD_PET_FORM_DEFAULTS, addPetFormSchema } from './add-pet-form';
import { editPetFormSchema, toEditForm } from './edit-pet-form';
import { ageText, weightText } from '../../../lib/pet-display';

describe('Add Pet form schema (the create body’s own)', () => {
  it('sends age as an integer and weight as a decimal, with the §9 defaults', () => {
    const body = addPetFormSchema.parse({
      ...ADD_PET_FORM_DEFAULTS,
      name: ' Rex ',
      weight: 12.5,
      age: 4,
    });
    expect(body).toEqual({
      name: 'Rex',
      species: 'dog',
      breed: '',
      weight: 12.5,
      weightUnit: 'kg',
      age: 4,
      ageUnit: 'years',
      sex: 'male',
      neutered: false,
      photo: '',
    });
  });

  it.each([
    [{}, ['Name is required', 'Weight is required', 'Age is required']],
    [
      { name: 'Rex', weight: -1, age: 4.5 },
      ['Weight cannot be negative', 'Age must be a whole number'],
    ],
  ])('says what is missing or wrong: %j', (values, messages) => {
    const result = addPetFormSchema.safeParse({ ...ADD_PET_FORM_DEFAULTS, ...values });
    expect(result.error?.issues.map((i) => i.message)).toEqual(messages);
  });
});

/** A pet with no weight unit, allergies, insurance and a photo URL, as the edit form gets it. */
const pet = (overrides: Partial<Pet> = {}): Pet =>
  makePet({
    weight: null,
    weightUnit: null,
    photo: '/api/pets/pet-1/photo?v=1&sig=x',
    insuranceInfo: { provider: 'Acme' },
    insurance: 'Acme',
    medicalHistory: { allergies: ['chicken', 'beef'], chronicConditions: [], vaccinations: [] },
    allergies: ['chicken', 'beef'],
    ...overrides,
  });

describe('edit form', () => {
  it('defaults the weight unit to lbs when unset and joins lists with commas', () => {
    const form = toEditForm(pet());
    expect(form.weightUnit).toBe('lbs');
    expect(form.medicalHistory.allergies).toBe('chicken, beef');
    expect(form.insuranceInfo.provider).toBe('Acme');
  });

  it('splits allergies and conditions into trimmed non-empty lists and keeps the photo URL', () => {
    const body = editPetFormSchema.parse({
      ...toEditForm(pet()),
      medicalHistory: { allergies: ' pollen , ,dust,', chronicConditions: '' },
    });
    expect(body.medicalHistory).toEqual({ allergies: ['pollen', 'dust'], chronicConditions: [] });
    expect(body.photo).toBe('/api/pets/pet-1/photo?v=1&sig=x');
    expect(body.weight).toBeNull();
  });

  it('requires a name; age and weight may be left empty but not negative', () => {
    const result = editPetFormSchema.safeParse({ ...toEditForm(pet()), name: ' ', age: -1 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['age', 'Age cannot be negative'],
    ]);
  });
});

describe('display', () => {
  it('shows lbs when no weight unit is set, and the singular unit', () => {
    expect(weightText(pet({ weight: 20 }))).toBe('20 lbs');
    expect(ageText(pet({ age: 1 }))).toBe('1 year');
  });

  it('derives the age from birthDate when age is absent', () => {
    expect(
      ageText(pet({ age: null, ageUnit: null, birthDate: '2020-06-15' }), new Date(2026, 2, 8)),
    ).toBe('5 years');
  });
});
