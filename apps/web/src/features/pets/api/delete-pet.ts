import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** DELETE /api/pets/:id?permanent=true: the pet and everything under it (spec §4). */
const deletePet = (id: string) =>
  api.delete<MessageOnly>(`/api/pets/${encodeURIComponent(id)}?permanent=true`);

/**
 * Deletes a pet and refreshes the lists that showed it. The pet's own cache entries are left to
 * `forgetPet`, called once the profile has unmounted: removing them while it is still on screen
 * makes its query fetch the deleted pet again (a 404).
 */
export function useDeletePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: (_answer, id) => invalidateAfter(client, { kind: 'pet.gone', petId: id }),
  });
}

/** Drops a deleted pet's detail, medications and reactions from the cache. */
export const forgetPet = (client: QueryClient, id: string) =>
  client.removeQueries({ queryKey: queryKeys.pet(id) });
