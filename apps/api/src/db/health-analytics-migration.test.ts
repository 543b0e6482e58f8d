import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

// Migration 0002 backfills the weight history from each pet's current weight and dates the
// pause of medications paused before status moves were recorded. Run against a database that
// holds data from before it.

const before = mkdtempSync(path.join(tmpdir(), 'pawrx-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The committed migrations up to (not including) 0002. */
function migrationsBefore0002(): string {
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0002 (health analytics)', () => {
  it('gives each pet with a usable weight one weighing, in kg, dated its creation', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore0002() });
    await client.exec(`
      INSERT INTO users (id, email, name, password_hash) VALUES
        ('00000000-0000-4000-8000-000000000001', 'o@example.com', 'O', 'x');
      INSERT INTO pets (id, owner_id, name, weight, weight_unit, created_at) VALUES
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Kg', 12.5, 'kg', '2024-05-01T23:30:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'Lbs', 22, 'lbs', '2024-06-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-000000000001', 'No unit', 10, NULL, '2024-07-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a4', '00000000-0000-4000-8000-000000000001', 'None', NULL, 'kg', '2024-07-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a5', '00000000-0000-4000-8000-000000000001', 'Zero', 0, 'kg', '2024-07-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a6', '00000000-0000-4000-8000-000000000001', 'Huge', 9000, 'kg', '2024-07-01T10:00:00Z');
      INSERT INTO medications (pet_id, name, status, updated_at) VALUES
        ('00000000-0000-4000-8000-0000000000a1', 'Paused one', 'paused', '2025-02-03T08:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a1', 'Active one', 'active', '2025-02-03T08:00:00Z');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const weights = await client.query<{ name: string; date: string; weight_kg: number }>(`
      SELECT p.name, to_char(w.date, 'YYYY-MM-DD') AS date, w.weight_kg
      FROM pet_weights w JOIN pets p ON p.id = w.pet_id ORDER BY p.name`);
    expect(weights.rows).toEqual([
      { name: 'Kg', date: '2024-05-01', weight_kg: 12.5 },
      { name: 'Lbs', date: '2024-06-01', weight_kg: 9.979 },
      { name: 'No unit', date: '2024-07-01', weight_kg: 4.536 },
    ]);
    const changes = await client.query<{ name: string; to_status: string; date: string }>(`
      SELECT m.name, c.to_status, to_char(c.date, 'YYYY-MM-DD') AS date
      FROM medication_status_changes c JOIN medications m ON m.id = c.medication_id`);
    expect(changes.rows).toEqual([{ name: 'Paused one', to_status: 'paused', date: '2025-02-03' }]);
    await client.close();
  });
});
