import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Reaction } from '@pawrx/contracts/reactions';
import { api } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** GET /api/pets/:id/reactions (the reactions feature's API). */
export const fetchPetReactions = async (id: string) =>
  (await api.get<Envelope<Reaction[]>>(`/api/pets/${encodeURIComponent(id)}/reactions`)).data;

export const usePetReactions = (id: string) =>
  useQuery({ queryKey: petKeys.reactions(id), queryFn: () => fetchPetReactions(id) });
