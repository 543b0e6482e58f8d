import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeightBody, WeightCreated } from '@pawrx/contracts/weights';
import { api } from '../../../lib/api-client';
import { weightsPath } from './get-weights';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** POST a weighing; the answer also holds the doses it moved and a fast weight trend. */
const addWeight = (petId: string, body: WeightBody) =>
  api.post<WeightCreated>(weightsPath(petId), body);

/**
 * Saves a weighing and refreshes everything under the pet: its weight (the newest weighing is
 * the pet's weight), the weight list and the timeline.
 */
export function useAddWeight(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WeightBody) => addWeight(petId, body),
    onSuccess: () => invalidateAfter(client, { kind: 'weight.changed', petId }),
  });
}
