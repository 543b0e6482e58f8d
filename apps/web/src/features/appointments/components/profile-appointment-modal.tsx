import { useForm } from 'react-hook-form';
import { DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
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
  const { schedule, busy } = useScheduleAppointment(onClose);
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

  const onSubmit = handleSubmit((body) => schedule({ petId, body }));

  return (
    <AppointmentModalFrame formId="profile-appointment-form" busy={busy} onClose={onClose}>
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
    </AppointmentModalFrame>
  );
}
