import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import {
  vaccinationBodySchema,
  type Vaccination,
  type VaccinationBody,
  type VaccinationInput,
} from '@pawrx/contracts/vaccinations';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import { useSaveVaccination } from '../../api/vaccinations';
import { submitHandler } from '../../../../lib/submit-handler';

type Props = { petId: string; vaccination?: Vaccination; onClose: () => void };

/** Add or edit a vaccination: vaccine and date required, next due not before the date. */
export function VaccinationModal({ petId, vaccination, onClose }: Props) {
  const save = useSaveVaccination(petId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VaccinationBody, unknown, VaccinationInput>({
    // The body's own schema: vaccine and date required, next due not before the date.
    resolver: zodResolver(vaccinationBodySchema),
    defaultValues: {
      vaccine: vaccination?.vaccine ?? '',
      date: vaccination?.date ?? '',
      nextDue: vaccination?.nextDue ?? '',
      veterinarian: vaccination?.veterinarian ?? '',
      notes: vaccination?.notes ?? '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: vaccination?._id, body });
      toast.success(vaccination ? VACCINATION_MESSAGES.updated : VACCINATION_MESSAGES.added);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, VACCINATION_MESSAGES.saveError));
    }
  });

  return (
    <Modal
      title={vaccination ? 'Edit Vaccination' : 'Add Vaccination'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="vaccination-form" busy={save.isPending} busyLabel="Saving…">
            Save Vaccination
          </Button>
        </>
      }
    >
      <form
        id="vaccination-form"
        onSubmit={submitHandler(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Vaccine"
          className="sm:col-span-2"
          error={errors.vaccine?.message}
          {...register('vaccine')}
        />
        <TextField
          label="Date Given"
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label="Next Due"
          type="date"
          error={errors.nextDue?.message}
          {...register('nextDue')}
        />
        <TextField
          label="Veterinarian"
          className="sm:col-span-2"
          error={errors.veterinarian?.message}
          {...register('veterinarian')}
        />
        <TextareaField
          label="Notes"
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </Modal>
  );
}
