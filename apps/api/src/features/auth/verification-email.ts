import { EMAIL_VERIFICATION_VALIDITY_HOURS } from '@pawrx/contracts/constants';
import { escapeHtml } from '../../lib/mailer';

const SIGNATURE = 'PawRx - Pet Medication Management';

/** The link that proves an address: at registration, on "Resend", or for a new address. */
export function verificationEmail(name: string, link: string, change: boolean) {
  const subject = change
    ? 'Confirm your new PawRx email address'
    : 'Verify your PawRx email address';
  const why = change
    ? 'You asked to use this address for your PawRx account. It takes effect when you open this link:'
    : 'Please confirm this is your address, so PawRx can send you reminders and invitations:';
  const validity = `The link works once and expires in ${EMAIL_VERIFICATION_VALIDITY_HOURS} hours. If you did not ask for it, ignore this email.`;
  const text = [`Hello ${name},`, '', why, link, '', validity, '', SIGNATURE].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${why}</p>
<p><a href="${escapeHtml(link)}">${change ? 'Confirm my new address' : 'Verify my address'}</a></p>
<p>${validity}</p>
<p>${SIGNATURE}</p>`;
  return { subject, text, html };
}

/** Tells the current address that a new one was asked for, while it can still act on it. */
export function emailChangeNotice(name: string, newEmail: string) {
  const subject = 'Your PawRx email address is being changed';
  const lines = [
    `Someone signed in to your PawRx account asked to change its email address to ${newEmail}.`,
    'The change takes effect only when that address confirms it.',
    'If this was not you, reset your password from the sign-in page ("Forgot password?"): that signs every device out and cancels the change.',
  ];
  const text = [`Hello ${name},`, '', ...lines, '', SIGNATURE].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>${SIGNATURE}</p>`;
  return { subject, text, html };
}
