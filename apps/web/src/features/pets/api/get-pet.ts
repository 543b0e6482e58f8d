import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Pet } from '@pawrx/contracts/pets';
import { api, ApiError } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** GET /api/pets/:id: the pet with its appointments and vaccinations, one call. */
export const fetchPet = async (id: string) =>
  (await api.get<Envelope<Pet>>(`/api/pets/${encodeURIComponent(id)}`)).data;

export const usePet = (id: string) =>
  useQuery({
    queryKey: petKeys.detail(id),
    queryFn: () => fetchPet(id),
    // A 404 will not change on retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
