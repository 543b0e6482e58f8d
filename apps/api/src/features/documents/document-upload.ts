import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@pawrx/contracts/documents';
import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';

// Reads a multipart upload: one `file` part kept in memory (at most 20 MB) and the text fields.
// The multipart parser's own errors become the API's answers here, so a malformed or oversized
// form is a 4xx naming what to fix, never a 500.

export interface Upload {
  fields: Record<string, string>;
  /** Null when the form had no file part (or an empty one). */
  file: Buffer | null;
}

/** OCR text of 500,000 characters is at most 2 MB in UTF-8, with room to spare. */
const MAX_FIELD_BYTES = 2_500_000;
const LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: MAX_FIELD_BYTES,
  fieldNameSize: 100,
};

const PARSER_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => AppError.tooLarge(DOCUMENT_MESSAGES.tooLarge),
  FST_FILES_LIMIT: () => AppError.badRequest(DOCUMENT_MESSAGES.oneFile, [fileIssue('oneFile')]),
  FST_PARTS_LIMIT: () => AppError.tooLarge(GENERIC_MESSAGES.bodyTooLarge),
  FST_FIELDS_LIMIT: () => AppError.tooLarge(GENERIC_MESSAGES.bodyTooLarge),
  FST_INVALID_MULTIPART_CONTENT_TYPE: notMultipart,
};

function fileIssue(message: keyof typeof DOCUMENT_MESSAGES) {
  return { path: 'file', message: DOCUMENT_MESSAGES[message] };
}

function notMultipart() {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notMultipart);
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file)
          throw AppError.badRequest(DOCUMENT_MESSAGES.oneFile, [fileIssue('oneFile')]);
        file = bytes.length > 0 ? bytes : null;
      } else if (part.valueTruncated) {
        throw AppError.tooLarge(GENERIC_MESSAGES.bodyTooLarge);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    // Anything else the parser throws is a form cut short or malformed: the client's to fix.
    throw PARSER_ERRORS[code ?? '']?.() ?? AppError.badRequest(DOCUMENT_MESSAGES.uploadFailed);
  }
  return { fields, file };
}
