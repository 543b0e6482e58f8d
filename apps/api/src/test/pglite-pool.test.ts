import { readFile, rm } from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dumpMigratedPglite } from './global-setup';
import { givePgliteBack, takePglite } from './pglite-pool';

// The API suite's reused in-memory databases (decision 036): a database handed on is as migrated,
// with no rows; one whose schema or session a test changed is closed, never handed on.

// On the PostgreSQL run global-setup makes no dump: this file then makes its own.
let ownDump: Promise<string> | undefined;
const load = async () => {
  const provided = inject('pgliteDumpPath');
  if (!provided) ownDump ??= dumpMigratedPglite();
  return new Blob([await readFile(provided || (await ownDump!))]);
};
afterAll(async () => {
  if (ownDump) await rm(await ownDump, { force: true });
});
const count = async (client: Awaited<ReturnType<typeof takePglite>>, table: string) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

describe('the test database pool (PGlite)', () => {
  it('hands a database back emptied, with its migrations still recorded', async () => {
    const dump = await load();
    const client = await takePglite(dump);
    await client.query(
      `insert into users (name, email, password_hash, role) values ('A', 'a@example.com', 'x', 'user')`,
    );
    expect(await count(client, 'users')).toBe(1);
    await givePgliteBack(client);
    expect(client.closed).toBe(false);
    const again = await takePglite(dump);
    expect(again).toBe(client);
    expect(await count(again, 'users')).toBe(0);
    expect(await count(again, 'drizzle.__drizzle_migrations')).toBeGreaterThan(0);
    await givePgliteBack(again);
  });

  it('closes a database whose schema a test changed', async () => {
    const client = await takePglite(await load());
    await client.exec(
      `alter table users add constraint pool_test_check check (name <> '') not valid`,
    );
    await givePgliteBack(client);
    expect(client.closed).toBe(true);
  });

  it('closes a database whose migration log a test changed', async () => {
    const client = await takePglite(await load());
    await client.exec(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    );
    await givePgliteBack(client);
    expect(client.closed).toBe(true);
  });

  it('closes a database left inside a transaction', async () => {
    const client = await takePglite(await load());
    await client.exec('begin');
    await givePgliteBack(client);
    expect(client.closed).toBe(true);
  });
});
