import type { PetDocument } from '@pawrx/contracts/documents';

const EXTENSIONS: Record<PetDocument['mimeType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The name a downloaded document is saved under: its title, made safe, and its type's extension. */
export function documentFileName(document: Pick<PetDocument, 'title' | 'mimeType'>): string {
  const base = document.title.replace(/[/\\:*?"<>|]+/g, '_').trim() || 'document';
  return `${base}.${EXTENSIONS[document.mimeType]}`;
}
