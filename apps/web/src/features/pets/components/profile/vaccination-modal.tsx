import { useForm } from 'react-hook-form';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import type { Vaccination } from '@pawrx/contracts/vaccinations';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { errorMessage } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';
import { useSaveVaccination } from '../../api/vaccinations';

type Form = { vaccine: string; date: string; nextDue: string; veterinarian: string; notes: string };

type Props = { petId: string; vaccination?: Vaccination; onClose: () => void };

/** Add or edit a vaccination: vaccine and date required, next due not before the date. */
export function VaccinationModal({ petId, vaccination, onClose }: Props) {
  const save = useSaveVaccination(petId);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Form>({
    defaultValues: {
      vaccine: vaccination?.vaccine ?? '',
      date: vaccination?.date ?? '',
      nextDue: vaccination?.nextDue ?? '',
      veterinarian: vaccination?.veterinarian ?? '',
      notes: vaccination?.notes ?? '',
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync({
        id: vaccination?._id,
        body: { ...form, nextDue: form.nextDue || null },
      });
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
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Vaccine"
          className="sm:col-span-2"
          error={errors.vaccine?.message}
          {...register('vaccine', { validate: (v) => v.trim() !== '' || 'Vaccine is required' })}
        />
        <TextField
          label="Date Given"
          type="date"
          error={errors.date?.message}
          {...register('date', { required: 'Date is required' })}
        />
        <TextField
          label="Next Due"
          type="date"
          error={errors.nextDue?.message}
          {...register('nextDue', {
            validate: (v) =>
              !v ||
              !getValues('date') ||
              v >= getValues('date') ||
              'Next due date cannot be before the vaccination date',
          })}
        />
        <TextField label="Veterinarian" className="sm:col-span-2" {...register('veterinarian')} />
        <TextareaField label="Notes" className="sm:col-span-2" {...register('notes')} />
      </form>
    </Modal>
  );
}
