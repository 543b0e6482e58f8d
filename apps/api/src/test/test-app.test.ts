import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from './test-app';

/** Rows in drizzle's migration log (a table outside the app's schema, so read with raw SQL). */
async function appliedMigrations(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}

// createTestApp copies the database migrated once per run (decision 036): the copy must be fully
// migrated, and each app's database its own.
describe('createTestApp', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('starts on a database with every committed migration applied', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const applied = await appliedMigrations(first);
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(applied).toBe(journal.entries.length);
    // Migrating again finds nothing to do.
    await first.database.migrate();
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
  });

  it('gives each app a database of its own', async () => {
    const { email } = await registerUser(first.app);
    const inFirst = await first.database.db.select({ email: users.email }).from(users);
    const inSecond = await second.database.db.select({ email: users.email }).from(users);
    expect(inFirst.map((u) => u.email)).toContain(email);
    expect(inSecond).toEqual([]);
  });
});
