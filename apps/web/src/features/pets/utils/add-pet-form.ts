import type { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
import { ADD_PET_DEFAULTS } from '@pawrx/contracts/constants';
import type { AgeUnit } from '@pawrx/contracts/enums';
import { petCreateFieldsSchema, weightWithinLimit } from '@pawrx/contracts/pets';

// The Add Pet modal (spec §5): the create body's fields it shows, validated by the body's own
// schema (name, weight and age required; age a whole number). Its output is the body.

export const addPetFormSchema = petCreateFieldsSchema
  .pick({
    name: true,
    species: true,
    breed: true,
    weight: true,
    weightUnit: true,
    age: true,
    ageUnit: true,
    sex: true,
    neutered: true,
    photo: true,
  })
  .superRefine(weightWithinLimit);
export type AddPetFormInput = z.input<typeof addPetFormSchema>;
export type AddPetFormValues = z.output<typeof addPetFormSchema>;

/** §9 defaults: dog, kg, years, male, not neutered; no photo. Weight and age start empty. */
export const ADD_PET_FORM_DEFAULTS: DefaultValues<AddPetFormInput> = {
  name: '',
  species: ADD_PET_DEFAULTS.species,
  breed: '',
  weightUnit: ADD_PET_DEFAULTS.weightUnit,
  ageUnit: ADD_PET_DEFAULTS.ageUnit,
  sex: ADD_PET_DEFAULTS.sex,
  neutered: ADD_PET_DEFAULTS.neutered,
  photo: '',
};

/** The add form offers months and years only (spec §3). */
export const ADD_FORM_AGE_UNITS: AgeUnit[] = ['months', 'years'];
