import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { weightsPath } from './get-weights';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

const deleteWeight = (petId: string, id: string) =>
  api.delete<MessageOnly>(`${weightsPath(petId)}/${encodeURIComponent(id)}`);

/** Deletes a weighing; deleting the newest moves the pet's weight back, so the pet refreshes. */
export function useDeleteWeight(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWeight(petId, id),
    onSuccess: () => invalidateAfter(client, { kind: 'weight.changed', petId }),
  });
}
