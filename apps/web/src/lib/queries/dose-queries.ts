import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dose } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

// A pet's scheduled doses (issue 14), read by the dashboard's Today list and each medication
// card's last days. Logging, changing or undoing a dose (features/doses/api) refreshes every
// loaded range of that pet; saving a medication does too (see save-medication.ts), as its times
// may have moved.

export const petPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}`;

/** GET /api/pets/:petId/doses?from&to: the doses of the pet's active medications, by time. */
export const petDosesQuery = (petId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.petDoseRange(petId, from, to),
    queryFn: async () =>
      (await api.get<Envelope<Dose[]>>(`${petPath(petId)}/doses?from=${from}&to=${to}`)).data,
    // A dose turns due, then missed, as time passes: refresh once a minute while shown.
    refetchInterval: 60_000,
  });

export const usePetDoses = (petId: string, from: string, to: string) =>
  useQuery(petDosesQuery(petId, from, to));
