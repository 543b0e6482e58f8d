import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_APPOINTMENT_TYPE } from '@pawrx/contracts/constants';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  profileAppointmentFormSchema,
  type ProfileAppointmentFormInput,
  type ProfileAppointmentFormValues,
} from '../utils/appointment-forms';
import {
  AppointmentModalFrame,
  TYPE_OPTIONS,
  useScheduleAppointment,
} from './appointment-modal-frame';
import { submitHandler } from '../../../lib/submit-handler';

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
  } = useForm<ProfileAppointmentFormInput, unknown, ProfileAppointmentFormValues>({
    resolver: zodResolver(profileAppointmentFormSchema),
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
        onSubmit={submitHandler(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label="Time (optional)"
          type="time"
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          label="Veterinarian"
          error={errors.veterinarian?.message}
          {...register('veterinarian')}
        />
        <TextField label="Clinic" error={errors.clinic?.message} {...register('clinic')} />
        <TextField label="Address" error={errors.address?.message} {...register('address')} />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
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
