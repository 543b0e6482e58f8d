import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { WeightEntry } from '@pawrx/contracts/weights';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

export const weightsPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/weights`;

/** GET /api/pets/:petId/weights: the pet's weighings, oldest first, in kg. */
const petWeightsQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petWeights(petId),
    queryFn: async () => (await api.get<Envelope<WeightEntry[]>>(weightsPath(petId))).data,
  });

export const useWeights = (petId: string) => useQuery(petWeightsQuery(petId));
