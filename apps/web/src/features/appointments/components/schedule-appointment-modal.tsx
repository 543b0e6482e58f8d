import { useForm } from 'react-hook-form';
import { APPOINTMENT_TYPE_LABELS } from '@pawrx/contracts/appointments';
import { DEFAULT_APPOINTMENT_TIME, DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
import { APPOINTMENT_TYPES, type AppointmentType } from '@pawrx/contracts/enums';
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

export const TYPE_OPTIONS = APPOINTMENT_TYPES.map((t) => ({
  value: t,
  label: APPOINTMENT_TYPE_LABELS[t],
}));

type Form = {
  petId: string;
  date: string;
  time: string;
  type: AppointmentType;
  veterinarian: string;
  clinic: string;
  notes: string;
};

type Props = {
  pets: readonly { _id: string; name: string }[];
  /** The day picked on the calendar, or today. */
  date: string;
  today: string;
  onClose: () => void;
};

/** Schedule Appointment, dashboard variant (spec §5): pet, date ≥ today and time required. */
export function ScheduleAppointmentModal({ pets, date, today, onClose }: Props) {
  const create = useCreateAppointment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    defaultValues: {
      petId: pets.length === 1 ? pets[0]!._id : '',
      date,
      time: DEFAULT_APPOINTMENT_TIME,
      type: DEFAULT_APPOINTMENT_TYPE,
      veterinarian: '',
      clinic: '',
      notes: '',
    },
  });

  const onSubmit = handleSubmit(async ({ petId, ...body }) => {
    try {
      await create.mutateAsync({ petId, body: { ...body, status: 'scheduled' } });
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
            form="schedule-form"
            busy={create.isPending}
            busyLabel="Scheduling…"
          >
            Schedule Appointment
          </Button>
        </>
      }
    >
      <form id="schedule-form" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Pet"
          className="sm:col-span-2"
          options={[
            { value: '', label: 'Select a pet' },
            ...pets.map((p) => ({ value: p._id, label: p.name })),
          ]}
          error={errors.petId?.message}
          {...register('petId', { required: 'Please select a pet' })}
        />
        <TextField
          label="Date"
          type="date"
          min={today}
          error={errors.date?.message}
          {...register('date', {
            required: 'Date is required',
            validate: (v) => v >= today || 'The date cannot be earlier than today',
          })}
        />
        <TextField
          label="Time"
          type="time"
          error={errors.time?.message}
          {...register('time', { required: 'Time is required' })}
        />
        <SelectField label="Type" options={TYPE_OPTIONS} {...register('type')} />
        <TextField label="Veterinarian" {...register('veterinarian')} />
        <TextField label="Clinic" className="sm:col-span-2" {...register('clinic')} />
        <TextareaField label="Notes" className="sm:col-span-2" {...register('notes')} />
      </form>
    </Modal>
  );
}
