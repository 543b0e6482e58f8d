import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Pet, PetCreateBody } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

/** POST /api/pets (the Add Pet modal). */
const createPet = async (body: PetCreateBody) =>
  (await api.post<Envelope<Pet>>('/api/pets', body)).data;

export function useCreatePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.pets }),
  });
}
