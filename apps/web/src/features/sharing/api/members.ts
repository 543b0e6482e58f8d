import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { AccessEnded, Member, MemberInviteBody } from '@pawrx/contracts/members';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

// A pet's members: invite (the invitee gets an email) and remove (effective at once).

const base = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/members`;

const inviteMember = async (petId: string, body: MemberInviteBody) =>
  (await api.post<Envelope<Member>>(base(petId), body)).data;

const removeMember = (petId: string, memberId: string) =>
  api.delete<Envelope<AccessEnded>>(`${base(petId)}/${encodeURIComponent(memberId)}`);

/** Both refresh the members list and the activity log, which records them (and the links a removal revokes). */
function useRefreshSharing(petId: string) {
  const client = useQueryClient();
  return () => invalidateAfter(client, { kind: 'member.changed', petId });
}

export function useInviteMember(petId: string) {
  const refresh = useRefreshSharing(petId);
  return useMutation({
    mutationFn: (body: MemberInviteBody) => inviteMember(petId, body),
    onSuccess: refresh,
  });
}

export function useRemoveMember(petId: string) {
  const refresh = useRefreshSharing(petId);
  return useMutation({
    mutationFn: (memberId: string) => removeMember(petId, memberId),
    onSuccess: refresh,
  });
}
