import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DOCUMENT_SEARCH_VECTOR } from '../../db/document-search';
import { petDocuments } from '../../db/schema';

export type DocumentRow = typeof petDocuments.$inferSelect;
export type NewDocumentRow = typeof petDocuments.$inferInsert;

/** Every column but the file and its text: what a list needs. */
const listColumns = {
  id: petDocuments.id,
  title: petDocuments.title,
  category: petDocuments.category,
  date: petDocuments.date,
  mimeType: petDocuments.mimeType,
  size: petDocuments.size,
  hasText: sql<boolean>`${petDocuments.text} <> ''`.as('has_text'),
  createdAt: petDocuments.createdAt,
};
export type DocumentSummaryRow = {
  [K in keyof typeof listColumns]: K extends 'hasText'
    ? boolean
    : DocumentRow[K & keyof DocumentRow];
};

/** Marks around the words a search found, in the snippet; never in stored text (cleanText). */
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** A pet's documents, newest first. */
export async function listForPet(db: Db, petId: string): Promise<DocumentSummaryRow[]> {
  return db
    .select(listColumns)
    .from(petDocuments)
    .where(eq(petDocuments.petId, petId))
    .orderBy(desc(petDocuments.date), desc(petDocuments.createdAt));
}

/**
 * Documents whose title or text has the words of `query` (websearch syntax: "quoted phrases",
 * -excluded, or), best match first, each with a snippet of its text around the words found.
 */
export async function searchForPet(
  db: Db,
  petId: string,
  query: string,
): Promise<Array<DocumentSummaryRow & { snippet: string }>> {
  const tsquery = sql`websearch_to_tsquery('english'::regconfig, ${query})`;
  return db
    .select({
      ...listColumns,
      snippet: sql<string>`ts_headline('english'::regconfig,
        ${petDocuments.title} || E'\\n' || ${petDocuments.text}, ${tsquery}, ${HEADLINE_OPTIONS})`,
    })
    .from(petDocuments)
    .where(and(eq(petDocuments.petId, petId), sql`${DOCUMENT_SEARCH_VECTOR} @@ ${tsquery}`))
    .orderBy(
      desc(sql`ts_rank(${DOCUMENT_SEARCH_VECTOR}, ${tsquery})`),
      desc(petDocuments.date),
      desc(petDocuments.createdAt),
    );
}

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<DocumentSummaryRow> {
  const [created] = await db.insert(petDocuments).values(row).returning(listColumns);
  return created!;
}

/** One document with its text (the file's bytes stay out). */
export async function findDocument(
  db: Db,
  petId: string,
  id: string,
): Promise<(DocumentSummaryRow & { text: string }) | undefined> {
  const [row] = await db
    .select({ ...listColumns, text: petDocuments.text })
    .from(petDocuments)
    .where(and(eq(petDocuments.id, id), eq(petDocuments.petId, petId)))
    .limit(1);
  return row;
}

export async function findFile(
  db: Db,
  petId: string,
  id: string,
): Promise<Pick<DocumentRow, 'title' | 'mimeType' | 'content'> | undefined> {
  const [row] = await db
    .select({
      title: petDocuments.title,
      mimeType: petDocuments.mimeType,
      content: petDocuments.content,
    })
    .from(petDocuments)
    .where(and(eq(petDocuments.id, id), eq(petDocuments.petId, petId)))
    .limit(1);
  return row;
}

export async function deleteDocument(db: Db, petId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(petDocuments)
    .where(and(eq(petDocuments.id, id), eq(petDocuments.petId, petId)))
    .returning({ id: petDocuments.id });
  return rows.length > 0;
}

/** The files of these pets' documents, for the account export (the rows come without them). */
export async function readFilesOfPets(
  db: Db,
  petIds: string[],
): Promise<Array<Pick<DocumentRow, 'id' | 'mimeType' | 'content'>>> {
  if (!petIds.length) return [];
  return db
    .select({ id: petDocuments.id, mimeType: petDocuments.mimeType, content: petDocuments.content })
    .from(petDocuments)
    .where(inArray(petDocuments.petId, petIds));
}
