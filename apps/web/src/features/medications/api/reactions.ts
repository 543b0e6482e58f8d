import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Reaction, ReactionCreateBody, ReactionUpdateBody } from '@pawrx/contracts/reactions';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

const base = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/reactions`;

export type SaveReactionInput =
  | { kind: 'create'; body: ReactionCreateBody }
  | { kind: 'update'; id: string; body: ReactionUpdateBody };

/** POST a new reaction or PUT a correction, then refresh the list. */
export function useSaveReaction(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReactionInput) =>
      input.kind === 'create'
        ? api.post<Envelope<Reaction>>(base(petId), input.body)
        : api.put<Envelope<Reaction>>(`${base(petId)}/${encodeURIComponent(input.id)}`, input.body),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'reaction.changed', petId }),
  });
}

export function useDeleteReaction(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`${base(petId)}/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'reaction.changed', petId }),
  });
}
