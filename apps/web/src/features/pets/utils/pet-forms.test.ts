import { describe, expect, it } from 'vitest';
import type { Pet } from '@pawrx/contracts/pets';
import { ADD_PET_FORM_DEFAULTS, toCreateBody } from './add-pet-form';
import { toEditForm, toUpdateBody } from './edit-pet-form';
import { ageText, weightText } from './pet-display';

describe('toCreateBody (Add Pet modal)', () => {
  it('sends age as an integer and weight as a decimal, with the §9 defaults', () => {
    const body = toCreateBody({
      ...ADD_PET_FORM_DEFAULTS,
      name: ' Rex ',
      weight: '12.5',
      age: '4',
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
    expect(Number.isInteger(body.age)).toBe(true);
    expect(typeof body.weight).toBe('number');
  });
});

const pet = (overrides: Partial<Pet> = {}): Pet => ({
  _id: 'p1',
  name: 'Rex',
  species: 'dog',
  breed: 'Beagle',
  sex: 'male',
  gender: 'male',
  age: 4,
  ageUnit: 'years',
  weight: null,
  weightUnit: null,
  neutered: false,
  birthDate: null,
  microchipId: '',
  photo: '/api/pets/p1/photo?v=1&sig=x',
  insuranceInfo: { provider: 'Acme' },
  insurance: 'Acme',
  medicalHistory: { allergies: ['chicken', 'beef'], chronicConditions: [], vaccinations: [] },
  allergies: ['chicken', 'beef'],
  conditions: [],
  mdr1Status: 'untested',
  createdAt: '',
  updatedAt: '',
  appointments: [],
  ...overrides,
});

describe('edit form', () => {
  it('defaults the weight unit to lbs when unset and joins lists with commas', () => {
    const form = toEditForm(pet());
    expect(form.weightUnit).toBe('lbs');
    expect(form.allergies).toBe('chicken, beef');
    expect(form.insuranceProvider).toBe('Acme');
  });

  it('splits allergies and conditions into trimmed non-empty lists and keeps the photo URL', () => {
    const body = toUpdateBody({
      ...toEditForm(pet()),
      allergies: ' pollen , ,dust,',
      chronicConditions: '',
    });
    expect(body.medicalHistory).toEqual({ allergies: ['pollen', 'dust'], chronicConditions: [] });
    expect(body.photo).toBe('/api/pets/p1/photo?v=1&sig=x');
    expect(body.weight).toBeNull();
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
