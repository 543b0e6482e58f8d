import { MAX_DOCUMENT_TEXT } from '@pawrx/contracts/documents';
import type { UploadStage } from '../components/upload-progress';
import { abortable, isAbort } from './abortable';

// The text sent with an upload (issue 30): a photo is read by OCR; a PDF is checked for a text
// layer and, when it is a scan, its first pages are read by OCR. pdf.js and tesseract.js load
// here, on demand, never with the page.

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

async function readPhoto(
  file: File,
  onStage: (stage: UploadStage) => void,
  signal: AbortSignal,
): Promise<string> {
  const { recognizeText } = await abortable(import('../../../lib/ocr/ocr-worker'), signal);
  const read = recognizeText(file, (p) =>
    onStage({ kind: 'reading', fraction: p.stage === 'reading' ? p.fraction : 0 }),
  );
  return (await abortable(read, signal)).text;
}

async function readPdf(
  file: File,
  onStage: (stage: UploadStage) => void,
  signal: AbortSignal,
): Promise<string | undefined> {
  onStage({ kind: 'checking', fraction: 0 });
  const { readScannedPdf } = await abortable(import('./read-scanned-pdf'), signal);
  return readScannedPdf(file, (p) => onStage({ kind: 'reading', ...p }), signal);
}

/**
 * Text for the upload, or undefined (a PDF with its own text, or nothing could be read: the file
 * is still stored, just not searchable). Throws an AbortError when `signal` cancels the reading.
 */
export async function readDocumentText(
  file: File,
  onStage: (stage: UploadStage) => void,
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    const text = isPdf(file)
      ? await readPdf(file, onStage, signal)
      : file.type.startsWith('image/')
        ? await readPhoto(file, onStage, signal)
        : undefined;
    return text?.trim().slice(0, MAX_DOCUMENT_TEXT) || undefined;
  } catch (error) {
    if (isAbort(error)) throw error;
    return undefined;
  }
}
