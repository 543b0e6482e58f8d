import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { exportOf } from './support/account-export';
import { ADD_PET_BODY } from '../features/pets/pets.test-helpers';
import { runCli } from './support/cli-process';
import { killLeftovers, postJson, spawnServer } from './support/server-process';
import { adminQuery, createTestDatabase } from './support/test-database';

// Issue 26 item 3 on PostgreSQL: `npm run backup` is a pg_dump of DATABASE_URL and
// `npm run restore` a pg_restore into an empty database; an unreachable database is a message.

const databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
const dirs: string[] = [];
afterEach(killLeftovers);
afterAll(async () => {
  for (const database of databases) await database.drop();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function tableRows(url: string): Promise<Record<string, string[]>> {
  const tables = await adminQuery(
    "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1",
    url,
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables.rows as Array<{ name: string }>) {
    const [schema, table] = name.split('.');
    const rows = await adminQuery(`SELECT * FROM "${schema}"."${table}"`, url);
    dump[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

describe('backup and restore with DATABASE_URL', () => {
  it('round-trips every table through pg_dump and pg_restore, into an empty database only', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    databases.push(source, target);
    const server = await spawnServer({ DATABASE_URL: source.url() });
    await server.ready();
    const registered = await postJson(server.base, '/api/auth/register', {
      name: 'Pg Owner',
      email: `pg-${Date.now()}@example.com`,
      password: 'backup-pass-1',
      role: 'user',
    });
    const { token } = (await registered.json()) as { token: string };
    const pet = await postJson(server.base, '/api/pets', ADD_PET_BODY, {
      authorization: `Bearer ${token}`,
    });
    expect(pet.status).toBe(201);
    const exportAtBackup = await exportOf(server.base, token);

    const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-pgbackup-'));
    dirs.push(dir);
    const file = path.join(dir, 'pg.pawrx-backup');
    const backup = await runCli('backup', [file], { DATABASE_URL: source.url() });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('pg_dump');
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    const restore = await runCli('restore', [file], { DATABASE_URL: target.url() });
    expect(restore.code, restore.output).toBe(0);
    expect(await tableRows(target.url())).toEqual(await tableRows(source.url()));
    // The restored database serves the account as it was: the same sign-in, the same export.
    const restored = await spawnServer({ DATABASE_URL: target.url() });
    await restored.ready();
    expect(await exportOf(restored.base, token)).toEqual(exportAtBackup);
    expect(await restored.stop()).toEqual({ code: 0, signal: null });

    // Now the target holds data: a second restore is refused, and changes nothing.
    const again = await runCli('restore', [file], { DATABASE_URL: target.url() });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');
  });

  it('with the database unreachable: a message without the connection string, exit 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-pgbackup-'));
    dirs.push(dir);
    const url = 'postgres://someone:hunter2-secret@127.0.0.1:1/nowhere';
    const backup = await runCli('backup', [path.join(dir, 'x.pawrx-backup')], {
      DATABASE_URL: url,
    });
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/^The backup failed: pg_dump failed: .*127\.0\.0\.1/m);
    expect(backup.output).not.toContain('hunter2-secret');
    expect(backup.output).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});
