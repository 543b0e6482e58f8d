import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmergencyView } from '@pawrx/contracts/emergency-links';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetNote } from '@pawrx/contracts/pet-notes';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { api, ApiError } from '../api-client';
import { queryKeys } from './query-keys';

// Vet Mode and the records a vet reads: the patient list, a pet's notes, and the public
// emergency page an emergency vet opens without an account.

/** GET /api/vet/patients: pets shared with the account as vet, with findings. */
const vetPatientsQuery = () =>
  queryOptions({
    queryKey: queryKeys.vetPatients,
    queryFn: async () => (await api.get<Envelope<VetPatient[]>>('/api/vet/patients')).data,
  });

/** GET /api/pets/:id/notes, newest first. */
const petNotesQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petNotes(petId),
    queryFn: async () =>
      (await api.get<Envelope<PetNote[]>>(`/api/pets/${encodeURIComponent(petId)}/notes`)).data,
  });

/** GET /api/emergency/:token, without the account's token: the link is the permission. */
const emergencyViewQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.emergencyView(token),
    queryFn: async () =>
      (
        await api.get<Envelope<EmergencyView>>(`/api/emergency/${encodeURIComponent(token)}`, {
          auth: false,
        })
      ).data,
    // Not found (404) and expired (410) will not change on retry; each load is a recorded view.
    retry: (count, error) =>
      !(error instanceof ApiError && [404, 410, 429].includes(error.status)) && count < 1,
    staleTime: Infinity,
  });

export const useVetPatients = () => useQuery(vetPatientsQuery());
export const usePetNotes = (petId: string) => useQuery(petNotesQuery(petId));
export const useEmergencyView = (token: string) => useQuery(emergencyViewQuery(token));
