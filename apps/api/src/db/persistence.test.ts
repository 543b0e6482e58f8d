import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from './client';
import { users } from './schema';
import { seedDemoData } from '../seed/demo-data';
import { pets } from './schema';

const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('embedded database on disk', () => {
  it('keeps data across a restart and migrates idempotently', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db
      .insert(users)
      .values({ email: 'kept@example.com', name: 'Kept', passwordHash: 'x' });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    expect(rows.map((r) => r.name)).toEqual(['Kept']);
    await second.close();
  });

  it('seeds the demo owner once, even when run twice', async () => {
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await seedDemoData(database.db, silent);
    await seedDemoData(database.db, silent);
    const demo = await database.db.select().from(users).where(eq(users.email, 'user@demo.com'));
    expect(demo).toHaveLength(1);
    const demoPets = await database.db.select().from(pets).where(eq(pets.ownerId, demo[0]!.id));
    expect(demoPets.map((p) => p.name).sort()).toEqual(['Mochi', 'Scout']);
    await database.close();
  });
});
