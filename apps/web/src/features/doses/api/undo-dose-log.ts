import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { petPath } from '../../../lib/queries/dose-queries';
import { retryLostAnswer } from './log-dose';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

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
      invalidateAfter(client, { kind: 'dose.changed', petId: input.petId }),
  });
}
