import type { Invitation, Member, MemberStatus } from '@pawrx/contracts/members';
import { speciesSchema } from '@pawrx/contracts/species';
import type { MemberRow } from './members.repository';

/** A stored status as the owner reads it: past its end, a row is 'expired' whatever it was. */
function statusOf(row: MemberRow, now: Date): MemberStatus {
  if (row.status !== 'declined' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.status;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMember(row: MemberRow, name: string | null, now: Date): Member {
  return {
    _id: row.id,
    petId: row.petId,
    email: row.email,
    name: row.status === 'active' ? name : null,
    role: row.role,
    status: statusOf(row, now),
    expiresAt: iso(row.expiresAt),
    invitedAt: row.createdAt.toISOString(),
    respondedAt: iso(row.respondedAt),
  };
}

export function toInvitation(found: {
  member: MemberRow;
  petName: string;
  species: string;
  ownerName: string;
  ownerTimeZone: string;
}): Invitation {
  return {
    _id: found.member.id,
    petId: found.member.petId,
    petName: found.petName,
    species: speciesSchema.catch('other').parse(found.species),
    ownerName: found.ownerName,
    ownerTimeZone: found.ownerTimeZone,
    role: found.member.role,
    expiresAt: iso(found.member.expiresAt),
    invitedAt: found.member.createdAt.toISOString(),
  };
}
