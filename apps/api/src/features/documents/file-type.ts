import type { DocumentMimeType } from '@pawrx/contracts/documents';

// A document's type is read from its first bytes, never from its name or the type the browser
// declared: an HTML or SVG page renamed .png must not be stored and served back as an image.
// Signatures: PDF 1.7 (ISO 32000-1 §7.5.2) "%PDF-"; JPEG's SOI marker and the start of a segment
// (FF D8 FF); PNG's eight-byte signature (RFC 2083 §3.1); WebP's "RIFF" .... "WEBP" container.

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The file's type by its signature, or null for anything else (HTML, SVG, a zip, text). */
export function detectDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export const DOCUMENT_EXTENSIONS: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
