import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_APPOINTMENT_TIME, DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  scheduleFormSchema,
  type ScheduleFormInput,
  type ScheduleFormValues,
} from '../utils/appointment-forms';
import {
  AppointmentModalFrame,
  TYPE_OPTIONS,
  useScheduleAppointment,
} from './appointment-modal-frame';
import { submitHandler } from '../../../lib/submit-handler';

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
  const schema = useMemo(() => scheduleFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(schema),
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
      <form
        id="schedule-form"
        onSubmit={submitHandler(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label="Pet"
          className="sm:col-span-2"
          options={[
            { value: '', label: 'Select a pet' },
            ...pets.map((p) => ({ value: p._id, label: p.name })),
          ]}
          error={errors.petId?.message}
          {...register('petId')}
        />
        <TextField
          label="Date"
          type="date"
          min={today}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField label="Time" type="time" error={errors.time?.message} {...register('time')} />
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Veterinarian"
          error={errors.veterinarian?.message}
          {...register('veterinarian')}
        />
        <TextField
          label="Clinic"
          className="sm:col-span-2"
          error={errors.clinic?.message}
          {...register('clinic')}
        />
        <TextareaField
          label="Notes"
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </AppointmentModalFrame>
  );
}
