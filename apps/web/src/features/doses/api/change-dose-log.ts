import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose, DoseEditBody } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { petPath } from '../../../lib/queries/dose-queries';
import { retryLostAnswer } from './log-dose';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

export type ChangeDoseLogInput = { petId: string; doseId: string; body: DoseEditBody; key: string };

/** PUT /api/pets/:petId/doses/:doseId: an explicit edit of a log, at the version shown. */
const changeDoseLog = async ({ petId, doseId, body, key }: ChangeDoseLogInput) =>
  (
    await api.put<Envelope<Dose>>(`${petPath(petId)}/doses/${encodeURIComponent(doseId)}`, body, {
      headers: idempotencyHeaders(key),
    })
  ).data;

/** Changes a dose's log, then reads the pet's doses again (also after a 409: changed since). */
export function useChangeDoseLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeDoseLog,
    retry: retryLostAnswer,
    onSettled: (_dose, _error, input) =>
      invalidateAfter(client, { kind: 'dose.changed', petId: input.petId }),
  });
}
