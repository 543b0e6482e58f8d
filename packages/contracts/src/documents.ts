import { z } from 'zod';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import { textProblem } from './text';

// A pet's documents (issue 30 item 1): PDFs and photos with the text read from them, searched
// with the database's full-text search. The upload is multipart; its text fields are checked by
// documentFieldsSchema, the file by its bytes (never its name or declared type).

export const DOCUMENT_CATEGORIES = [
  'lab-result',
  'visit-summary',
  'prescription',
  'vaccination-certificate',
  'insurance',
  'invoice',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  'lab-result': 'Lab result',
  'visit-summary': 'Visit summary',
  prescription: 'Prescription',
  'vaccination-certificate': 'Vaccination certificate',
  insurance: 'Insurance',
  invoice: 'Invoice',
  other: 'Other',
};

/** The file types a document may be, as recognised from their first bytes. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_TITLE = 200;
/** Far more than any report's text (a 30-page visit summary is about 100,000 characters). */
export const MAX_DOCUMENT_TEXT = 500_000;
export const MAX_DOCUMENT_QUERY = 200;

export const DOCUMENT_MESSAGES = {
  listed: 'Documents',
  added: 'Document uploaded',
  deleted: 'Document deleted',
  notFound: 'Document not found',
  notMultipart: 'Send the document as multipart/form-data with a file field',
  fileRequired: 'Choose a file to upload',
  oneFile: 'Upload one file at a time',
  tooLarge: 'A document must be at most 20 MB',
  unsupportedType: 'Only PDF, JPEG, PNG and WebP files can be uploaded',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${MAX_DOCUMENT_TITLE} characters`,
  categoryInvalid: `Category must be one of: ${DOCUMENT_CATEGORIES.join(', ')}`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  textTooLong: `Text must be at most ${MAX_DOCUMENT_TEXT.toLocaleString('en-US')} characters`,
  queryTooLong: `Search must be at most ${MAX_DOCUMENT_QUERY} characters`,
  uploadFailed: 'The upload failed; try again',
  empty: 'No documents yet',
  noMatches: 'No documents match your search',
} as const;

const storableText = (value: string) => textProblem(value) === null;
const storableMessage = (value: unknown) =>
  typeof value === 'string' ? (textProblem(value) ?? undefined) : undefined;

/** The multipart upload's text fields. */
export const documentFieldsSchema = z.object({
  title: z
    .string({ error: DOCUMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.titleRequired)
    .max(MAX_DOCUMENT_TITLE, DOCUMENT_MESSAGES.titleTooLong)
    .refine(storableText, { error: (issue) => storableMessage(issue.input) }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryInvalid }),
  date: z
    .string({ error: DOCUMENT_MESSAGES.dateRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.dateRequired)
    .refine(isDateOnly, DOCUMENT_MESSAGES.dateInvalid),
  /** Text read by OCR in the browser (a photo or a scanned PDF); a PDF's own text layer is read on the server. */
  text: z
    .string()
    .max(MAX_DOCUMENT_TEXT, DOCUMENT_MESSAGES.textTooLong)
    .refine(storableText, { error: (issue) => storableMessage(issue.input) })
    .optional(),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

export const documentParamsSchema = z.object({ petId: z.string().max(100) });
export const documentItemParamsSchema = documentParamsSchema.extend({ id: z.string().max(100) });
export const documentListQuerySchema = z.object({
  q: z.string().trim().max(MAX_DOCUMENT_QUERY, DOCUMENT_MESSAGES.queryTooLong).optional(),
});

export const documentSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  date: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  hasText: z.boolean(),
});
export type PetDocument = z.infer<typeof documentSchema>;

/** A stretch of a search hit's snippet; `match` marks the words the search found. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const documentListItemSchema = documentSchema.extend({
  createdAt: z.string(),
  /** With `?q=`: where the words were found; otherwise absent. */
  snippet: z.array(snippetPartSchema).optional(),
});
export type PetDocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentEnvelopeSchema = envelope(documentSchema);
export const documentListEnvelopeSchema = envelope(z.array(documentListItemSchema));

/** One document with the text read from it (what the lab form is prefilled from). */
export const documentWithTextSchema = documentSchema.extend({ text: z.string() });
export type PetDocumentWithText = z.infer<typeof documentWithTextSchema>;
export const documentWithTextEnvelopeSchema = envelope(documentWithTextSchema);
