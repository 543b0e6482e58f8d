import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateRawSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { ACCOUNT_MESSAGES, MAX_IMPORT_ARCHIVE_BYTES } from '@pawrx/contracts/account';
import { pets } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { PNG_PIXEL } from '../documents/documents.test-helpers';
import { readArchive } from './account-archive';
import { downloadExport, openExport, richAccount, type RichAccount } from './account.test-helpers';

let t: TestApp;
let world: RichAccount;
let original: Uint8Array;

beforeAll(async () => {
  // Every bad archive is tried on a fresh account: more sign-ups (and address verifications)
  // than one address may make by default.
  t = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '100', RATE_LIMIT_RESET_PER_IP: '100' });
  world = await richAccount(t.app);
  original = await downloadExport(t.app, world.owner.token);
});
afterAll(() => t.close());

const importZip = (token: string, body: Uint8Array | Buffer, type = 'application/zip') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/import',
    headers: { ...bearer(token), 'content-type': type },
    payload: Buffer.from(body),
  });

/**
 * A zip of one entry deflated by node's native zlib, headers written by hand (local header, data,
 * central directory, end record). Compressing 201 MB of zeros this way takes about a second where
 * fflate's JavaScript deflate took over 8 s under load; the archive is the same bomb either way.
 */
function nativeDeflatedZip(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header signature
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(8, 8); // method: deflate (flags, time and date stay 0)
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory header signature
  central.writeUInt16LE(20, 4); // made by 2.0
  central.writeUInt16LE(20, 6); // needs 2.0
  central.writeUInt16LE(8, 10); // deflate
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28); // the local header is at offset 0
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory signature
  end.writeUInt16LE(1, 8); // entries on this disk
  end.writeUInt16LE(1, 10); // entries in all
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The export with its ids, the time of export and the account's own address and dates set aside. */
function comparable(zip: Uint8Array) {
  const { document } = openExport(zip);
  const { exportedAt: _at, membershipsElsewhere: _m, profile, ...tables } = document;
  const { id: _id, email: _email, createdAt: _c, updatedAt: _u, ...rest } = profile;
  const plain = JSON.parse(JSON.stringify({ ...tables, profile: rest }).replace(UUID, '<id>'));
  for (const [key, value] of Object.entries(plain))
    if (Array.isArray(value)) plain[key] = value.map((r) => JSON.stringify(r)).sort();
  return plain;
}

/** Rebuilds an archive with its JSON changed by `edit`. */
type Doc = Record<string, Array<Record<string, unknown>>> & { schemaVersion: number };
function edited(edit: (doc: Doc) => void, zip = original) {
  const { files, document } = openExport(zip);
  edit(document as unknown as Doc);
  return zipSync({ ...files, 'pawrx-export.json': strToU8(JSON.stringify(document)) });
}

async function ownedPets(userId: string) {
  return t.database.db.select({ id: pets.id }).from(pets).where(eq(pets.ownerId, userId));
}

