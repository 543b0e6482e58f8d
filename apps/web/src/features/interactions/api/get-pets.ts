import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetSummary } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';

/** GET /api/pets for the step 1 picker (same cache entry as the pets feature's list). */
export const fetchCheckerPets = async () =>
  (await api.get<Envelope<PetSummary[]>>('/api/pets')).data ?? [];

export const useCheckerPets = () =>
  useQuery({ queryKey: ['pets', 'list'], queryFn: fetchCheckerPets });
