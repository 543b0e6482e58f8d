import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Pet, PetUpdateBody } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** PUT /api/pets/:id (the edit form). */
const updatePet = async (id: string, body: PetUpdateBody) =>
  (await api.put<Envelope<Pet>>(`/api/pets/${encodeURIComponent(id)}`, body)).data;

export function useUpdatePet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PetUpdateBody) => updatePet(id, body),
    onSuccess: (pet) => {
      client.setQueryData(queryKeys.pet(id), pet);
      return invalidateAfter(client, { kind: 'pet.updated', petId: id });
    },
  });
}
