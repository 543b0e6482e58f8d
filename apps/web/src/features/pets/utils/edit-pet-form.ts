import { EDIT_PET_DEFAULT_WEIGHT_UNIT } from '@pawrx/contracts/constants';
import type { AgeUnit, Mdr1Status, Sex, Species, WeightUnit } from '@pawrx/contracts/enums';
import { splitCommaList, type Pet, type PetUpdateBody } from '@pawrx/contracts/pets';

/** The edit form's fields as the inputs hold them. */
export type EditPetForm = {
  name: string;
  species: Species;
  breed: string;
  sex: Sex;
  age: string;
  ageUnit: AgeUnit;
  weight: string;
  weightUnit: WeightUnit;
  microchipId: string;
  insuranceProvider: string;
  allergies: string;
  chronicConditions: string;
  mdr1Status: Mdr1Status;
  /** The URL the API gave, a new data URL, or '' for none. */
  photo: string;
};

export function toEditForm(pet: Pet): EditPetForm {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    sex: pet.sex,
    age: pet.age === null ? '' : String(pet.age),
    ageUnit: pet.ageUnit ?? 'years',
    weight: pet.weight === null ? '' : String(pet.weight),
    // Spec §9: the edit form defaults to lbs when no unit is set.
    weightUnit: pet.weightUnit ?? EDIT_PET_DEFAULT_WEIGHT_UNIT,
    microchipId: pet.microchipId,
    insuranceProvider: pet.insuranceInfo.provider,
    allergies: pet.medicalHistory.allergies.join(', '),
    chronicConditions: pet.medicalHistory.chronicConditions.join(', '),
    mdr1Status: pet.mdr1Status,
    photo: pet.photo ?? '',
  };
}

const numberOrNull = (text: string, parse: (s: string) => number) =>
  text.trim() === '' ? null : parse(text);

/** Spec §7 PUT body; allergies and conditions split on commas into trimmed, non-empty lists. */
export function toUpdateBody(form: EditPetForm): PetUpdateBody {
  return {
    name: form.name.trim(),
    species: form.species,
    breed: form.breed.trim(),
    sex: form.sex,
    age: numberOrNull(form.age, (s) => Number.parseInt(s, 10)),
    ageUnit: form.ageUnit,
    weight: numberOrNull(form.weight, Number.parseFloat),
    weightUnit: form.weightUnit,
    microchipId: form.microchipId.trim(),
    photo: form.photo,
    insuranceInfo: { provider: form.insuranceProvider.trim() },
    medicalHistory: {
      allergies: splitCommaList(form.allergies),
      chronicConditions: splitCommaList(form.chronicConditions),
    },
    mdr1Status: form.mdr1Status,
  };
}

export const MDR1_LABELS: Record<Mdr1Status, string> = {
  untested: 'Not tested',
  'normal/normal': 'Normal/Normal (no mutation)',
  'mutant/normal': 'Mutant/Normal (carrier, sensitive)',
  'mutant/mutant': 'Mutant/Mutant (highly sensitive)',
};

export const MDR1_EXPLANATION =
  'The MDR1 (ABCB1) gene test shows whether a dog is sensitive to drugs such as ivermectin, loperamide and some chemotherapy drugs. Herding breeds are most often affected.';
