import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reminderChannelSchema } from '@pawrx/contracts/push';
import {
  ACCOUNT_EXPORT_JSON,
  ACCOUNT_EXPORT_SCHEMA_VERSION,
  ACCOUNT_MESSAGES,
  type ImportResult,
} from '@pawrx/contracts/account';
import { roleSchema } from '@pawrx/contracts/enums';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { decodePhotoDataUrl } from '../pets/pet-photo';
import { checkedArchiveFile } from '../documents/document-archive-files';
import { readArchive, textOf, type ArchiveFiles } from './account-archive';
import { remapRows, validateRows } from './account-import-rows';
import { EXPORTED_TABLES } from './account-tables';
import * as repo from './account.repository';

// POST /api/account/import (issue 25): an export archive into an empty account, on either
// database, in one transaction: a bad archive is refused before anything is written, and a
// failure while writing leaves nothing behind. Ids are new; every timestamp is the archive's.

/** Rows per INSERT: well inside PostgreSQL's 65,535 parameters and its statement timeout. */
const BATCH = 200;

const headerSchema = z.object({
  schemaVersion: z.number(),
  profile: z.object({ id: z.uuid() }).loose(),
});

/** The profile's fields an import takes; the address and password stay the account's own. */
const profileSchema = z.object({
  name: z.string().trim().min(1).max(200),
  role: roleSchema,
  phone: z.string().max(50).nullable(),
  vetInfo: z
    .object({
      licenseNumber: z.string().max(200),
      clinic: z.string().max(200),
      specializations: z.array(z.string().max(200)).max(50),
    })
    .nullable(),
  timezone: z.string().max(100),
  remindersEnabled: z.boolean(),
  // Archives made before decision 055 have no channel: both, the default.
  reminderChannel: reminderChannelSchema.default('both'),
});

function parseDocument(files: ArchiveFiles): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(textOf(files[ACCOUNT_EXPORT_JSON]!));
  } catch {
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveInvalid);
  }
  const version = (document as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== ACCOUNT_EXPORT_SCHEMA_VERSION)
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveVersion);
  const header = headerSchema.safeParse(document);
  if (!header.success) throw AppError.badRequest(ACCOUNT_MESSAGES.archiveInvalid);
  return document as Record<string, unknown>;
}

/** A pet's photo file back into the data URL the pets table stores, checked like an upload. */
function photoOf(files: ArchiveFiles, name: unknown, index: number): string | null {
  if (name === null || name === undefined) return null;
  const MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
  const ext =
    typeof name === 'string'
      ? (/\.(jpg|png|webp)$/.exec(name)?.[1] as keyof typeof MIME)
      : undefined;
  const bytes = typeof name === 'string' ? files[name] : undefined;
  if (!ext || !bytes)
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveRows, [
      { path: `pets.${index}.photo`, message: 'The photo file is not in the archive' },
    ]);
  const url = `data:${MIME[ext]};base64,${Buffer.from(bytes).toString('base64')}`;
  decodePhotoDataUrl(url);
  return url;
}

/** A document's file, named by its row, checked to be the type the row says. */
function documentFileOf(files: ArchiveFiles, raw: unknown, row: repo.Row, index: number): Buffer {
  const name = (raw as Record<string, unknown> | undefined)?.file;
  const content = checkedArchiveFile(
    typeof name === 'string' ? files[name] : undefined,
    row.mimeType,
  );
  if (!content)
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveRows, [
      {
        path: `documents.${index}.file`,
        message: 'The document file is missing or not of its type',
      },
    ]);
  return content;
}

export async function importArchive(
  ctx: AppContext,
  userId: string,
  archive: Uint8Array,
): Promise<ImportResult> {
  const files = readArchive(archive);
  const document = parseDocument(files);
  const profile = profileSchema.safeParse(document.profile);
  if (!profile.success)
    throw AppError.badRequest(
      ACCOUNT_MESSAGES.archiveRows,
      profile.error.issues.map((i) => ({
        path: ['profile', ...i.path].join('.'),
        message: i.message,
      })),
    );
  const tables: Record<string, repo.Row[]> = {};
  for (const spec of EXPORTED_TABLES) {
    if (spec.key === 'profile') continue;
    const raw = document[spec.key];
    const rows = validateRows(spec, raw);
    // Photos and documents' files are files of the archive, named by their row (a column the
    // schema check leaves out).
    const rawRows = raw as Array<Record<string, unknown>>;
    tables[spec.key] =
      spec.key === 'pets'
        ? rows.map((pet, i) => ({ ...pet, photo: photoOf(files, rawRows[i]?.photo, i) }))
        : spec.key === 'documents'
          ? rows.map((doc, i) => {
              const content = documentFileOf(files, rawRows[i], doc, i);
              return { ...doc, content, size: content.length };
            })
          : rows;
  }
  const oldUserId = (document.profile as { id: string }).id;
  const people = new Set<string>();
  const emails = new Set<string>();
  for (const spec of EXPORTED_TABLES)
    for (const row of tables[spec.key] ?? [])
      for (const [column, ref] of Object.entries(spec.refs)) {
        if (ref === 'person' && typeof row[column] === 'string') people.add(row[column] as string);
        if (ref === 'member' && row[column]) emails.add(String(row.email).toLowerCase());
      }
  const known = people.size
    ? await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...people]))
    : [];
  const byEmail = emails.size
    ? await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...emails]))
    : [];
  const rows = remapRows(EXPORTED_TABLES, tables, {
    oldUserId,
    newUserId: userId,
    knownPeople: new Set(known.map((k) => k.id)),
    accountsByEmail: new Map(byEmail.map((a) => [a.email, a.id])),
  });

  const counts: Record<string, number> = {};
  await ctx.db.transaction(async (tx) => {
    // Locks the account's row: two imports into one account run one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!(await repo.isEmptyAccount(tx, userId)))
      throw AppError.conflict(ACCOUNT_MESSAGES.importNotEmpty);
    await tx.update(users).set(profile.data).where(eq(users.id, userId));
    for (const spec of EXPORTED_TABLES) {
      const list = rows[spec.key];
      if (!list) continue;
      for (let at = 0; at < list.length; at += BATCH)
        await tx.insert(spec.table).values(list.slice(at, at + BATCH));
      counts[spec.key] = list.length;
    }
  });
  await ctx.evict({ kind: 'user', userId });
  await ctx.evict({ kind: 'pet-list', userId });
  return { counts };
}
