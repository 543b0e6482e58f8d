import { describe, expect, it } from 'vitest';
import { BackupArchiveError, decodeBackup, encodeBackup } from './backup-archive';

const entries = [
  { name: 'pglite.tar.gz', bytes: Buffer.from('the database files'.repeat(50)) },
  { name: 'signing-secret', bytes: Buffer.from('a-secret') },
];

describe('backup archive', () => {
  it('reads back what it wrote, entry for entry', () => {
    const { header, entries: read } = decodeBackup(encodeBackup('pglite', entries));
    expect(header.kind).toBe('pglite');
    expect(header.entries.map((e) => [e.name, e.size])).toEqual([
      ['pglite.tar.gz', entries[0]!.bytes.length],
      ['signing-secret', 8],
    ]);
    expect(read.get('pglite.tar.gz')).toEqual(entries[0]!.bytes);
    expect(read.get('signing-secret')?.toString()).toBe('a-secret');
  });

  it.each([
    [
      'cut inside the entries',
      (f: Buffer) => f.subarray(0, f.length - 10),
      /truncated: it holds \d+ of \d+ bytes/,
    ],
    [
      'cut inside the header',
      (f: Buffer) => f.subarray(0, 30),
      /truncated or corrupted: its header is incomplete/,
    ],
    [
      'with bytes appended',
      (f: Buffer) => Buffer.concat([f, Buffer.from('x')]),
      /more bytes than its header lists/,
    ],
    [
      'with one byte changed',
      (f: Buffer) => {
        const copy = Buffer.from(f);
        copy[copy.length - 20]! ^= 1;
        return copy;
      },
      /checksum of pglite.tar.gz does not match/,
    ],
    [
      'that is something else',
      () => Buffer.from('PK\u0003\u0004 a zip file'),
      /not a PawRx backup/,
    ],
    [
      'with a garbled header',
      (f: Buffer) => Buffer.from(f.toString('latin1').replace('"kind"', '"ki{d"'), 'latin1'),
      /not readable/,
    ],
  ])('refuses a file %s, with a message that says so', (_what, spoil, message) => {
    const spoilt = spoil(encodeBackup('pglite', entries));
    expect(() => decodeBackup(spoilt)).toThrow(BackupArchiveError);
    expect(() => decodeBackup(spoilt)).toThrow(message);
  });
});
