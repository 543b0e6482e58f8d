import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { adminQuery, createTestDatabase } from './support/test-database';
import { killLeftovers, spawnServer } from './support/server-process';

// Fault: several API processes starting at once on one fresh PostgreSQL database (workers, a
// rolling deploy) each ran the migrations at the same time, and all but one failed. The advisory
// lock makes them take turns.

const SERVERS = 3;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterEach(killLeftovers);
afterAll(() => database?.drop());

describe('several servers starting at once on one PostgreSQL database', () => {
  it('all start, and each migration is applied exactly once', async () => {
    database = await createTestDatabase();
    const servers = await Promise.all(
      Array.from({ length: SERVERS }, () => spawnServer({ DATABASE_URL: database!.url() })),
    );
    const outcomes = await Promise.all(servers.map((server) => server.outcome()));
    expect(outcomes, servers.map((s) => s.output()).join('\n')).toEqual(
      Array(SERVERS).fill('ready'),
    );

    const journal = JSON.parse(
      readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8'),
    ) as { entries: unknown[] };
    const applied = await adminQuery(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      database.url(),
    );
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const exits = await Promise.all(servers.map((server) => server.stop()));
    expect(exits).toEqual(Array(SERVERS).fill({ code: 0, signal: null }));
  });
});
