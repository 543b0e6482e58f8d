import { MIN_PASSWORD_LENGTH } from '@pawrx/contracts/constants';
import { VALIDATION_MESSAGES } from '@pawrx/contracts/messages';

// Reset-password rules of spec §5: at least 6 characters and matching confirmation are required;
// an uppercase letter and a digit are recommended only.

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

/** The message that blocks a reset, or null when the new password may be sent. */
export function resetPasswordError(password: string, confirm: string): string | null {
  if (password !== confirm) return VALIDATION_MESSAGES.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShortReset;
  return null;
}
