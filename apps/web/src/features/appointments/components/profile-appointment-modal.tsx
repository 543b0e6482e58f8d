import { useForm } from 'react-hook-form';
import { DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
import type { AppointmentType } from '@pawrx/contracts/enums';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useCreateAppointment } from '../api/create-appointment';
import { TYPE_OPTIONS } from './schedule-appointment-modal';

type Form = {
  type: AppointmentType;
  title: string;
  date: string;
  time: string;
  veterinarian: string;
  clinic: string;
  address: string;
  phone: string;
  notes: string;
};

/**
 * Schedule Appointment, profile variant (spec §5): type, title and date required; time and the
 * rest optional. The profile's 'checkup' is the same type as the dashboard's 'check-up'.
 */
export function ProfileAppointmentModal({
  petId,
  onClose,
}: {
  petId: string;
  onClose: () => void;
}) {
  const create = useCreateAppointment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    defaultValues: {
      type: DEFAULT_APPOINTMENT_TYPE,
      title: '',
      date: '',
      time: '',
      veterinarian: '',
      clinic: '',
      address: '',
      phone: '',
      notes: '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ petId, body });
      toast.success(APPOINTMENT_MESSAGES.scheduled);
      onClose();
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? APPOINTMENT_MESSAGES.scheduleFailed
          : APPOINTMENT_MESSAGES.scheduleError;
      toast.error(errorMessage(error, fallback));
    }
  });

  return (
    <Modal
      title="Schedule Appointment"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="profile-appointment-form"
            busy={create.isPending}
            busyLabel="Scheduling…"
          >
            Schedule Appointment
          </Button>
        </>
      }
    >
      <form
        id="profile-appointment-form"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          {...register('type', { required: true })}
        />
        <TextField
          label="Title"
          error={errors.title?.message}
          {...register('title', { validate: (v) => v.trim() !== '' || 'Title is required' })}
        />
        <TextField
          label="Date"
          type="date"
          error={errors.date?.message}
          {...register('date', { required: 'Date is required' })}
        />
        <TextField label="Time (optional)" type="time" {...register('time')} />
        <TextField label="Veterinarian" {...register('veterinarian')} />
        <TextField label="Clinic" {...register('clinic')} />
        <TextField label="Address" {...register('address')} />
        <TextField label="Phone" type="tel" {...register('phone')} />
        <TextareaField label="Notes" className="sm:col-span-2" {...register('notes')} />
      </form>
    </Modal>
  );
}
