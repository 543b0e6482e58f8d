import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import type { Vaccination, VaccinationBody } from '@pawrx/contracts/vaccinations';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

// Vaccinations live under the pet (the profile's Medical History tab): add, edit, delete.

const base = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/vaccinations`;

const addVaccination = async (petId: string, body: VaccinationBody) =>
  (await api.post<Envelope<Vaccination>>(base(petId), body)).data;

const updateVaccination = async (petId: string, id: string, body: VaccinationBody) =>
  (await api.put<Envelope<Vaccination>>(`${base(petId)}/${encodeURIComponent(id)}`, body)).data;

const deleteVaccination = (petId: string, id: string) =>
  api.delete<MessageOnly>(`${base(petId)}/${encodeURIComponent(id)}`);

/** Saves a vaccination (edit when `id` is given) and refreshes the pet. */
export function useSaveVaccination(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: VaccinationBody }) =>
      id ? updateVaccination(petId, id, body) : addVaccination(petId, body),
    onSuccess: () => invalidateAfter(client, { kind: 'vaccination.changed', petId }),
  });
}

export function useDeleteVaccination(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteVaccination(petId, id),
    onSuccess: () => invalidateAfter(client, { kind: 'vaccination.changed', petId }),
  });
}
