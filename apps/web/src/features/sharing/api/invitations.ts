import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetRole } from '@pawrx/contracts/pet-access';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** `key`: from the invitation email's link; an unverified account needs it (decision 046). */
type Answer = { id: string; accept: boolean; key?: string };

const answerInvitation = async ({ id, accept, key }: Answer) =>
  (
    await api.post<Envelope<{ petId: string; role: PetRole | null }>>(
      `/api/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
      key ? { key } : undefined,
    )
  ).data;

/** Accept or decline; an accepted pet joins the pet list, the calendar and Vet Mode at once. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (_data, { accept }) =>
      invalidateAfter(client, { kind: 'invitation.answered', accepted: accept }),
  });
}
