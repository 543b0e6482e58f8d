import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Pet, PetUpdateBody } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** PUT /api/pets/:id (the edit form). */
export const updatePet = async (id: string, body: PetUpdateBody) =>
  (await api.put<Envelope<Pet>>(`/api/pets/${encodeURIComponent(id)}`, body)).data;

export function useUpdatePet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PetUpdateBody) => updatePet(id, body),
    onSuccess: (pet) => {
      client.setQueryData(petKeys.detail(id), pet);
      return Promise.all([
        client.invalidateQueries({ queryKey: petKeys.list() }),
        client.invalidateQueries({ queryKey: ['appointments'] }),
      ]);
    },
  });
}
