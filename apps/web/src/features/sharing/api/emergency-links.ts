import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyLinkCreated } from '@pawrx/contracts/emergency-links';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

// A pet's emergency links: create one for some hours, revoke one (its page then says not found).

const base = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/emergency-links`;

const createEmergencyLink = async (petId: string, hours: number) =>
  (await api.post<Envelope<EmergencyLinkCreated>>(base(petId), { hours })).data;

const revokeEmergencyLink = (petId: string, linkId: string) =>
  api.delete<MessageOnly>(`${base(petId)}/${encodeURIComponent(linkId)}`);

function useRefreshLinks(petId: string) {
  const client = useQueryClient();
  return () => invalidateAfter(client, { kind: 'emergency-link.changed', petId });
}

export function useCreateEmergencyLink(petId: string) {
  const refresh = useRefreshLinks(petId);
  return useMutation({
    mutationFn: (hours: number) => createEmergencyLink(petId, hours),
    onSuccess: refresh,
  });
}

export function useRevokeEmergencyLink(petId: string) {
  const refresh = useRefreshLinks(petId);
  return useMutation({
    mutationFn: (linkId: string) => revokeEmergencyLink(petId, linkId),
    onSuccess: refresh,
  });
}
