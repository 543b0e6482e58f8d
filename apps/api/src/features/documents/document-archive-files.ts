import type { DocumentMimeType } from '@pawrx/contracts/documents';
import { DOCUMENT_EXTENSIONS, detectDocumentType } from './file-type';

// How a document's file is named in the account's export archive, and how the import checks a
// file it is handed back: the same signature check as an upload (file-type.ts).

export const documentArchiveName = (id: string, mimeType: DocumentMimeType) =>
  `documents/${id}.${DOCUMENT_EXTENSIONS[mimeType]}`;

/** The file's bytes when they are what the row says they are, else null. */
export function checkedArchiveFile(
  bytes: Uint8Array | undefined,
  mimeType: unknown,
): Buffer | null {
  if (!bytes || detectDocumentType(bytes) !== mimeType) return null;
  return Buffer.from(bytes);
}
