import { RESET_LINK_VALIDITY_MINUTES } from '@pawrx/contracts/constants';
import { escapeHtml } from '../../lib/mailer';

export function resetPasswordEmail(name: string, link: string) {
  const subject = 'Reset your PawRx password';
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your PawRx account. To choose a new password, open this link:',
    link,
    '',
    `The link works once and expires in ${RESET_LINK_VALIDITY_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    '',
    'PawRx - Pet Medication Management',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your PawRx account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in ${RESET_LINK_VALIDITY_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>
<p>PawRx - Pet Medication Management</p>`;
  return { subject, text, html };
}
