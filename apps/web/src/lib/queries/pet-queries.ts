import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { MedicationList } from '@pawrx/contracts/medications';
import type { Pet, PetSummary } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import { api, ApiError } from '../api-client';
import { queryKeys } from './query-keys';

// The one definition of each pet resource the pages read (shared by the dashboard, profile,
// medications and checker pages); hooks add only what a page needs (enabled, select).
// A pet is shared: a co-owner or sitter may change it while this screen stays open, so its
// resources are read again on window focus once stale (issue 24 item 8); our own changes refresh
// them at once (invalidate-after.ts).

const petPath = (id: string) => `/api/pets/${encodeURIComponent(id)}`;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * GET /api/pets: the owner's pets (photos as URLs).
 * @public (a resource's query options are shared API: useQueries, prefetch, select)
 */
export const petListQuery = () =>
  queryOptions({
    queryKey: queryKeys.petList(),
    queryFn: async () => (await api.get<Envelope<PetSummary[]>>('/api/pets')).data ?? [],
  });

/**
 * GET /api/pets/:id: the pet with its appointments and vaccinations, one call.
 * @public (a resource's query options are shared API: useQueries, prefetch, select)
 */
export const petQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.pet(id),
    queryFn: async () => (await api.get<Envelope<Pet>>(petPath(id))).data,
    refetchOnWindowFocus: true,
    // A 404 will not change on retry.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

/** GET /api/pets/:id/medications → { current[], history[] }. */
export const petMedicationsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.petMedications(id),
    queryFn: async () =>
      (await api.get<Envelope<MedicationList>>(`${petPath(id)}/medications`)).data,
    refetchOnWindowFocus: true,
    enabled: id !== '',
  });

/**
 * GET /api/pets/:id/reactions, most recent first.
 * @public (a resource's query options are shared API: useQueries, prefetch, select)
 */
export const petReactionsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.petReactions(id),
    queryFn: async () => (await api.get<Envelope<Reaction[]>>(`${petPath(id)}/reactions`)).data,
    refetchOnWindowFocus: true,
    enabled: id !== '',
  });

export const usePets = () => useQuery(petListQuery());
export const usePet = (id: string) => useQuery(petQuery(id));
export const usePetMedications = (id: string) => useQuery(petMedicationsQuery(id));
export const usePetReactions = (id: string) => useQuery(petReactionsQuery(id));
