import {
  DOCUMENT_MESSAGES,
  documentFieldsSchema,
  type PetDocument,
  type PetDocumentListItem,
} from '@pawrx/contracts/documents';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { isUuid } from '../../lib/uuid';
import { DOCUMENT_EXTENSIONS, detectDocumentType } from './file-type';
import type { Upload } from './document-upload';
import { toDocument, toListItem } from './documents.mapper';
import * as repo from './documents.repository';
import { cleanText, readPdfTextLayer, TEXT_LAYER_LIMITS } from './pdf-text-layer';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function listDocuments(
  ctx: Ctx,
  userId: string,
  petId: string,
  query: string | undefined,
): Promise<PetDocumentListItem[]> {
  await requirePetRight(ctx, userId, petId, 'read');
  const rows = query
    ? await repo.searchForPet(ctx.db, petId, query)
    : await repo.listForPet(ctx.db, petId);
  return rows.map(toListItem);
}

/** The document and its text (for the lab form's prefill); the file is served separately. */
export async function getDocument(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
): Promise<PetDocument & { text: string }> {
  await requirePetRight(ctx, userId, petId, 'read');
  const row = isUuid(id) ? await repo.findDocument(ctx.db, petId, id) : undefined;
  if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
  return { ...toDocument(row), text: row.text };
}

/**
 * Checks the right first, so a stranger's upload is refused (404) before its body is read, then
 * the fields, then the file by its bytes. A PDF's own text layer wins over OCR text sent with it.
 */
export async function addDocument(
  ctx: Ctx,
  userId: string,
  petId: string,
  readUpload: () => Promise<Upload>,
  limits = TEXT_LAYER_LIMITS,
): Promise<PetDocument> {
  await requirePetRight(ctx, userId, petId, 'add-documents');
  const { fields, file } = await readUpload();
  const parsed = documentFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    throw new AppError(400, 'VALIDATION_FAILED', issues[0]!.message, issues);
  }
  if (!file)
    throw new AppError(400, 'VALIDATION_FAILED', DOCUMENT_MESSAGES.fileRequired, [
      { path: 'file', message: DOCUMENT_MESSAGES.fileRequired },
    ]);
  const mimeType = detectDocumentType(file);
  if (!mimeType)
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.unsupportedType);
  const layer = mimeType === 'application/pdf' ? await readPdfTextLayer(file, limits) : '';
  const text = layer || cleanText(parsed.data.text ?? '');
  const row = await repo.insertDocument(ctx.db, {
    petId,
    title: parsed.data.title,
    category: parsed.data.category,
    date: parsed.data.date,
    mimeType,
    size: file.length,
    content: file,
    text,
    uploadedBy: userId,
    createdAt: ctx.now(),
  });
  return toDocument(row);
}

export async function readDocumentFile(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  await requirePetRight(ctx, userId, petId, 'read');
  const row = isUuid(id) ? await repo.findFile(ctx.db, petId, id) : undefined;
  if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
  return {
    fileName: `${safeFileName(row.title)}.${DOCUMENT_EXTENSIONS[row.mimeType]}`,
    mimeType: row.mimeType,
    content: row.content,
  };
}

export async function deleteDocument(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
): Promise<void> {
  await requirePetRight(ctx, userId, petId, 'delete-documents');
  const deleted = isUuid(id) && (await repo.deleteDocument(ctx.db, petId, id));
  if (!deleted) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
}

/** Characters Windows, macOS or a shell would read as part of a path. */
const RESERVED = '/\\:*?"<>|';

/** A title as a file name any system accepts: no path, no control or reserved characters. */
export function safeFileName(title: string): string {
  const name = [...title]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || RESERVED.includes(c) ? '_' : c))
    .join('')
    .replace(/_+/g, '_')
    .replace(/^[.\s_]+|[.\s]+$/g, '')
    .slice(0, 100);
  return name || 'document';
}

/** A pet's documents, newest first, without files or text: what the medical report lists. */
export const documentSummariesOfPet = repo.listForPet;

/** The files of these pets' documents, for the account export. */
export const documentFilesOfPets = repo.readFilesOfPets;