describe('POST /api/account/import', () => {
  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/import', payload: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('reproduces the account: its export equals the original but for ids', async () => {
    const fresh = await registerUser(t.app);
    const res = await importZip(fresh.token, original);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.imported,
      data: { counts: { pets: 1, medications: 1, doseLogs: 1, notes: 1 } },
    });
    const copy = await downloadExport(t.app, fresh.token);
    expect(comparable(copy)).toEqual(comparable(original));
    // Joined up again: the copy's medication is on the copy's pet, and the photo came along.
    const { document, files } = openExport(copy);
    const [pet] = document.pets as Array<{ id: string; photo: string; ownerId: string }>;
    expect(pet!.ownerId).toBe(fresh.userId);
    expect((document.medications as Array<{ petId: string }>)[0]!.petId).toBe(pet!.id);
    expect(files[pet!.photo]).toEqual(openExport(original).files[`photos/${world.petId}.jpg`]);
    const [doc] = document.documents as Array<{ file: string; petId: string }>;
    expect(doc!.petId).toBe(pet!.id);
    expect(Buffer.from(files[doc!.file]!)).toEqual(PNG_PIXEL);
    // Labs and expenses came along (issue 30), the refill's expense on the copy's medication.
    expect(document.labPanels).toHaveLength(1);
    const [medication] = document.medications as Array<{ id: string }>;
    const expenses = document.expenses as Array<{
      medicationId: string | null;
      amountMinor: number;
    }>;
    expect(expenses.map((e) => [e.medicationId, e.amountMinor])).toEqual([
      [medication!.id, 4875],
      [null, 12000],
    ]);
    // The pet is there for the person, through the API.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/pets',
      headers: bearer(fresh.token),
    });
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Biscuit']);
  });

  it('refuses an account that already has pets (409) and changes nothing', async () => {
    const res = await importZip(world.owner.token, original);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.importNotEmpty);
    expect(await ownedPets(world.owner.userId)).toHaveLength(1);
  });

  const bad: Array<[string, () => Uint8Array, string]> = [
    [
      'a wrong schema version',
      () => edited((d) => (d.schemaVersion = 99)),
      ACCOUNT_MESSAGES.archiveVersion,
    ],
    [
      'a truncated zip',
      () => original.subarray(0, original.length - 40),
      ACCOUNT_MESSAGES.archiveTruncated,
    ],
    [
      'something not a zip',
      () => strToU8('hello, not a zip at all'),
      ACCOUNT_MESSAGES.archiveTruncated,
    ],
    [
      'a name that climbs out of the folder',
      () => zipSync({ ...openExport(original).files, '../../etc/passwd': strToU8('x') }),
      ACCOUNT_MESSAGES.archiveBadName,
    ],
    [
      'an absolute name',
      () => zipSync({ ...openExport(original).files, '/tmp/x.json': strToU8('x') }),
      ACCOUNT_MESSAGES.archiveBadName,
    ],
    [
      'no pawrx-export.json',
      () => zipSync({ 'csv/pets.csv': strToU8('a') }),
      ACCOUNT_MESSAGES.archiveInvalid,
    ],
    [
      'JSON that does not parse',
      () => zipSync({ 'pawrx-export.json': strToU8('{"schemaVersion":1,') }),
      ACCOUNT_MESSAGES.archiveInvalid,
    ],
    [
      "a medication on a pet the archive does not hold (another account's)",
      () => edited((d) => (d.medications![0]!.petId = world.foreignPetId)),
      ACCOUNT_MESSAGES.archiveForeignIds,
    ],
    [
      'a pet owned by someone else than the exported account',
      () => edited((d) => (d.pets![0]!.ownerId = world.coOwner.userId)),
      ACCOUNT_MESSAGES.archiveForeignIds,
    ],
    [
      'an invalid row (a species PawRx has not)',
      () => edited((d) => (d.pets![0]!.species = 'dragon')),
      ACCOUNT_MESSAGES.archiveRows,
    ],
    [
      'a date that is not one',
      () => edited((d) => (d.doseLogs![0]!.scheduledAt = 'soon')),
      ACCOUNT_MESSAGES.archiveRows,
    ],
    [
      'text PostgreSQL cannot store',
      () => edited((d) => (d.notes![0]!.text = 'a\u0000b')),
      ACCOUNT_MESSAGES.archiveRows,
    ],
    [
      'a document file missing',
      () => edited((d) => (d.documents![0]!.file = 'documents/none.png')),
      ACCOUNT_MESSAGES.archiveRows,
    ],
    [
      'a document file that is not of its type (HTML named .png)',
      () => {
        const { files, document } = openExport(original);
        const name = (document.documents as Array<{ file: string }>)[0]!.file;
        return zipSync({ ...files, [name]: strToU8('<html><script>alert(1)</script>') });
      },
      ACCOUNT_MESSAGES.archiveRows,
    ],
    [
      'a photo file missing',
      () => edited((d) => (d.pets![0]!.photo = 'photos/none.jpg')),
      ACCOUNT_MESSAGES.archiveRows,
    ],
  ];

  it.each(bad)('answers 400 for %s, and writes nothing', async (_name, archive, message) => {
    const fresh = await registerUser(t.app);
    const res = await importZip(fresh.token, archive());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await ownedPets(fresh.userId)).toEqual([]);
  });

  it('stops a zip bomb while inflating: 201 MB of zeros in a small archive is a 400', async () => {
    // The helper makes a zip fflate reads back byte for byte (checked here on a small entry).
    expect(unzipSync(nativeDeflatedZip('pawrx-export.json', Buffer.alloc(5000)))).toEqual({
      'pawrx-export.json': new Uint8Array(5000),
    });
    const bomb = nativeDeflatedZip('pawrx-export.json', Buffer.alloc(201 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const fresh = await registerUser(t.app);
    const res = await importZip(fresh.token, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.archiveTooLarge);
  });

  it('counts what inflates, not what the archive declares', () => {
    const zip = zipSync({ 'pawrx-export.json': new Uint8Array(5000) });
    expect(() => readArchive(zip, 4000)).toThrow(ACCOUNT_MESSAGES.archiveTooLarge);
    expect(Object.keys(readArchive(zip, 6000))).toEqual(['pawrx-export.json']);
  });

  it('answers 413 above the upload limit', async () => {
    const fresh = await registerUser(t.app);
    const res = await importZip(fresh.token, Buffer.alloc(MAX_IMPORT_ARCHIVE_BYTES + 1));
    expect(res.statusCode).toBe(413);
  });

  it('leaves nothing half-written when the database fails mid-import', async () => {
    const fresh = await registerUser(t.app);
    // The notes come late in the import: everything before them is in the same transaction.
    await t.database.db.execute(sql`
      CREATE FUNCTION fail_note() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER fail_note BEFORE INSERT ON pet_notes FOR EACH ROW EXECUTE FUNCTION fail_note()`,
    );
    try {
      const res = await importZip(fresh.token, original);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER fail_note ON pet_notes`);
      await t.database.db.execute(sql`DROP FUNCTION fail_note()`);
    }
    expect(await ownedPets(fresh.userId)).toEqual([]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(fresh.token),
    });
    expect(profile.json().data.name).toBe('Test Owner'); // the profile update rolled back too
    // And the same archive imports once the database is well again.
    expect((await importZip(fresh.token, original)).statusCode).toBe(200);
  });
});
