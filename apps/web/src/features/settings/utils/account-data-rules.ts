import {
  ACCOUNT_MESSAGES,
  MAX_IMPORT_ARCHIVE_BYTES,
  type DeleteAccountBody,
  type DeletionPet,
} from '@pawrx/contracts/account';
import { ApiError, errorMessage } from '../../../lib/api-errors';

// The rules behind Settings' "Your data" as pure functions: the deletion dialog's choices, the
// import's messages and summary.

/** Per pet: the co-owner's user id it goes to, or 'delete'. */
export type HandOverChoices = Record<string, string>;
export const DELETE_PET = 'delete';

/** Every shared pet goes to its first co-owner unless the person chooses otherwise. */
export const defaultChoices = (pets: DeletionPet[]): HandOverChoices =>
  Object.fromEntries(pets.map((p) => [p.petId, p.coOwners[0]?.userId ?? DELETE_PET]));

export function handOverBody(choices: HandOverChoices): NonNullable<DeleteAccountBody['handOver']> {
  return Object.entries(choices)
    .filter(([, to]) => to !== DELETE_PET)
    .map(([petId, toUserId]) => ({ petId, toUserId }));
}

/** A file too large to send is refused before the upload, with the server's own words. */
export const importTooLarge = (file: { size: number }) => file.size > MAX_IMPORT_ARCHIVE_BYTES;

const IMPORT_FALLBACK = 'The import failed; nothing was changed. Try again.';

/** What to show for a failed import: the server says why for 400 and 409; 413 may come bare. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413)
    return ACCOUNT_MESSAGES.archiveUploadTooLarge;
  return errorMessage(error, IMPORT_FALLBACK);
}

/** The kinds a person recognises, in the archive's keys (account-tables.ts); the rest is history. */
const LABELS: Array<[key: string, one: string, many: string]> = [
  ['pets', 'pet', 'pets'],
  ['medications', 'medication', 'medications'],
  ['doseLogs', 'dose log entry', 'dose log entries'],
  ['reactions', 'reaction', 'reactions'],
  ['vaccinations', 'vaccination', 'vaccinations'],
  ['appointments', 'appointment', 'appointments'],
  ['weights', 'weight', 'weights'],
  ['notes', 'note', 'notes'],
  ['members', 'person sharing care', 'people sharing care'],
];

/** "2 pets, 3 medications, …" from the import's counts, zeros left out. */
export function importSummary(counts: Record<string, number>): string {
  const parts = LABELS.filter(([key]) => (counts[key] ?? 0) > 0).map(
    ([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`,
  );
  return parts.length ? parts.join(', ') : 'no records';
}
