import { useState } from 'react';
import { MEMBER_MESSAGES, type Member } from '@pawrx/contracts/members';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { usePetMembers } from '../../../lib/queries/sharing-queries';
import { toast } from '../../../lib/toast';
import { useRemoveMember } from '../api/members';
import { InviteMemberForm } from './invite-member-form';
import { MemberList } from './member-list';

/** The owner's panel: people with access, the invite form, and removal with confirmation. */
export function MembersPanel({ petId }: { petId: string }) {
  const members = usePetMembers(petId);
  const remove = useRemoveMember(petId);
  const [removing, setRemoving] = useState<Member | null>(null);

  const onRemove = async (member: Member) => {
    try {
      // The answer says how many of the member's emergency links ended with their access.
      const answer = await remove.mutateAsync(member._id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, MEMBER_MESSAGES.removeError));
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="members-title" className="space-y-4">
      <h3 id="members-title" className="font-semibold text-slate-900">
        People with access
      </h3>
      {members.isPending ? (
        <Spinner label="Loading members…" className="py-4" />
      ) : members.isError ? (
        <p className="text-sm text-red-700">
          {errorMessage(members.error, 'Could not load members')}
        </p>
      ) : (
        <MemberList members={members.data} onRemove={setRemoving} />
      )}
      <InviteMemberForm petId={petId} />
      {removing && (
        <ConfirmModal
          title="Remove access"
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={() => void onRemove(removing)}
          onClose={() => setRemoving(null)}
        >
          {MEMBER_MESSAGES.confirmRemove(removing.name ?? removing.email)}
        </ConfirmModal>
      )}
    </section>
  );
}
