import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { speciesFromText } from '@pawrx/contracts/species';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { numberOrNull } from '../../../../lib/form-values';
import {
  MDR1_EXPLANATION,
  editPetFormSchema,
  type EditPetFormInput,
  type EditPetFormValues,
} from '../../utils/edit-pet-form';
import {
  AGE_UNIT_OPTIONS,
  MDR1_OPTIONS,
  SEX_OPTIONS,
  SPECIES_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '../../utils/pet-options';
import { PhotoWidget } from './photo-widget';
import { submitHandler } from '../../../../lib/submit-handler';

type Props = {
  initial: EditPetFormInput;
  saving: boolean;
  onSubmit: (body: EditPetFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The §5 edit form: name, species and sex required; age ≥ 0; weight step 0.1. */
export function PetEditFormView({ initial, saving, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<EditPetFormInput, unknown, EditPetFormValues>({
    resolver: zodResolver(editPetFormSchema),
    defaultValues: initial,
  });
  const [photo, name, species] = useWatch({ control, name: ['photo', 'name', 'species'] });

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-6">
      <PhotoWidget
        name={name}
        species={speciesFromText(species) ?? 'other'}
        photo={photo ?? ''}
        onChange={(next) => setValue('photo', next, { shouldDirty: true })}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Basic information</legend>
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Species"
          options={SPECIES_OPTIONS}
          error={errors.species?.message}
          {...register('species')}
        />
        <TextField label="Breed" error={errors.breed?.message} {...register('breed')} />
        <SelectField
          label="Sex"
          options={SEX_OPTIONS}
          error={errors.sex?.message}
          {...register('sex')}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Age"
            type="number"
            min="0"
            step="1"
            inputMode="numeric"
            error={errors.age?.message}
            {...register('age', { setValueAs: numberOrNull })}
          />
          <SelectField label="Age Unit" options={AGE_UNIT_OPTIONS} {...register('ageUnit')} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Weight"
            type="number"
            min="0"
            step="0.1"
            inputMode="decimal"
            error={errors.weight?.message}
            {...register('weight', { setValueAs: numberOrNull })}
          />
          <SelectField
            label="Weight Unit"
            options={WEIGHT_UNIT_OPTIONS}
            {...register('weightUnit')}
          />
        </div>
        <TextField
          label="Microchip ID"
          error={errors.microchipId?.message}
          {...register('microchipId')}
        />
        <TextField
          label="Insurance Provider"
          error={errors.insuranceInfo?.provider?.message}
          {...register('insuranceInfo.provider')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Medical information</legend>
        <TextField
          label="Allergies"
          hint="Separate with commas, e.g. penicillin, chicken"
          error={errors.medicalHistory?.allergies?.message}
          {...register('medicalHistory.allergies')}
        />
        <TextField
          label="Chronic Conditions"
          hint="Separate with commas, e.g. arthritis, kidney disease"
          error={errors.medicalHistory?.chronicConditions?.message}
          {...register('medicalHistory.chronicConditions')}
        />
        <SelectField
          label="MDR1 Test Result"
          className="sm:col-span-2"
          options={MDR1_OPTIONS}
          hint={MDR1_EXPLANATION}
          {...register('mdr1Status')}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
