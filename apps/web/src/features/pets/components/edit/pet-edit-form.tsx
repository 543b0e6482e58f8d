import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { MDR1_EXPLANATION, type EditPetForm } from '../../utils/edit-pet-form';
import {
  AGE_UNIT_OPTIONS,
  MDR1_OPTIONS,
  SEX_OPTIONS,
  SPECIES_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '../../utils/pet-options';
import { PhotoWidget } from './photo-widget';

type Props = {
  initial: EditPetForm;
  saving: boolean;
  onSubmit: (form: EditPetForm) => void;
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
  } = useForm<EditPetForm>({ defaultValues: initial });
  const [photo, name, species] = useWatch({ control, name: ['photo', 'name', 'species'] });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <PhotoWidget
        name={name}
        species={species}
        photo={photo}
        onChange={(next) => setValue('photo', next, { shouldDirty: true })}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Basic information</legend>
        <TextField
          label="Name"
          error={errors.name?.message}
          {...register('name', { validate: (v) => v.trim() !== '' || 'Name is required' })}
        />
        <SelectField
          label="Species"
          options={SPECIES_OPTIONS}
          {...register('species', { required: 'Species is required' })}
        />
        <TextField label="Breed" {...register('breed')} />
        <SelectField
          label="Sex"
          options={SEX_OPTIONS}
          {...register('sex', { required: 'Sex is required' })}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Age"
            type="number"
            min="0"
            step="1"
            inputMode="numeric"
            error={errors.age?.message}
            {...register('age', {
              validate: (v) =>
                v.trim() === '' ||
                /^\d+$/.test(v.trim()) ||
                'Age must be a whole number of 0 or more',
            })}
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
            {...register('weight', {
              validate: (v) =>
                v.trim() === '' || Number.parseFloat(v) >= 0 || 'Weight must be 0 or more',
            })}
          />
          <SelectField
            label="Weight Unit"
            options={WEIGHT_UNIT_OPTIONS}
            {...register('weightUnit')}
          />
        </div>
        <TextField label="Microchip ID" {...register('microchipId')} />
        <TextField label="Insurance Provider" {...register('insuranceProvider')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Medical information</legend>
        <TextField
          label="Allergies"
          hint="Separate with commas, e.g. penicillin, chicken"
          {...register('allergies')}
        />
        <TextField
          label="Chronic Conditions"
          hint="Separate with commas, e.g. arthritis, kidney disease"
          {...register('chronicConditions')}
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
