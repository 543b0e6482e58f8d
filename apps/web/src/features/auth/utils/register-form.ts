import type { FieldErrors, Resolver } from 'react-hook-form';
import { registerBodySchema, type RegisterBody } from '@pawrx/contracts/auth';
import type { Role } from '@pawrx/contracts/enums';
import { VALIDATION_MESSAGES } from '@pawrx/contracts/messages';

// The register form's values, the request body built from them (spec §5: phone only when
// non-blank, trimmed; vetInfo only for vets) and the validation, which is the contracts' own
// register schema run on that body plus the confirm-password rule.

export type RegisterFormValues = {
  name: string;
  email: string;
  phone: string;
  role: Role;
  licenseNumber: string;
  clinic: string;
  password: string;
  confirmPassword: string;
};

export const REGISTER_DEFAULTS: RegisterFormValues = {
  name: '',
  email: '',
  phone: '',
  role: 'user',
  licenseNumber: '',
  clinic: '',
  password: '',
  confirmPassword: '',
};

export function toRegisterBody(values: RegisterFormValues): RegisterBody {
  const body: RegisterBody = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
  const phone = values.phone.trim();
  if (phone) body.phone = phone;
  if (values.role === 'vet') {
    body.vetInfo = {
      licenseNumber: values.licenseNumber.trim(),
      clinic: values.clinic.trim(),
      specializations: [],
    };
  }
  return body;
}

/** Where a schema issue path (e.g. ['vetInfo', 'clinic']) shows up in the form. */
function fieldOf(path: readonly PropertyKey[]): keyof RegisterFormValues | undefined {
  const last = path[path.length - 1];
  if (typeof last !== 'string') return undefined;
  return last in REGISTER_DEFAULTS ? (last as keyof RegisterFormValues) : undefined;
}

export const registerResolver: Resolver<RegisterFormValues> = (values) => {
  const errors: FieldErrors<RegisterFormValues> = {};
  const result = registerBodySchema.safeParse(toRegisterBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
  }
  if (!values.confirmPassword) {
    errors.confirmPassword = { type: 'required', message: 'Please confirm your password' };
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = { type: 'validate', message: VALIDATION_MESSAGES.passwordsDoNotMatch };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
