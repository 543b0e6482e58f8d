import { strFromU8, strToU8, Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import {
  ACCOUNT_EXPORT_JSON,
  ACCOUNT_MESSAGES,
  MAX_IMPORT_UNCOMPRESSED_BYTES,
} from '@pawrx/contracts/account';
import { AppError } from '../../lib/app-error';

// The export archive's zip, written and read with fflate (decision 045). Reading never trusts
// what the zip says of itself: the central directory must be whole (a truncated download fails),
// every name must be a plain relative path, and bytes are counted while they inflate, fed in
// small slices, so a zip bomb stops at the limit instead of filling memory.

/** Compressed bytes handed to the inflater at a time: one slice inflates to at most ~16 MB. */
const SLICE = 16 * 1024;
/** Names the archive may hold: its JSON, CSVs, photos and documents, nothing with a path of its own. */
const SAFE_NAME =
  /^(?:[a-z0-9-]+\.json|csv\/[a-zA-Z0-9-]+\.csv|photos\/[0-9a-f-]{36}\.(?:jpg|png|webp)|documents\/[0-9a-f-]{36}\.(?:pdf|jpg|png|webp))$/;

export type ArchiveFiles = Record<string, Uint8Array>;

export function writeArchive(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, data]) => [
      name,
      typeof data === 'string' ? strToU8(data) : data,
    ]),
  );
  return zipSync(entries, { level: 6 });
}

/** Names in the central directory; a zip cut short (or not a zip at all) has none to read. */
function listNames(archive: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(archive, {
      filter: (file) => {
        names.push(file.name);
        return false; // only listed here; inflated below, counted
      },
    });
  } catch {
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveTruncated);
  }
  return names;
}

function assertSafeNames(names: readonly string[]): void {
  for (const name of names) {
    if (name.endsWith('/')) continue; // a folder entry holds nothing
    if (!SAFE_NAME.test(name)) {
      throw AppError.badRequest(ACCOUNT_MESSAGES.archiveBadName, [
        {
          path: 'archive',
          message: `${ACCOUNT_MESSAGES.archiveBadName}: ${JSON.stringify(name.slice(0, 200))}`,
        },
      ]);
    }
  }
}

/** Every file of the archive, inflated within `limit` bytes in all. */
export function readArchive(
  archive: Uint8Array,
  limit = MAX_IMPORT_UNCOMPRESSED_BYTES,
): ArchiveFiles {
  const names = listNames(archive);
  assertSafeNames(names);
  if (!names.includes(ACCOUNT_EXPORT_JSON))
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveInvalid);

  const chunks = new Map<string, Uint8Array[]>();
  const finished = new Set<string>();
  let total = 0;
  let overLimit = false;
  let failed = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const listed = new Set(names);
  unzip.onfile = (file) => {
    if (file.name.endsWith('/')) return;
    // A local header naming a file the directory does not list is a forged archive.
    if (!listed.has(file.name)) {
      failed = true;
      return;
    }
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, data, final) => {
      if (error) {
        failed = true;
        return;
      }
      total += data.length;
      if (total > limit) {
        overLimit = true;
        file.terminate();
        return;
      }
      parts.push(data);
      if (final) finished.add(file.name);
    };
    file.start();
  };
  try {
    for (let at = 0; at < archive.length && !overLimit && !failed; at += SLICE) {
      unzip.push(archive.subarray(at, at + SLICE), at + SLICE >= archive.length);
    }
  } catch {
    failed = true;
  }
  if (overLimit) throw AppError.badRequest(ACCOUNT_MESSAGES.archiveTooLarge);
  const fileNames = names.filter((n) => !n.endsWith('/'));
  if (failed || fileNames.some((n) => !finished.has(n)))
    throw AppError.badRequest(ACCOUNT_MESSAGES.archiveTruncated);

  const files: ArchiveFiles = {};
  for (const [name, parts] of chunks) files[name] = concat(parts);
  return files;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const textOf = (data: Uint8Array): string => strFromU8(data);
