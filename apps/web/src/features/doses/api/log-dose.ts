import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose, DoseLogBody } from '@pawrx/contracts/doses';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api, NetworkError } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { petPath } from '../../../lib/queries/dose-queries';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

export type LogDoseInput = {
  petId: string;
  medicationId: string;
  body: DoseLogBody;
  /** One per press of Given or Skip, the same for each retry of it (Idempotency-Key). */
  key: string;
};

/**
 * The installed app's service worker answers a log it could not send (no connection) with
 * `{ queued: true }`: kept on the phone, sent once when online with the same Idempotency-Key.
 */
export type LoggedOrQueued = Dose | { queued: true };

export const isQueued = (answer: LoggedOrQueued): answer is { queued: true } =>
  'queued' in answer && answer.queued;

/** POST /api/pets/:petId/medications/:medicationId/doses: Given or Skipped for one dose. */
const logDose = async ({ petId, medicationId, body, key }: LogDoseInput) =>
  (
    await api.post<Envelope<LoggedOrQueued>>(
      `${petPath(petId)}/medications/${encodeURIComponent(medicationId)}/doses`,
      body,
      { headers: idempotencyHeaders(key) },
    )
  ).data;

/** Retries a log whose answer never came (same key: the server logs it once), twice at most. */
export const retryLostAnswer = (failures: number, error: unknown) =>
  error instanceof NetworkError && failures < 2;

/**
 * Logs a dose. Whatever the answer (a 409 means someone logged it first), the pet's dose lists
 * are read again, so the row shows who logged it. Toasts are the caller's.
 */
export function useLogDose() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logDose,
    retry: retryLostAnswer,
    onSettled: (_dose, _error, input) =>
      invalidateAfter(client, { kind: 'dose.changed', petId: input.petId }),
  });
}
