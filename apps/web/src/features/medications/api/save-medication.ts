import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type {
  Medication,
  MedicationCreateBody,
  MedicationUpdateBody,
} from '@pawrx/contracts/medications';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

const base = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/medications`;

/** A medication's lists and its doses: new times, a pause or a deletion change both. */
const refreshPet = (client: QueryClient, petId: string) =>
  invalidateAfter(client, { kind: 'medication.changed', petId });

/** POST /api/pets/:petId/medications. */
const createMedication = (petId: string, body: MedicationCreateBody) =>
  api.post<Envelope<Medication>>(base(petId), body);

/** PUT /api/pets/:petId/medications/:id: a partial update (unsent fields are kept). */
const updateMedication = (petId: string, id: string, body: MedicationUpdateBody) =>
  api.put<Envelope<Medication>>(`${base(petId)}/${encodeURIComponent(id)}`, body);

/** DELETE /api/pets/:petId/medications/:id. */
const deleteMedication = (petId: string, id: string) =>
  api.delete<{ success: true; message: string }>(`${base(petId)}/${encodeURIComponent(id)}`);

export type SaveMedicationInput =
  | { kind: 'create'; body: MedicationCreateBody }
  | { kind: 'update'; id: string; body: MedicationUpdateBody };

/** Create or update, then refresh the pet's lists and doses. Toasts are the caller's (§8 texts). */
export function useSaveMedication(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMedicationInput) =>
      input.kind === 'create'
        ? createMedication(petId, input.body)
        : updateMedication(petId, input.id, input.body),
    onSuccess: () => refreshPet(queryClient, petId),
  });
}

export function useDeleteMedication(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMedication(petId, id),
    onSuccess: () => refreshPet(queryClient, petId),
  });
}
