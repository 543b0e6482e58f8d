import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { AccessEnded } from '@pawrx/contracts/members';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

// A member leaves a pet shared with them; their emergency links for it end too (decision 034).

const leavePet = (petId: string) =>
  api.delete<Envelope<AccessEnded>>(`/api/pets/${encodeURIComponent(petId)}/membership`);

/** Refreshes the lists that showed the pet; the pet's own entries go once its page is gone. */
export function useLeavePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leavePet,
    onSuccess: (_answer, petId) => invalidateAfter(client, { kind: 'pet.gone', petId }),
  });
}
