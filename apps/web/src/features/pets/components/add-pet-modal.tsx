import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { numberOrUndefined } from '../../../lib/form-values';
import { toast } from '../../../lib/toast';
import { useCreatePet } from '../api/create-pet';
import {
  ADD_PET_FORM_DEFAULTS,
  addPetFormSchema,
  type AddPetFormInput,
  type AddPetFormValues,
} from '../utils/add-pet-form';
import {
  ADD_AGE_UNIT_OPTIONS,
  ADD_SEX_OPTIONS,
  SPECIES_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '../utils/pet-options';
import { submitHandler } from '../../../lib/submit-handler';

/** Add New Pet (spec §5): name, weight and age required; weight step 0.1, age an integer. */
export function AddPetModal({ onClose }: { onClose: () => void }) {
  const createPet = useCreatePet();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddPetFormInput, unknown, AddPetFormValues>({
    resolver: zodResolver(addPetFormSchema),
    defaultValues: ADD_PET_FORM_DEFAULTS,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await createPet.mutateAsync(body);
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
      <form
        id="add-pet-form"
        onSubmit={submitHandler(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Name"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Species"
          options={SPECIES_OPTIONS}
          error={errors.species?.message}
          {...register('species')}
        />
        <TextField label="Breed" error={errors.breed?.message} {...register('breed')} />
        <TextField
          label="Weight"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          error={errors.weight?.message}
          {...register('weight', { setValueAs: numberOrUndefined })}
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
          {...register('age', { setValueAs: numberOrUndefined })}
        />
        <SelectField label="Age Unit" options={ADD_AGE_UNIT_OPTIONS} {...register('ageUnit')} />
        <SelectField label="Sex" options={ADD_SEX_OPTIONS} {...register('sex')} />
        <CheckboxField
          label="Spayed / Neutered"
          className="self-end pb-3"
          {...register('neutered')}
        />
      </form>
    </Modal>
  );
}
