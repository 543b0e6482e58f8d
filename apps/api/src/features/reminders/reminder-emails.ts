import { DOSE_LINK_VALIDITY_HOURS } from '@pawrx/contracts/dose-schedule';
import { formatDate, formatDateTime } from '@pawrx/contracts/date-format';
import { escapeHtml, type MailMessage } from '../../lib/mailer';

// The words of each reminder email: plain text first (every client shows it), HTML alongside.

type Email = Omit<MailMessage, 'to'>;
const SIGN_OFF = 'PawRx - Pet Medication Management';
const SETTINGS_HINT =
  'You can turn reminders off for this medication, or for your whole account in Settings.';
const ACCOUNT_HINT = 'You can turn reminders off for your whole account in Settings.';

/** 'Nov 25, 2026, 8:00 AM' on the recipient's (the owner's) wall clock: the app's format. */
export const formatLocal = (instant: Date, timeZone: string): string =>
  formatDateTime(instant, timeZone);

function compose(subject: string, greeting: string, lines: string[], html: string[]): Email {
  return {
    subject,
    text: [`Hello ${greeting},`, '', ...lines, '', SIGN_OFF].join('\n'),
    html: [`<p>Hello ${escapeHtml(greeting)},</p>`, ...html, `<p>${SIGN_OFF}</p>`].join('\n'),
  };
}

export function doseReminderEmail(input: {
  ownerName: string;
  petName: string;
  medicationName: string;
  dosage: string;
  when: string;
  givenUrl: string;
  skippedUrl: string;
}): Email {
  const what = `${input.petName}'s ${input.medicationName}${input.dosage ? ` (${input.dosage})` : ''}`;
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin-right:8px;border-radius:6px;background:${colour};color:#fff;text-decoration:none;font-weight:600">${label}</a>`;
  return compose(
    `Dose due: ${input.petName}'s ${input.medicationName} at ${input.when}`,
    input.ownerName,
    [
      `It is time for ${what}, due ${input.when}.`,
      '',
      `Given: ${input.givenUrl}`,
      `Skipped: ${input.skippedUrl}`,
      '',
      `Each link asks you to confirm, works once and expires in ${DOSE_LINK_VALIDITY_HOURS} hours. You can also log the dose on your dashboard.`,
      SETTINGS_HINT,
    ],
    [
      `<p>It is time for <strong>${escapeHtml(what)}</strong>, due ${escapeHtml(input.when)}.</p>`,
      `<p>${button(input.givenUrl, 'Given', '#15803d')}${button(input.skippedUrl, 'Skipped', '#6b7280')}</p>`,
      `<p>Each link asks you to confirm, works once and expires in ${DOSE_LINK_VALIDITY_HOURS} hours. You can also log the dose on your dashboard.</p>`,
      `<p>${SETTINGS_HINT}</p>`,
    ],
  );
}

export function refillReminderEmail(input: {
  ownerName: string;
  petName: string;
  medicationName: string;
  runsOutOn: string;
}): Email {
  const line = `${input.petName}'s ${input.medicationName} runs out on ${formatDate(input.runsOutOn)}. Time to ask your vet or pharmacy for a refill.`;
  return compose(
    `Refill soon: ${input.petName}'s ${input.medicationName}`,
    input.ownerName,
    [line, '', 'Update the supply on the medication once you have the refill.', SETTINGS_HINT],
    [
      `<p>${escapeHtml(line)}</p>`,
      '<p>Update the supply on the medication once you have the refill.</p>',
      `<p>${SETTINGS_HINT}</p>`,
    ],
  );
}

export function vaccinationReminderEmail(input: {
  ownerName: string;
  petName: string;
  vaccine: string;
  dueOn: string;
  dueToday: boolean;
}): Email {
  const line = input.dueToday
    ? `${input.petName}'s ${input.vaccine} vaccination is due today (${formatDate(input.dueOn)}).`
    : `${input.petName}'s ${input.vaccine} vaccination is due on ${formatDate(input.dueOn)}.`;
  return compose(
    input.dueToday
      ? `Vaccination due today: ${input.petName}'s ${input.vaccine}`
      : `Vaccination due soon: ${input.petName}'s ${input.vaccine}`,
    input.ownerName,
    [line, 'Book it with your vet if you have not already.', '', ACCOUNT_HINT],
    [
      `<p>${escapeHtml(line)}</p>`,
      '<p>Book it with your vet if you have not already.</p>',
      `<p>${ACCOUNT_HINT}</p>`,
    ],
  );
}
