// Medical record PDF (spec §2 /pet/:petId Download Report, §7 GET /api/reports/pet/{id}/medical-record
// and its note: the file is saved as `<PetName>_Medical_Report.pdf`).

export const MEDICAL_REPORT_SUFFIX = '_Medical_Report.pdf';

/** The report's address for a pet (relative to the API origin). */
export const medicalReportPath = (petId: string): string =>
  `/api/reports/pet/${encodeURIComponent(petId)}/medical-record`;

// Path separators, quotes, control characters and the characters Windows forbids in names.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\"'<>:|?*]/g;

/**
 * The pet's name made safe for a file name in every file system: unsafe characters dropped,
 * whitespace collapsed to one space, leading dots removed, at most 100 characters, 'Pet' when
 * nothing is left. Unicode letters stay ('Zoë Müller').
 */
export function safePetFileStem(petName: string): string {
  const cleaned = petName
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(UNSAFE, '')
    .replace(/ +/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const stem = Array.from(cleaned).slice(0, 100).join('').trim();
  return stem || 'Pet';
}

/** `<PetName>_Medical_Report.pdf`, with the name made safe. */
export const medicalReportFileName = (petName: string): string =>
  `${safePetFileStem(petName)}${MEDICAL_REPORT_SUFFIX}`;

// Adverse-event report (issue 15): a PDF pre-filled with what FDA Form 1932a asks for, for one
// reaction, named `<PetName>_Adverse_Event_<YYYY-MM-DD>.pdf` after the reaction's day.

/** FDA CVM's page on reporting side effects and product problems of animal drugs and devices. */
export const FDA_ADVERSE_EVENT_URL =
  'https://www.fda.gov/animal-veterinary/report-problem/how-report-animal-drug-and-device-side-effects-and-product-problems';

export const adverseEventReportPath = (petId: string, reactionId: string): string =>
  `/api/reports/pet/${encodeURIComponent(petId)}/reactions/${encodeURIComponent(reactionId)}/adverse-event`;

export const adverseEventFileName = (petName: string, reactionDate: string): string =>
  `${safePetFileStem(petName)}_Adverse_Event_${reactionDate.slice(0, 10)}.pdf`;

export const ADVERSE_EVENT_MESSAGES = {
  downloaded: 'Adverse event report downloaded',
  failed: 'Failed to download the adverse event report',
} as const;
