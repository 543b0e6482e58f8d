import { sql } from 'drizzle-orm';

/**
 * The words a document is found by: its title and its text, stemmed as English. The index on
 * pet_documents (schema.ts) and the search (documents.repository.ts) use this one expression, so
 * PostgreSQL can answer the search from the index. Kept out of schema.ts, whose exports are tables.
 */
export const DOCUMENT_SEARCH_VECTOR = sql.raw(
  `to_tsvector('english'::regconfig, "title" || ' ' || "text")`,
);
