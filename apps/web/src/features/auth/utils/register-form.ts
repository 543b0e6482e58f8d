import { z } from 'zod';
import { registerFieldsSchema, requireVetInfo, type RegisterBody } from '@pawrx/contracts/auth';
import { VALIDATION_MESSAGES } from '@pawrx/contracts/messages';
import { browserTimeZone } from '../../../lib/time-zones';

// The register form (spec §5): the contracts' register fields and vet rule, plus the
// confirmation the API never sees. Its output is the body, less the confirmation.

export const registerFormSchema = registerFieldsSchema
  .omit({ timezone: true })
  .extend({ confirmPassword: z.string().min(1, VALIDATION_MESSAGES.confirmPassword) })
  .superRefine(requireVetInfo)
  .refine((form) => !form.confirmPassword || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const REGISTER_DEFAULTS: RegisterFormInput = {
  name: '',
  email: '',
  phone: '',
  role: 'user',
  vetInfo: { licenseNumber: '', clinic: '' },
  password: '',
  confirmPassword: '',
};

/**
 * The body (spec §5: phone only when non-blank, vetInfo only for vets), with the browser's zone:
 * dose times are read in the account's zone, editable later in Settings.
 */
export function toRegisterBody({
  confirmPassword: _confirm,
  vetInfo,
  phone,
  ...values
}: RegisterFormValues): RegisterBody {
  const timezone = browserTimeZone();
  return {
    ...values,
    ...(phone ? { phone } : {}),
    ...(values.role === 'vet' && vetInfo ? { vetInfo } : {}),
    ...(timezone ? { timezone } : {}),
  };
}
