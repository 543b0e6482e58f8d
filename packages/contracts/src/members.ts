import { z } from 'zod';
import { emailSchema } from './auth';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import { memberRoleSchema, petRoleSchema } from './pet-access';
import { speciesSchema } from './species';

// Members of a pet and the invitations that make them (issue 16). An invitation goes to an email
// address; it waits there until an account with that address (existing, or registered later)
// accepts or declines it.

/**
 * When access ends: an ISO date-time, or a day 'YYYY-MM-DD' meaning through the end of that day
 * in the owner's time zone (what the invite form's date field sends). Blank or null: no end.
 */
export const accessEndSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .refine(
      (v) => isDateOnly(v) || z.iso.datetime({ offset: true }).safeParse(v).success,
      'expiresAt must be a date (YYYY-MM-DD) or an ISO date-time',
    )
    .nullable()
    .optional(),
);

export const memberInviteBodySchema = z.object({
  email: emailSchema,
  role: memberRoleSchema,
  expiresAt: accessEndSchema,
});
export type MemberInviteBody = z.input<typeof memberInviteBodySchema>;
export type MemberInvite = z.output<typeof memberInviteBodySchema>;

/** pending: invited, no answer yet; expired: its end has passed (it grants nothing). */
export const MEMBER_STATUSES = ['pending', 'active', 'declined', 'expired'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  pending: 'Invited',
  active: 'Active',
  declined: 'Declined',
  expired: 'Expired',
};

export const memberSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  email: z.string(),
  /** The account's name once the invitation is accepted. */
  name: z.string().nullable(),
  role: memberRoleSchema,
  status: memberStatusSchema,
  expiresAt: z.string().nullable(),
  invitedAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** An invitation as its recipient sees it. */
export const invitationSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  petName: z.string(),
  species: speciesSchema,
  ownerName: z.string(),
  /** The owner's IANA zone: access given "until Dec 4" ends as Dec 5 begins there. */
  ownerTimeZone: z.string(),
  role: memberRoleSchema,
  expiresAt: z.string().nullable(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const petMembersParamsSchema = z.object({ petId: z.string().max(100) });
export const memberParamsSchema = z.object({
  petId: z.string().max(100),
  memberId: z.string().max(100),
});
export const membershipParamsSchema = z.object({ petId: z.string().max(100) });
export const invitationParamsSchema = z.object({ id: z.string().max(100) });
/**
 * Answering an invitation (decision 046): the key from its email, needed unless the account's
 * own address is verified. Optional, so an answer may have no body at all.
 */
export const invitationAnswerBodySchema = z
  .object({ key: z.string().trim().min(1, 'Key is required').max(200).optional() })
  .strict()
  .nullish();
export type InvitationAnswerBody = z.infer<typeof invitationAnswerBodySchema>;

/** What removing a member or leaving a pet ended besides the access itself (decision 034). */
export const accessEndedSchema = z.object({
  /** Emergency links the member made for this pet, revoked with their access. */
  revokedLinks: z.number().int(),
});
export type AccessEnded = z.infer<typeof accessEndedSchema>;
export const accessEndedResponseSchema = envelope(accessEndedSchema);

export const memberListResponseSchema = envelope(z.array(memberSchema));
export const memberResponseSchema = envelope(memberSchema);
export const invitationListResponseSchema = envelope(z.array(invitationSchema));
/** What an answer leaves: the role held now (accepted) or none (declined). */
export const invitationAnswerResponseSchema = envelope(
  z.object({ petId: z.string(), role: petRoleSchema.nullable() }),
);

export const MEMBER_MESSAGES = {
  invited: 'Invitation sent',
  listed: 'Members',
  removed: 'Access removed',
  /** The removal answer and toast, naming the links that ended with the access. */
  removedWithLinks: (links: number) =>
    links === 0
      ? 'Access removed'
      : `Access removed; ${links} emergency link${links === 1 ? '' : 's'} they made ${links === 1 ? 'was' : 'were'} revoked`,
  left: 'You no longer have access to this pet',
  leftWithLinks: (links: number) =>
    links === 0
      ? 'You no longer have access to this pet'
      : `You no longer have access to this pet; ${links} emergency link${links === 1 ? '' : 's'} you made ${links === 1 ? 'was' : 'were'} revoked`,
  leaveError: 'Could not leave this pet',
  confirmLeave: (pet: string) =>
    `Leave ${pet}? You lose access at once, and emergency links you made for ${pet} stop working.`,
  notFound: 'Member not found',
  inviteSelf: 'You already own this pet: invite someone else',
  alreadyMember: 'This person already has access or a pending invitation',
  endInPast: 'The access end must be in the future',
  invitations: 'Invitations',
  invitationNotFound: 'Invitation not found',
  /** An unverified account without the email's key (decision 046). */
  verifyToAnswer: 'Open the invitation from its email, or verify your email address, to answer it',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  inviteError: 'Could not send the invitation',
  removeError: 'Could not remove access',
  answerError: 'Could not answer the invitation',
  confirmRemove: (who: string) => `Remove ${who}'s access to this pet? It ends at once.`,
} as const;
