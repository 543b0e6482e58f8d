import { useForm } from 'react-hook-form';
import { DEFAULT_APPOINTMENT_TIME, DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
import type { AppointmentType } from '@pawrx/contracts/enums';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  AppointmentModalFrame,
  TYPE_OPTIONS,
  useScheduleAppointment,
} from './appointment-modal-frame';

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
  const { schedule, busy } = useScheduleAppointment(onClose);
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

  const onSubmit = handleSubmit(({ petId, ...body }) =>
    schedule({ petId, body: { ...body, status: 'scheduled' } }),
  );

  return (
    <AppointmentModalFrame formId="schedule-form" busy={busy} onClose={onClose}>
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
    </AppointmentModalFrame>
  );
}
