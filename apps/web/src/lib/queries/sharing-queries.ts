import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@pawrx/contracts/activity';
import type { EmergencyLink } from '@pawrx/contracts/emergency-links';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { Invitation, Member } from '@pawrx/contracts/members';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

// Shared care (issue 16): the resources of a pet's Sharing section and the account's invitations.

const petPath = (id: string) => `/api/pets/${encodeURIComponent(id)}`;

/**
 * While the Sharing section is open, what other people do (accept an invitation, decline, leave)
 * shows without a reload: its lists are read again when the window regains focus and every
 * `SHARING_REFRESH_MS` while the page is visible (issue 24 item 8).
 */
const SHARING_REFRESH_MS = 20_000;
const whileOpen = { refetchOnWindowFocus: 'always', refetchInterval: SHARING_REFRESH_MS } as const;

/** GET /api/pets/:id/members: members and invitations (owner only). */
const petMembersQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petMembers(petId),
    queryFn: async () => (await api.get<Envelope<Member[]>>(`${petPath(petId)}/members`)).data,
    ...whileOpen,
  });

/** GET /api/pets/:id/emergency-links: links with their views (owner and co-owners). */
const petEmergencyLinksQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petEmergencyLinks(petId),
    queryFn: async () =>
      (await api.get<Envelope<EmergencyLink[]>>(`${petPath(petId)}/emergency-links`)).data,
  });

/** GET /api/pets/:id/activity: the latest entries of the audit log. */
const petActivityQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petActivity(petId),
    queryFn: async () => (await api.get<Envelope<Activity[]>>(`${petPath(petId)}/activity`)).data,
    ...whileOpen,
  });

/** GET /api/invitations: invitations waiting for this account's answer. */
const invitationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.invitations,
    queryFn: async () => (await api.get<Envelope<Invitation[]>>('/api/invitations')).data,
    refetchOnWindowFocus: true,
  });

export const usePetMembers = (petId: string, enabled = true) =>
  useQuery({ ...petMembersQuery(petId), enabled });
export const usePetEmergencyLinks = (petId: string, enabled = true) =>
  useQuery({ ...petEmergencyLinksQuery(petId), enabled });
export const usePetActivity = (petId: string, enabled = true) =>
  useQuery({ ...petActivityQuery(petId), enabled });
export const useInvitations = () => useQuery(invitationsQuery());
