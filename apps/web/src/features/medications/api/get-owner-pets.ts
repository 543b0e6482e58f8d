import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetSummary } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';

/** GET /api/pets: the owner's pets for the picker. Same cache entry as the pets feature's list. */
export const getOwnerPets = () => api.get<Envelope<PetSummary[]>>('/api/pets');

export const ownerPetsKey = ['pets', 'list'] as const;

export function useOwnerPets() {
  return useQuery({
    queryKey: ownerPetsKey,
    queryFn: async () => (await getOwnerPets()).data ?? [],
  });
}
