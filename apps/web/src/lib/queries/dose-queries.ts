import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dose, DoseLogBody } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

// A pet's scheduled doses (issue 14), read by the dashboard's Today list and each medication
// card's last days, and the one call that logs a dose. Logging refreshes every loaded range of
// that pet; saving a medication does too (see save-medication.ts), as its times may have moved.

const petPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}`;

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

type LogDoseInput = { petId: string; medicationId: string; body: DoseLogBody };

/** POST /api/pets/:petId/medications/:medicationId/doses: Given or Skipped for one dose. */
const logDose = async ({ petId, medicationId, body }: LogDoseInput) =>
  (
    await api.post<Envelope<Dose>>(
      `${petPath(petId)}/medications/${encodeURIComponent(medicationId)}/doses`,
      body,
    )
  ).data;

/** Logs a dose, then refreshes the pet's dose lists. Toasts are the caller's. */
export function useLogDose() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logDose,
    onSuccess: (_dose, input) =>
      client.invalidateQueries({ queryKey: queryKeys.petDoses(input.petId) }),
  });
}
