import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_EXPORT_SCHEMA_VERSION } from '@pawrx/contracts/account';
import { emergencyLinks, sessions, users } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { JPEG_BYTES } from '../pets/pets.test-helpers';
import { PNG_PIXEL } from '../documents/documents.test-helpers';
import { EXPORTED_TABLES } from './account-tables';
import { downloadExport, openExport, richAccount, type RichAccount } from './account.test-helpers';

let t: TestApp;
let world: RichAccount;

beforeAll(async () => {
  t = await createTestApp();
  world = await richAccount(t.app);
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });

  it('answers one zip, as a download nobody caches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(world.owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="pawrx-export.zip"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  it('holds every record the account owns, by table, with the schema version', async () => {
    const { document } = openExport(await downloadExport(t.app, world.owner.token));
    expect(document.schemaVersion).toBe(ACCOUNT_EXPORT_SCHEMA_VERSION);
    expect(document.profile).toMatchObject({
      id: world.owner.userId,
      email: world.owner.email,
      name: world.owner.name,
      phone: '+44 20 7946 0000',
    });
    const count = (key: string) => (document[key] as unknown[]).length;
    expect(count('pets')).toBe(1);
    expect(count('medications')).toBe(1);
    expect(count('medicationStatusChanges')).toBe(1);
    expect(count('doseLogs')).toBe(1);
    expect(count('doseLogHistory')).toBe(1);
    expect(count('reactions')).toBe(1);
    expect(count('vaccinations')).toBe(1);
    expect(count('appointments')).toBe(1);
    expect(count('weights')).toBeGreaterThanOrEqual(2); // the profile weight and a weighing
    expect(count('labPanels')).toBe(1);
    expect(count('documents')).toBe(1);
    expect(count('expenses')).toBe(2);
    expect(count('members')).toBe(3); // co-owner, vet, a pending invitation
    expect(count('emergencyLinks')).toBe(1);
    expect(count('notes')).toBe(1);
    expect(count('medicationRequests')).toBe(1);
    expect(count('activity')).toBeGreaterThan(3);
    for (const spec of EXPORTED_TABLES) {
      if (spec.key !== 'profile') expect(document[spec.key], spec.key).toBeInstanceOf(Array);
    }
  });

  it('puts each photo in the archive as a file the pet names', async () => {
    const { files, document } = openExport(await downloadExport(t.app, world.owner.token));
    const [pet] = document.pets as Array<{ id: string; photo: string }>;
    expect(pet!.photo).toBe(`photos/${world.petId}.jpg`);
    expect(Buffer.from(files[pet!.photo]!)).toEqual(JPEG_BYTES);
  });

  it("puts each document's file in the archive, named by its row, without its bytes in the JSON", async () => {
    const { files, document } = openExport(await downloadExport(t.app, world.owner.token));
    const [doc] = document.documents as Array<Record<string, unknown>>;
    expect(doc).toMatchObject({
      title: 'Skin scraping',
      text: 'No mites seen',
      mimeType: 'image/png',
    });
    expect(doc!.file).toBe(`documents/${doc!.id}.png`);
    expect(doc).not.toHaveProperty('content');
    expect(Buffer.from(files[doc!.file as string]!)).toEqual(PNG_PIXEL);
  });

  it('writes a CSV per table, quoted, with formulas defused', async () => {
    const { files, text } = openExport(await downloadExport(t.app, world.owner.token));
    for (const spec of EXPORTED_TABLES)
      expect(files[`csv/${spec.key}.csv`], spec.key).toBeDefined();
    const doseCsv = text('csv/doseLogs.csv');
    expect(doseCsv.split('\r\n')[0]).toContain('scheduledAt');
    expect(doseCsv).toContain("'=SUM(A1) with breakfast");
    expect(text('csv/appointments.csv')).toContain('"Annual, ""fasted"""');
    expect(text('csv/reactions.csv')).toContain('"[""itching"",""redness""]"');
  });

  it('holds no secret: no password hash, feed token, session, or emergency link token', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed',
      headers: bearer(world.owner.token),
    });
    const zip = await downloadExport(t.app, world.owner.token);
    const { files } = openExport(zip);
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('\n');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, world.owner.userId));
    const [link] = await t.database.db
      .select()
      .from(emergencyLinks)
      .where(eq(emergencyLinks.petId, world.petId));
    const ownSessions = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, world.owner.userId));
    expect(user!.calendarFeedTokenHash).toBeTruthy();
    const secrets = [
      user!.passwordHash,
      user!.calendarFeedTokenHash!,
      user!.calendarFeedNonce!,
      link!.tokenHash,
      world.emergencyUrl.split('/').pop()!,
      world.owner.token,
      ...ownSessions.map((s) => s.id),
    ];
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/passwordHash|tokenHash|calendarFeedNonce/);
  });

  it("lists a carer's place in someone else's pet as a membership, never as their pet", async () => {
    const { document } = openExport(await downloadExport(t.app, world.owner.token));
    const pets = document.pets as Array<{ id: string }>;
    expect(pets.map((p) => p.id)).toEqual([world.petId]);
    expect(JSON.stringify(document)).not.toContain(world.foreignPetId);
    expect(document.membershipsElsewhere).toEqual([
      expect.objectContaining({
        petName: 'Stranger Cat',
        ownerName: world.coOwner.name,
        role: 'caregiver',
        status: 'active',
      }),
    ]);
  });

  it("gives the vet their own account and the owner's pet only as a membership", async () => {
    const { document } = openExport(await downloadExport(t.app, world.vet.token));
    expect(document.pets).toEqual([]);
    expect(document.notes).toEqual([]); // their note is on the owner's pet: the owner's record
    expect(document.membershipsElsewhere).toEqual([
      expect.objectContaining({ petName: 'Biscuit', role: 'vet', status: 'active' }),
    ]);
  });
});
