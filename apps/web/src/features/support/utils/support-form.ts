import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@pawrx/contracts/auth';
import { supportRequestBodySchema, type SupportRequestInput } from '@pawrx/contracts/support';

// The support form's values and validation: the contracts' own request schema (spec §5: name,
// valid email, category, subject and message required; urgent optional).

export type SupportFormValues = SupportRequestInput;

/** Spec §4: category general, urgent off, name and email prefilled from the signed-in user. */
export const supportDefaults = (user: Pick<User, 'name' | 'email'> | null): SupportFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  category: 'general',
  subject: '',
  urgent: false,
  message: '',
});

export const supportResolver = zodResolver(supportRequestBodySchema);
