import { z } from 'zod';
import { envelope } from './envelope';

// The account as a whole (issue 25): its export archive, the import of one into an empty account,
// and its deletion. The archive's layout is fixed here so the server and the web read one source.

/** Bumped when the archive's JSON changes shape; an import refuses any other version. */
export const ACCOUNT_EXPORT_SCHEMA_VERSION = 1;
export const ACCOUNT_EXPORT_JSON = 'pawrx-export.json';
export const ACCOUNT_EXPORT_FILE_NAME = 'pawrx-export.zip';
export const ACCOUNT_ARCHIVE_MIME = 'application/zip';
/** Largest archive an import accepts as a request body (413 above it). */
export const MAX_IMPORT_ARCHIVE_BYTES = 64 * 1024 * 1024;
/** Most bytes an import inflates, counted while inflating: a zip bomb stops here. */
export const MAX_IMPORT_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

export const ACCOUNT_MESSAGES = {
  exported: 'Your data is ready',
  imported: 'Your data was imported',
  importNotEmpty:
    'Import needs an empty account: this account already has pets or requests. Register a new account and import there.',
  archiveInvalid: 'This file is not a PawRx export (a zip archive holding pawrx-export.json)',
  archiveTruncated: 'This archive is damaged or incomplete; export it again',
  archiveTooLarge: `This archive is too large: an export unpacks to at most ${MAX_IMPORT_UNCOMPRESSED_BYTES / 1024 / 1024} MB`,
  archiveUploadTooLarge: `This file is too large: an export is at most ${MAX_IMPORT_ARCHIVE_BYTES / 1024 / 1024} MB`,
  archiveBadName: 'This archive holds a file with an unsafe name',
  archiveVersion: `This export was made by a PawRx whose format this one cannot read (expected schema version ${ACCOUNT_EXPORT_SCHEMA_VERSION})`,
  archiveRows: 'This export holds records PawRx cannot accept',
  archiveForeignIds: 'This export refers to records that are not in it (another account’s data)',
  deleted: 'Your account and everything it owned are deleted',
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'That password is not right, so nothing was deleted',
  deletionPlan: 'The pets you can hand over to a co-owner before your account goes',
  handOverInvalid: 'A pet can be handed only to one of its active co-owners',
} as const;

/** What an import created, table by table, for the web to show. */
export const importResultSchema = z.object({ counts: z.record(z.string(), z.number()) });
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResponseSchema = envelope(importResultSchema);

/** A pet with active co-owners, offered to one of them before the account is deleted. */
export const deletionPetSchema = z.object({
  petId: z.string(),
  name: z.string(),
  coOwners: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type DeletionPet = z.infer<typeof deletionPetSchema>;
export const deletionPlanResponseSchema = envelope(z.object({ pets: z.array(deletionPetSchema) }));

export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(1000),
  /**
   * For each pet with co-owners, who takes it over (their user id); a pet left out, or not
   * shared, is deleted with the account.
   */
  handOver: z
    .array(z.object({ petId: z.uuid(), toUserId: z.uuid() }))
    .max(1000)
    .default([]),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
