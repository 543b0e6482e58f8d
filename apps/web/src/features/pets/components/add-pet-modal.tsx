import { useForm } from 'react-hook-form';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useCreatePet } from '../api/create-pet';
import { ADD_PET_FORM_DEFAULTS, toCreateBody, type AddPetForm } from '../utils/add-pet-form';
import {
  ADD_AGE_UNIT_OPTIONS,
  ADD_SEX_OPTIONS,
  SPECIES_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '../utils/pet-options';

/** Add New Pet (spec §5): name, weight and age required; weight step 0.1, age an integer. */
export function AddPetModal({ onClose }: { onClose: () => void }) {
  const createPet = useCreatePet();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddPetForm>({ defaultValues: ADD_PET_FORM_DEFAULTS });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await createPet.mutateAsync(toCreateBody(form));
      toast.success(PET_MESSAGES.added);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, PET_MESSAGES.addFailed));
    }
  });

  return (
    <Modal
      title="Add New Pet"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-pet-form" busy={createPet.isPending} busyLabel="Adding…">
            Add Pet
          </Button>
        </>
      }
    >
      <form id="add-pet-form" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name', {
            validate: (v) => v.trim() !== '' || 'Name is required',
          })}
        />
        <SelectField label="Species" options={SPECIES_OPTIONS} {...register('species')} />
        <TextField label="Breed" {...register('breed')} />
        <TextField
          label="Weight"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          error={errors.weight?.message}
          {...register('weight', {
            required: 'Weight is required',
            validate: (v) => Number.parseFloat(v) >= 0 || 'Weight must be a positive number',
          })}
        />
        <SelectField
          label="Weight Unit"
          options={WEIGHT_UNIT_OPTIONS}
          {...register('weightUnit')}
        />
        <TextField
          label="Age"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={errors.age?.message}
          {...register('age', {
            required: 'Age is required',
            validate: (v) => /^\d+$/.test(v.trim()) || 'Age must be a whole number',
          })}
        />
        <SelectField label="Age Unit" options={ADD_AGE_UNIT_OPTIONS} {...register('ageUnit')} />
        <SelectField label="Sex" options={ADD_SEX_OPTIONS} {...register('sex')} />
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('neutered')} />
          Spayed / Neutered
        </label>
      </form>
    </Modal>
  );
}
