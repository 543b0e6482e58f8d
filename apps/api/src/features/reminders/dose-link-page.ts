import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { escapeHtml } from '../../lib/mailer';

// The small pages a one-click dose link opens: a confirmation with one button (a GET must not
// log anything, since mail scanners open links), the result, or why the link no longer works.

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.5}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.6rem 1.2rem;color:#fff;cursor:pointer}
.given{background:#15803d}.skipped{background:#4b5563}a{color:#1d4ed8}`;

/**
 * The app's paw icon, inline (the CSP allows data: images): without a link the browser asks for
 * /favicon.ico, a 404 in the console of every dose-link page (issue 24 item 17).
 */
export const FAVICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Ctext y='.9em' font-size='90'%3E%F0%9F%90%BE%3C/text%3E%3C/svg%3E">`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${FAVICON_LINK}<title>${escapeHtml(title)} - PawRx</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const ACTION_LABEL = { given: 'Given', skipped: 'Skipped' } as const;
type Action = keyof typeof ACTION_LABEL;

export interface DoseLinkView {
  action: Action;
  petName: string;
  medicationName: string;
  when: string;
  /** Someone logged the dose already: the link shows who, and logs nothing. */
  already?: { status: Action; name: string; time: string };
}

export function confirmPage(view: DoseLinkView, formAction: string): string {
  const label = ACTION_LABEL[view.action];
  return page(
    `Mark dose as ${label}?`,
    `<p>${escapeHtml(view.petName)}'s <strong>${escapeHtml(view.medicationName)}</strong>, due ${escapeHtml(view.when)}.</p>
<form method="post" action="${escapeHtml(formAction)}"><button type="submit" class="${view.action}">Confirm: ${label}</button></form>`,
  );
}

export function loggedPage(view: DoseLinkView, dashboardUrl: string): string {
  return page(
    `Dose logged: ${ACTION_LABEL[view.action]}`,
    `<p>${escapeHtml(view.petName)}'s ${escapeHtml(view.medicationName)}, due ${escapeHtml(view.when)}, is logged as <strong>${ACTION_LABEL[view.action].toLowerCase()}</strong>.</p>
<p><a href="${escapeHtml(dashboardUrl)}">Open PawRx</a></p>`,
  );
}

/** The dose was logged by someone (or something) else first: who, how and when. */
export function alreadyLoggedPage(
  view: DoseLinkView & { already: NonNullable<DoseLinkView['already']> },
  dashboardUrl: string,
): string {
  const { status, name, time } = view.already;
  return page(
    DOSE_LOG_MESSAGES.alreadyLogged(status, name, time),
    `<p>${escapeHtml(view.petName)}'s ${escapeHtml(view.medicationName)}, due ${escapeHtml(view.when)}, is already logged as <strong>${ACTION_LABEL[status].toLowerCase()}</strong>. This link did not log it again.</p>
<p><a href="${escapeHtml(dashboardUrl)}">Open PawRx</a> to see or change it.</p>`,
  );
}

export const invalidPage = (message: string, dashboardUrl: string): string =>
  page(
    'Link not valid',
    `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(dashboardUrl)}">Open PawRx</a> to log the dose there.</p>`,
  );
