import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Pet, PetCreateBody } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** POST /api/pets (the Add Pet modal). */
const createPet = async (body: PetCreateBody) =>
  (await api.post<Envelope<Pet>>('/api/pets', body)).data;

export function useCreatePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: () => invalidateAfter(client, { kind: 'pet.created' }),
  });
}
