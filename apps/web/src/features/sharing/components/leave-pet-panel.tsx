import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_MESSAGES } from '@pawrx/contracts/members';
import { PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/queries/query-keys';
import { toast } from '../../../lib/toast';
import { useLeavePet } from '../api/leave-pet';

/** A member's own access: their role, and Leave (asked first), which ends it at once. */
export function LeavePetPanel({ pet }: { pet: Pet }) {
  const leave = useLeavePet();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);

  const onLeave = async () => {
    try {
      const answer = await leave.mutateAsync(pet._id);
      toast.success(answer.message);
      await navigate('/dashboard', { replace: true });
      client.removeQueries({ queryKey: queryKeys.pet(pet._id) });
    } catch (error) {
      toast.error(errorMessage(error, MEMBER_MESSAGES.leaveError));
      setAsking(false);
    }
  };

  return (
    <section aria-labelledby="leave-pet-title" className="flex flex-wrap items-center gap-3">
      <h3 id="leave-pet-title" className="sr-only">
        Your access
      </h3>
      <p className="text-sm text-slate-700">
        You have access to {pet.name} as{' '}
        {pet.role ? PET_ROLE_LABELS[pet.role].toLowerCase() : 'a member'}.
      </p>
      <ActionButton tone="red" onClick={() => setAsking(true)}>
        Leave
      </ActionButton>
      {asking && (
        <ConfirmModal
          title={`Leave ${pet.name}`}
          confirmLabel="Leave"
          busyLabel="Leaving…"
          busy={leave.isPending}
          onConfirm={() => void onLeave()}
          onClose={() => setAsking(false)}
        >
          {MEMBER_MESSAGES.confirmLeave(pet.name)}
        </ConfirmModal>
      )}
    </section>
  );
}
