import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** DELETE /api/pets/:id?permanent=true: the pet and everything under it (spec §4). */
export const deletePet = (id: string) =>
  api.delete<MessageOnly>(`/api/pets/${encodeURIComponent(id)}?permanent=true`);

export function useDeletePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: petKeys.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: petKeys.list() }),
        client.invalidateQueries({ queryKey: ['appointments'] }),
      ]);
    },
  });
}
