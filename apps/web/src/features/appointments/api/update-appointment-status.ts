import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentStatusBody } from '@pawrx/contracts/appointments';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** PUT /api/pets/:id/appointments/:appointmentId: scheduled → completed | cancelled. */
const updateAppointmentStatus = async (
  petId: string,
  appointmentId: string,
  status: AppointmentStatusBody['status'],
) =>
  (
    await api.put<Envelope<Appointment>>(
      `/api/pets/${encodeURIComponent(petId)}/appointments/${encodeURIComponent(appointmentId)}`,
      { status },
    )
  ).data;

export function useUpdateAppointmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      petId: string;
      appointmentId: string;
      status: AppointmentStatusBody['status'];
    }) => updateAppointmentStatus(v.petId, v.appointmentId, v.status),
    onSuccess: (_appointment, { petId }) =>
      invalidateAfter(client, { kind: 'appointment.changed', petId }),
  });
}
