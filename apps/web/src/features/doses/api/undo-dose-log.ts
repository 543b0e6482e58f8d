import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { petPath } from '../../../lib/queries/dose-queries';
import { queryKeys } from '../../../lib/queries/query-keys';
import { retryLostAnswer } from './log-dose';

export type UndoDoseLogInput = { petId: string; doseId: string; version: number; key: string };

/** DELETE /api/pets/:petId/doses/:doseId?version: Undo, only if nobody changed the log since. */
const undoDoseLog = async ({ petId, doseId, version, key }: UndoDoseLogInput) =>
  (
    await api.delete<Envelope<Dose>>(
      `${petPath(petId)}/doses/${encodeURIComponent(doseId)}?version=${version}`,
      { headers: idempotencyHeaders(key) },
    )
  ).data;

/** Undoes a log, then reads the pet's doses again (also after a 409: changed since). */
export function useUndoDoseLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoDoseLog,
    retry: retryLostAnswer,
    onSettled: (_dose, _error, input) =>
      client.invalidateQueries({ queryKey: queryKeys.petDoses(input.petId) }),
  });
}
