import { ADD_PET_DEFAULTS } from '@pawrx/contracts/constants';
import type { AgeUnit, Sex, Species, WeightUnit } from '@pawrx/contracts/enums';
import type { PetCreateBody } from '@pawrx/contracts/pets';

/** The Add Pet modal's fields as the inputs hold them (numbers as typed text). */
export type AddPetForm = {
  name: string;
  species: Species;
  breed: string;
  weight: string;
  weightUnit: WeightUnit;
  age: string;
  ageUnit: AgeUnit;
  sex: Sex;
  neutered: boolean;
};

/** §9 defaults: dog, kg, years, male, not neutered. */
export const ADD_PET_FORM_DEFAULTS: AddPetForm = {
  name: '',
  species: ADD_PET_DEFAULTS.species,
  breed: '',
  weight: '',
  weightUnit: ADD_PET_DEFAULTS.weightUnit,
  age: '',
  ageUnit: ADD_PET_DEFAULTS.ageUnit,
  sex: ADD_PET_DEFAULTS.sex,
  neutered: ADD_PET_DEFAULTS.neutered,
};

/** The add form offers months and years only (spec §3). */
export const ADD_FORM_AGE_UNITS: AgeUnit[] = ['months', 'years'];

/** Spec §7 body: weight as a decimal number, age as an integer, text trimmed. */
export function toCreateBody(form: AddPetForm): PetCreateBody {
  return {
    name: form.name.trim(),
    species: form.species,
    breed: form.breed.trim(),
    weight: Number.parseFloat(form.weight),
    weightUnit: form.weightUnit,
    age: Number.parseInt(form.age, 10),
    ageUnit: form.ageUnit,
    sex: form.sex,
    neutered: form.neutered,
    photo: '',
  };
}
