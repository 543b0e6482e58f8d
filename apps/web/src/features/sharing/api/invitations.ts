import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetRole } from '@pawrx/contracts/pet-access';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

type Answer = { id: string; accept: boolean };

const answerInvitation = async ({ id, accept }: Answer) =>
  (
    await api.post<Envelope<{ petId: string; role: PetRole | null }>>(
      `/api/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
    )
  ).data;

/** Accept or decline; an accepted pet joins the pet list, the calendar and Vet Mode at once. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (_data, { accept }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.invitations }),
        ...(accept
          ? [
              client.invalidateQueries({ queryKey: queryKeys.petList() }),
              client.invalidateQueries({ queryKey: queryKeys.appointments }),
              client.invalidateQueries({ queryKey: queryKeys.vetPatients }),
            ]
          : []),
      ]),
  });
}
