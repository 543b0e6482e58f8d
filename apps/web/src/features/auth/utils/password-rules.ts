import { MIN_PASSWORD_LENGTH } from '@pawrx/contracts/constants';

// The reset page's live checklist (spec §5): at least 6 characters and a matching confirmation
// are required (utils/reset-password-form.ts enforces them); an uppercase letter and a digit are
// recommended only.

export type PasswordCheck = { id: string; label: string; met: boolean; required: boolean };

export function passwordChecks(password: string, confirm: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `At least ${MIN_PASSWORD_LENGTH} characters`,
      met: password.length >= MIN_PASSWORD_LENGTH,
      required: true,
    },
    {
      id: 'match',
      label: 'Passwords match',
      met: password.length > 0 && password === confirm,
      required: true,
    },
    {
      id: 'uppercase',
      label: 'One uppercase letter',
      met: /[A-Z]/.test(password),
      required: false,
    },
    { id: 'digit', label: 'One number', met: /\d/.test(password), required: false },
  ];
}
