import { z } from 'zod';
import { resetPasswordBodySchema } from '@pawrx/contracts/auth';
import { VALIDATION_MESSAGES } from '@pawrx/contracts/messages';

// The reset form (spec §5): the contracts' new-password rule plus a matching confirmation.

export const resetPasswordFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
