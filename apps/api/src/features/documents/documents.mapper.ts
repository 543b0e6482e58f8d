import type { PetDocument, PetDocumentListItem, SnippetPart } from '@pawrx/contracts/documents';
import { HIT_END, HIT_START, type DocumentSummaryRow } from './documents.repository';

// The one place a document row becomes the JSON the API answers with.

export function toDocument(row: DocumentSummaryRow): PetDocument {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    date: row.date,
    mimeType: row.mimeType,
    size: row.size,
    hasText: row.hasText,
  };
}

export function toListItem(row: DocumentSummaryRow & { snippet?: string }): PetDocumentListItem {
  const item: PetDocumentListItem = {
    ...toDocument(row),
    createdAt: new Date(row.createdAt).toISOString(),
  };
  if (row.snippet !== undefined) item.snippet = toSnippetParts(row.snippet);
  return item;
}

/** "… the \uE000creatinine\uE001 was …" into stretches, so the web marks hits without HTML. */
export function toSnippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(HIT_START).entries()) {
    const [inside, after] = index === 0 ? [undefined, piece] : splitOnce(piece, HIT_END);
    if (inside) parts.push({ text: inside, match: true });
    if (after) parts.push({ text: after.replace(/\s+/g, ' '), match: false });
  }
  return parts;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}
