import { createHash } from 'node:crypto';
import { APP_VERSION } from '@pawrx/contracts/constants';

// A PawRx backup file: one header line naming the format, one JSON line listing each entry with
// its size and SHA-256, then the entries' bytes one after another. Restore checks every size and
// checksum before it writes anything, so a truncated or corrupted file is refused with a message
// that says so, never half restored.

const MAGIC = 'PAWRX-BACKUP 1';
/** Bounds the header so a wrong file is refused before reading far into it. */
const MAX_HEADER_BYTES = 64 * 1024;

export type BackupKind = 'pglite' | 'pg_dump';

export interface BackupEntry {
  name: string;
  bytes: Buffer;
}

export interface BackupHeader {
  kind: BackupKind;
  createdAt: string;
  appVersion: string;
  entries: Array<{ name: string; size: number; sha256: string }>;
}

export class BackupArchiveError extends Error {}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function encodeBackup(kind: BackupKind, entries: BackupEntry[], now = new Date()): Buffer {
  const header: BackupHeader = {
    kind,
    createdAt: now.toISOString(),
    appVersion: APP_VERSION,
    entries: entries.map((e) => ({ name: e.name, size: e.bytes.length, sha256: sha256(e.bytes) })),
  };
  return Buffer.concat([
    Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`),
    ...entries.map((e) => e.bytes),
  ]);
}

/** Reads and verifies a backup; throws BackupArchiveError with a message for a person. */
export function decodeBackup(file: Buffer): { header: BackupHeader; entries: Map<string, Buffer> } {
  const firstLine = file.indexOf(0x0a);
  if (firstLine < 0 || file.subarray(0, firstLine).toString() !== MAGIC)
    throw new BackupArchiveError('This file is not a PawRx backup (its first line is wrong).');
  const secondLine = file.indexOf(0x0a, firstLine + 1);
  if (secondLine < 0 || secondLine - firstLine > MAX_HEADER_BYTES)
    throw new BackupArchiveError(
      'This backup is truncated or corrupted: its header is incomplete.',
    );
  let header: BackupHeader;
  try {
    header = JSON.parse(file.subarray(firstLine + 1, secondLine).toString()) as BackupHeader;
  } catch {
    throw new BackupArchiveError('This backup is corrupted: its header is not readable.');
  }
  if (!['pglite', 'pg_dump'].includes(header.kind) || !Array.isArray(header.entries))
    throw new BackupArchiveError('This backup is corrupted: its header is not readable.');
  const expected = header.entries.reduce((sum, e) => sum + e.size, 0);
  const body = file.subarray(secondLine + 1);
  if (body.length < expected)
    throw new BackupArchiveError(
      `This backup is truncated: it holds ${body.length} of ${expected} bytes. Nothing was restored.`,
    );
  if (body.length > expected)
    throw new BackupArchiveError(
      'This backup is corrupted: it holds more bytes than its header lists. Nothing was restored.',
    );
  const entries = new Map<string, Buffer>();
  let offset = 0;
  for (const entry of header.entries) {
    const bytes = body.subarray(offset, offset + entry.size);
    offset += entry.size;
    if (sha256(bytes) !== entry.sha256)
      throw new BackupArchiveError(
        `This backup is corrupted: the checksum of ${entry.name} does not match. Nothing was restored.`,
      );
    entries.set(entry.name, bytes);
  }
  return { header, entries };
}
