import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import type { RegisterFormInput } from '../utils/register-form';

type VetFieldsProps = {
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
};

/** Shown for the Veterinarian role only; both fields are required then. */
export function VetFields({ register, errors }: VetFieldsProps) {
  return (
    <div className="space-y-4 rounded-xl border border-sky-200 bg-sky-50/60 p-4">
      <p className="text-sm font-medium text-sky-900">Veterinary practice details</p>
      <TextField
        label="License Number"
        autoComplete="off"
        error={errors.vetInfo?.licenseNumber?.message}
        {...register('vetInfo.licenseNumber')}
      />
      <TextField
        label="Clinic or Practice Name"
        autoComplete="organization"
        error={errors.vetInfo?.clinic?.message}
        {...register('vetInfo.clinic')}
      />
    </div>
  );
}
