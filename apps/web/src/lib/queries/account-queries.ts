import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@pawrx/contracts/auth';
import { authApi } from '../auth-api';
import { useAuth } from '../use-auth';
import { invalidateAfter } from './invalidate-after';

/**
 * PUT /api/auth/profile (the Reminders & Calendar settings: time zone, reminder emails). The
 * answer becomes the signed-in account. Dose times are local to the account's zone, so a new
 * zone moves every dose and supply date: the pets' data is read again. Toasts are the caller's.
 */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  const { user, replaceUser } = useAuth();
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) => (await authApi.updateProfile(body)).data,
    onSuccess: (saved) => {
      const zoneMoved = saved.timezone !== user?.timezone;
      replaceUser(saved);
      if (zoneMoved) return invalidateAfter(client, { kind: 'account.zone-moved' });
    },
  });
}
