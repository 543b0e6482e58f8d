import { SUPPORT_CATEGORY_LABELS } from '@pawrx/contracts/enums';
import type { SupportRequestBody } from '@pawrx/contracts/support';
import { escapeHtml } from '../../lib/mailer';

export interface SupportEmailContext {
  requestId: string;
  receivedAt: Date;
  /** The signed-in account that sent it, if any. */
  account: { id: string; email: string } | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The message to the support inbox. Everything the sender typed is escaped in the HTML part. */
export function supportEmail(request: SupportRequestBody, context: SupportEmailContext) {
  const category = SUPPORT_CATEGORY_LABELS[request.category];
  const subject = `${request.urgent ? '[URGENT] ' : ''}[PawRx Support] ${category}: ${oneLine(request.subject)}`;
  const account = context.account
    ? `${context.account.email} (account ${context.account.id})`
    : 'not signed in';
  const facts: [string, string][] = [
    ['From', `${oneLine(request.name)} <${request.email}>`],
    ['Category', category],
    ['Urgent', request.urgent ? 'Yes' : 'No'],
    ['Subject', oneLine(request.subject)],
    ['Account', account],
    ['Request', `${context.requestId}, received ${context.receivedAt.toISOString()}`],
  ];
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    request.message,
    '',
    'Reply to this email to answer the sender.',
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<h2 style="margin:0 0 12px">${request.urgent ? 'URGENT: ' : ''}Support request</h2>
<table>
${rows}
</table>
<p style="white-space:pre-wrap;border-left:3px solid #0f766e;padding-left:12px">${escapeHtml(request.message)}</p>
<p style="color:#6b7280">Reply to this email to answer the sender.</p>`;
  return { subject, text, html };
}
