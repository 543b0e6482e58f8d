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
