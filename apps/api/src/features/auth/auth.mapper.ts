import type { User } from '@pawrx/contracts/auth';
import type { UserRow } from './auth.repository';

/** The one place a user row becomes the wire user of spec §3. */
export function toUser(row: UserRow, pendingEmail?: string): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.role === 'vet' && row.vetInfo ? { vetInfo: row.vetInfo } : {}),
    timezone: row.timezone,
    remindersEnabled: row.remindersEnabled,
    reminderChannel: row.reminderChannel,
    emailVerified: row.emailVerifiedAt !== null,
    ...(pendingEmail ? { pendingEmail } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
