import { ACCOUNT_EXPORT_JSON, ACCOUNT_EXPORT_SCHEMA_VERSION } from '@pawrx/contracts/account';
import { APP_VERSION } from '@pawrx/contracts/constants';
import type { AppContext } from '../../lib/context';
import { decodePhotoDataUrl } from '../pets/pet-photo';
import { documentArchiveName } from '../documents/document-archive-files';
import { documentFilesOfPets } from '../documents/documents.service';
import { toCsv } from './account-csv';
import { writeArchive } from './account-archive';
import { EXPORTED_TABLES } from './account-tables';
import * as repo from './account.repository';

// GET /api/account/export (issue 25, GDPR articles 15 and 20): one zip with pawrx-export.json
// (everything the account owns, by table, plus its places in other people's pets), a CSV per
// table and the pets' photos as files. What is left out, and why, is in account-tables.ts.

const PHOTO_EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export type ExportDocument = {
  schemaVersion: number;
  app: string;
  appVersion: string;
  exportedAt: string;
  profile: repo.Row;
  membershipsElsewhere: repo.Row[];
} & Record<string, unknown>;

/** The archive's JSON and its files (photos, documents), before zipping (the import reads the same shape). */
export async function buildExport(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
): Promise<{ document: ExportDocument; photos: Record<string, Uint8Array> }> {
  const rows = await repo.readAccountRows(ctx.db, userId, EXPORTED_TABLES);
  const [profile] = rows.profile ?? [];
  const photos: Record<string, Uint8Array> = {};
  const photoNames = new Map<string, string>();
  for (const { id, photo } of await repo.readPetPhotos(ctx.db, userId)) {
    const decoded = decodePhotoDataUrl(photo);
    const name = `photos/${id}.${PHOTO_EXTENSION[decoded.mime]}`;
    photos[name] = decoded.bytes;
    photoNames.set(id, name);
  }
  // Documents' files sit beside their rows, each row naming its file (decision 054).
  const documentNames = new Map<string, string>();
  const petIds = (rows.pets ?? []).map((pet) => pet.id as string);
  for (const { id, mimeType, content } of await documentFilesOfPets(ctx.db, petIds)) {
    const name = documentArchiveName(id, mimeType);
    photos[name] = content;
    documentNames.set(id, name);
  }
  const tables: Record<string, repo.Row[]> = {};
  for (const spec of EXPORTED_TABLES) {
    if (spec.key === 'profile') continue;
    tables[spec.key] =
      spec.key === 'pets'
        ? rows.pets!.map((pet) => ({ ...pet, photo: photoNames.get(pet.id as string) ?? null }))
        : spec.key === 'documents'
          ? rows.documents!.map((doc) => ({ ...doc, file: documentNames.get(doc.id as string) }))
          : rows[spec.key]!;
  }
  const document: ExportDocument = {
    schemaVersion: ACCOUNT_EXPORT_SCHEMA_VERSION,
    app: 'PawRx',
    appVersion: APP_VERSION,
    exportedAt: ctx.now().toISOString(),
    profile: profile!,
    ...tables,
    membershipsElsewhere: await repo.readMembershipsElsewhere(
      ctx.db,
      userId,
      (profile!.email as string) ?? '',
    ),
  };
  return { document, photos };
}

/** The zip: pawrx-export.json, csv/<table>.csv, photos/<pet id>.<ext>, documents/<id>.<ext>. */
export async function exportArchive(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
): Promise<Uint8Array> {
  const { document, photos } = await buildExport(ctx, userId);
  const csvs: Record<string, string> = {};
  for (const spec of EXPORTED_TABLES) {
    const rows = spec.key === 'profile' ? [document.profile] : (document[spec.key] as repo.Row[]);
    const columns = Object.keys(repo.columnsOf(spec.table)).filter((c) => !spec.omit.includes(c));
    if (spec.key === 'pets') columns.push('photo');
    if (spec.key === 'documents') columns.push('file');
    csvs[`csv/${spec.key}.csv`] = toCsv(columns, rows);
  }
  csvs['csv/membershipsElsewhere.csv'] = toCsv(
    ['petName', 'ownerName', 'role', 'status', 'expiresAt', 'createdAt', 'respondedAt'],
    document.membershipsElsewhere,
  );
  return writeArchive({
    [ACCOUNT_EXPORT_JSON]: `${JSON.stringify(document, null, 2)}\n`,
    ...csvs,
    ...photos,
  });
}
