import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentCreateBody } from '@pawrx/contracts/appointments';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** POST /api/pets/:id/appointments (dashboard or profile body). */
const createAppointment = async (petId: string, body: AppointmentCreateBody) =>
  (
    await api.post<Envelope<Appointment>>(
      `/api/pets/${encodeURIComponent(petId)}/appointments`,
      body,
    )
  ).data;

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, body }: { petId: string; body: AppointmentCreateBody }) =>
      createAppointment(petId, body),
    onSuccess: (_appointment, { petId }) =>
      invalidateAfter(client, { kind: 'appointment.changed', petId }),
  });
}
