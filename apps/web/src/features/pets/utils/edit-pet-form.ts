import type { z } from 'zod';
import { EDIT_PET_DEFAULT_WEIGHT_UNIT } from '@pawrx/contracts/constants';
import type { Mdr1Status } from '@pawrx/contracts/enums';
import { petUpdateFieldsSchema, weightWithinLimit, type Pet } from '@pawrx/contracts/pets';

// The edit form (spec §5): the update body's fields, with name, species and sex required.
// Allergies and conditions are typed comma-separated; the body's own schema splits them into
// trimmed, non-empty lists. Its output is the body.

export const editPetFormSchema = petUpdateFieldsSchema
  .pick({
    name: true,
    species: true,
    breed: true,
    sex: true,
    age: true,
    ageUnit: true,
    weight: true,
    weightUnit: true,
    microchipId: true,
    photo: true,
    insuranceInfo: true,
    medicalHistory: true,
    mdr1Status: true,
  })
  .required({ name: true, species: true, sex: true })
  .superRefine(weightWithinLimit);
export type EditPetFormInput = z.input<typeof editPetFormSchema>;
export type EditPetFormValues = z.output<typeof editPetFormSchema>;

/** The form's starting values; the photo is the URL the API gave, or '' for none. */
export function toEditForm(pet: Pet) {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    sex: pet.sex,
    age: pet.age,
    ageUnit: pet.ageUnit ?? 'years',
    weight: pet.weight,
    // Spec §9: the edit form defaults to lbs when no unit is set.
    weightUnit: pet.weightUnit ?? EDIT_PET_DEFAULT_WEIGHT_UNIT,
    microchipId: pet.microchipId,
    photo: pet.photo ?? '',
    insuranceInfo: { provider: pet.insuranceInfo.provider },
    medicalHistory: {
      allergies: pet.medicalHistory.allergies.join(', '),
      chronicConditions: pet.medicalHistory.chronicConditions.join(', '),
    },
    mdr1Status: pet.mdr1Status,
  } satisfies EditPetFormInput;
}

export const MDR1_LABELS: Record<Mdr1Status, string> = {
  untested: 'Not tested',
  'normal/normal': 'Normal/Normal (no mutation)',
  'mutant/normal': 'Mutant/Normal (carrier, sensitive)',
  'mutant/mutant': 'Mutant/Mutant (highly sensitive)',
};

export const MDR1_EXPLANATION =
  'The MDR1 (ABCB1) gene test shows whether a dog is sensitive to drugs such as ivermectin, loperamide and some chemotherapy drugs. Herding breeds are most often affected.';
