import { MEMBER_ROLE_HINTS, PET_ROLE_LABELS, type MemberRole } from '@pawrx/contracts/pet-access';
import { accessEndForPet, accessEndNamingZone } from '@pawrx/contracts/date-format';
import { escapeHtml } from '../../lib/mailer';

export interface InvitationEmail {
  ownerName: string;
  petName: string;
  role: MemberRole;
  expiresAt: Date | null;
  /** The owner's zone: the pet's calendar, on which "until Dec 4" was given. */
  ownerZone: string;
  /** The invitee's account's zone; null when the address has no account (sign-up link). */
  inviteeZone: string | null;
  /** Sign in (an account exists) or register with the invited address. */
  link: string;
}

/** ' through Dec 4, 2026' in the invitee's zone, or with the owner's zone named when unknown. */
function untilOf(mail: InvitationEmail): string {
  if (!mail.expiresAt) return '';
  return ` ${
    mail.inviteeZone
      ? accessEndForPet(mail.expiresAt, {
          viewerZone: mail.inviteeZone,
          ownerZone: mail.ownerZone,
          petName: mail.petName,
        })
      : accessEndNamingZone(mail.expiresAt, mail.ownerZone)
  }`;
}

/** The email an invitee receives; it names who invited them, for which pet and what role. */
export function invitationEmail(mail: InvitationEmail) {
  const role = PET_ROLE_LABELS[mail.role].toLowerCase();
  const subject = `${mail.ownerName} invited you to help care for ${mail.petName} on PawRx`;
  const until = untilOf(mail);
  const hasAccount = mail.inviteeZone !== null;
  const next = hasAccount
    ? 'Sign in to PawRx to accept or decline the invitation on your dashboard:'
    : 'Create a PawRx account with this email address to accept or decline it:';
  const text = [
    'Hello,',
    '',
    `${mail.ownerName} invited you to help care for ${mail.petName} as ${role}${until}.`,
    `A ${role}: ${MEMBER_ROLE_HINTS[mail.role]}.`,
    '',
    next,
    mail.link,
    '',
    'If you do not know this person, ignore this email: nothing is shared until you accept.',
    '',
    'PawRx - Pet Medication Management',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(mail.ownerName)} invited you to help care for <strong>${escapeHtml(mail.petName)}</strong> as ${role}${escapeHtml(until)}.</p>
<p>A ${role}: ${escapeHtml(MEMBER_ROLE_HINTS[mail.role])}.</p>
<p>${next}</p>
<p><a href="${escapeHtml(mail.link)}">${hasAccount ? 'Open PawRx' : 'Create my account'}</a></p>
<p>If you do not know this person, ignore this email: nothing is shared until you accept.</p>
<p>PawRx - Pet Medication Management</p>`;
  return { subject, text, html };
}
