import type { ReactNode } from 'react';
import { APPOINTMENT_TYPE_LABELS } from '@pawrx/contracts/appointments';
import { APPOINTMENT_TYPES } from '@pawrx/contracts/enums';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useCreateAppointment } from '../api/create-appointment';

// What both Schedule Appointment variants (dashboard and profile, spec §5) share: the type
// choices, the save with its §8 toasts, and the modal with Cancel and Schedule Appointment.

export const TYPE_OPTIONS = APPOINTMENT_TYPES.map((t) => ({
  value: t,
  label: APPOINTMENT_TYPE_LABELS[t],
}));

type CreateInput = Parameters<ReturnType<typeof useCreateAppointment>['mutateAsync']>[0];

/** Saves an appointment: success toast and close, or the server message / §8 fallback. */
export function useScheduleAppointment(onClose: () => void) {
  const create = useCreateAppointment();
  const schedule = async (input: CreateInput) => {
    try {
      await create.mutateAsync(input);
      toast.success(APPOINTMENT_MESSAGES.scheduled);
      onClose();
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? APPOINTMENT_MESSAGES.scheduleFailed
          : APPOINTMENT_MESSAGES.scheduleError;
      toast.error(errorMessage(error, fallback));
    }
  };
  return { schedule, busy: create.isPending };
}

export function AppointmentModalFrame({
  formId,
  busy,
  onClose,
  children,
}: {
  formId: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title="Schedule Appointment"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Scheduling…">
            Schedule Appointment
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
